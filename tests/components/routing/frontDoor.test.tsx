import { act, screen, waitFor } from '@testing-library/react';
import { Suspense, lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { FrontDoorRedirect } from '../../../src/routes/guards';
import { renderWithApp, signedIn } from '../../support/render';

/** A page whose chunk arrives only when the test says so. */
function slowPage() {
  let arrive: () => void = () => undefined;
  const Page = lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve) => {
        arrive = () => resolve({ default: () => <h1>Landing screen</h1> });
      }),
  );
  return { Page, arrive: () => arrive() };
}

describe('an area front door', () => {
  it('sends a second visit that arrives while the landing page is still loading on to the landing page', async () => {
    const { Page, arrive } = slowPage();
    const { navigate, location } = renderWithApp(
      // As in the console, the area's content sits in a Suspense boundary that already shows the front door.
      <Suspense fallback={<p>Loading</p>}>
        <Routes>
          <Route path="/" element={<FrontDoorRedirect to="/landing" />} />
          <Route path="/landing" element={<Page />} />
        </Routes>
      </Suspense>,
      { route: '/', preloadedState: { auth: signedIn(['merchant', 'owner']) } },
    );
    // The first redirect waits for the landing chunk: the front door (empty) still shows.
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    // Sign-in's own navigation to '/' lands in the meantime.
    act(() => navigate('/'));
    await act(async () => arrive());

    expect(await screen.findByRole('heading', { name: 'Landing screen' })).toBeVisible();
    await waitFor(() => expect(location()).toBe('/landing'));
  });
});
