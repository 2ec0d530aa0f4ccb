import { screen } from '@testing-library/react';
import { act } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RouteErrorBoundary } from '../../../src/components/ErrorBoundary';
import { renderWithApp } from '../../support/render';

function Broken(): never {
  throw new Error('render failed');
}

describe('ErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  const tree = (
    <RouteErrorBoundary>
      <Routes>
        <Route path="/broken" element={<Broken />} />
        <Route path="/fine" element={<p>All good</p>} />
      </Routes>
    </RouteErrorBoundary>
  );

  it('shows “500 - Something went wrong - We are sorry for the inconvenience”', () => {
    renderWithApp(tree, { route: '/broken' });
    expect(screen.getByRole('heading', { name: '500' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByText('We are sorry for the inconvenience')).toBeVisible();
  });

  it('resets when the location changes', async () => {
    const { navigate } = renderWithApp(tree, { route: '/broken' });
    expect(screen.getByRole('heading', { name: '500' })).toBeVisible();
    await act(async () => navigate('/fine'));
    expect(screen.getByText('All good')).toBeVisible();
    expect(screen.queryByRole('heading', { name: '500' })).not.toBeInTheDocument();
  });
});
