import { UNKNOWN_ERROR } from '../../constants/messages';
import type { RequestError } from './types';

/**
 * What an external service's refusal shows (catalogue 7.11, the external account connect): errors.explain, else the
 * server's message, else 'An unknown error occurred.' or the call's own fallback (the client words an answer without
 * a message as the unknown error, so that counts as none).
 */
export const explainedError =
  (fallback: string = UNKNOWN_ERROR) =>
  (error: RequestError): string =>
    error.fieldErrors?.explain ?? (error.message && error.message !== UNKNOWN_ERROR ? error.message : fallback);
