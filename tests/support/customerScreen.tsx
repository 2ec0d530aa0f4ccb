/** A signed-in owner on the audience screens of one customer (Vera Viewer, #42), with the customer reads answered. */
import type { CustomerDetails } from '../../src/api/audienceTypes';
import { tokenStore } from '../../src/api/tokenStore';
import { mockApi } from '../components/auth/support';
import { renderWithApp, signedIn } from './render';

export const VERA: CustomerDetails = {
  id: 42,
  email: 'viewer@example.com',
  full_name: 'Vera Viewer',
  active: true,
  number_of_payments: 0,
  metadata: {},
  roles: ['consumer'],
  created_at: 1_700_000_000,
  geodata: { continent: 'Europe', country: 'DE', country_name: 'Germany' },
  analytics: { last_login: null, content_request_log: [], total_assets_bought: 0, total_transactions: 0, money_spent: [], first_purchase: null, last_purchase: null },
};

/** Renders the console at `path` with Vera's details, activity and the customers list answered. */
export function openCustomerScreen(path: string) {
  const http = mockApi();
  tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
  http.on('GET', 'v2/customers/42', { status: 200, data: VERA });
  http.on('GET', 'v2/customers/42/activity', { status: 200, data: { activity: [], lifetime_values: [], days_as_customer: 1 } });
  http.on('GET', 'v2/customers', { status: 200, data: { collection: [{ id: 42, email: VERA.email, full_name: VERA.full_name, active: true, number_of_payments: 0, country: 'DE', created_at: 1_700_000_000, last_login: null }], total: 1 } });
  http.on('GET', 'v2/saved-views', { status: 200, data: [] });
  return { http, ...renderWithApp(path, { preloadedState: { auth: signedIn(['merchant', 'owner']) } }) };
}
