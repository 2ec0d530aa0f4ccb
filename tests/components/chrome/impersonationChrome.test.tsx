import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { tokenStore } from '../../../src/api/tokenStore';
import { AreaSwitch } from '../../../src/components/chrome/AreaSwitch';
import { ImpersonationBanner } from '../../../src/components/chrome/ImpersonationBanner';
import { config } from '../../../src/config';
import type { Area } from '../../../src/routes/types';
import { renderWithApp, signedIn } from '../../support/render';

const SESSION = { token: 't', refreshToken: 'r', expires: 4_102_444_800 };
const IMPERSONATION = { staff_name: 'Sam Staff', staff_email: 'staff@sandbox.test', merchant_name: 'Owner Co', ends_at: Date.UTC(2026, 10, 27, 15, 5) / 1000 };

const renderChrome = (area: Area, auth: ReturnType<typeof signedIn>) =>
  renderWithApp(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <ImpersonationBanner area={area} />
            <AreaSwitch area={area} />
          </>
        }
      />
    </Routes>,
    { preloadedState: { auth }, route: area === 'admin' ? '/admin/merchants' : '/dashboard' },
  );

beforeEach(() => {
  tokenStore.clearAll();
  window.localStorage.clear();
});

describe('the impersonation banner', () => {
  it('says who acts as which merchant, and until when, in the merchant area', () => {
    renderChrome('merchant', signedIn(['merchant', 'owner'], { impersonation: IMPERSONATION }));
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('You are acting as Owner Co for Sam Staff');
    expect(banner).toHaveTextContent('This impersonation session ends at 2026/11/27 15:05 UTC.');
  });

  it('is absent from the merchant’s own session', () => {
    renderChrome('merchant', signedIn(['merchant', 'owner']));
    expect(screen.queryByText(/acting as/)).not.toBeInTheDocument();
  });
});

describe('Go to Merchant and Back to Admin', () => {
  it('offers the merchant area from the admin area only once a merchant session exists, and follows it appearing', () => {
    tokenStore.startSignIn('admin', SESSION);
    renderChrome('admin', signedIn([config.platformKey]));
    expect(screen.queryByRole('link', { name: 'Go to Merchant' })).not.toBeInTheDocument();
    // "Login as" in another tab stores the merchant session beside the admin one.
    act(() => tokenStore.setSession('merchant', SESSION));
    expect(screen.getByRole('link', { name: 'Go to Merchant' })).toHaveAttribute('href', '/');
  });

  it('offers the admin area back from the merchant area when the admin session is kept', () => {
    tokenStore.startSignIn('admin', SESSION);
    tokenStore.startSignIn('merchant', SESSION, ['admin']);
    renderChrome('merchant', signedIn(['merchant', 'owner'], { impersonation: IMPERSONATION }));
    expect(screen.getByRole('link', { name: 'Back to Admin' })).toHaveAttribute('href', '/admin');
  });

  it('is absent for a merchant with no admin session', () => {
    tokenStore.startSignIn('merchant', SESSION);
    renderChrome('merchant', signedIn(['merchant', 'owner']));
    expect(screen.queryByRole('link', { name: /Back to Admin|Go to Merchant/ })).not.toBeInTheDocument();
  });
});
