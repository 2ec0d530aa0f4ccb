import { UNKNOWN_ERROR } from '../../constants/messages';
import type { RequestError } from './types';

/**
 * What an external service's refusal shows (catalogue 7.11, the external account connect): errors.explain, else the
 * message, else 'An unknown error occurred.' (or the call's own fallback).
 */
export const explainedError =
  (fallback: string = UNKNOWN_ERROR) =>
  (error: RequestError): string =>
    error.fieldErrors?.explain ?? (error.message || fallback);
