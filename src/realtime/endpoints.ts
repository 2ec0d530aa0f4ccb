import { getRealtimeCredentials } from '../api/realtime';
import type { RealtimeCredentials } from '../api/realtime';
import { defineEndpoint } from '../ducks/requests/defineEndpoint';

/**
 * Temporary realtime credentials. The realtime workflow runs it itself (callEndpoint) and keeps the answer inside the
 * saga: no storage is declared, so the credentials are never kept in the store. It belongs to the session.
 */
export const fetchRealtimeCredentials = defineEndpoint<void, RealtimeCredentials>('realtime/fetchCredentials', getRealtimeCredentials, {
  strategy: 'latest',
  scope: 'session',
  errorNotice: 'silent',
});
