import { config } from '../../config';
import { PATHS } from '../../routes/paths';

// Stripe Connect's OAuth round trip: the console sends the merchant to Stripe's page with a `state` it keeps for this
// tab, and the callback accepts the code only when Stripe hands that state back (a forged link cannot connect an
// account it chose).
const STATE_KEY = 'boxoffice.stripeConnectState';

const randomState = (): string => {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
};

/** Where the callback is: a path on the sandbox, the console's full address for Stripe itself. */
const redirectUri = (): string => (config.env === 'sandbox' ? PATHS.stripeCallback : `${window.location.origin}${PATHS.stripeCallback}`);

/** The address of Stripe's OAuth page for the platform's client id; remembers a fresh state for the callback (call it on the click). */
export function stripeAuthorizeUrl(clientId: string): string {
  const state = randomState();
  sessionStorage.setItem(STATE_KEY, state);
  const query = new URLSearchParams({ response_type: 'code', scope: 'read_write', client_id: clientId, redirect_uri: redirectUri(), state });
  return `${config.stripeConnectUrl}?${query.toString()}`;
}

/** True once for the state this tab sent: the state is forgotten whatever the answer. */
export function takeStripeState(state: string | null): boolean {
  const expected = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  return expected !== null && state === expected;
}
