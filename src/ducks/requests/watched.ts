import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { UNKNOWN_ERROR } from '../../constants/messages';

/** Request types some saga answers: the generic API saga's rows and the workflows that take a request themselves. */
const watched = new Set<string>();

export function markWatched(requestType: string): void {
  watched.add(requestType);
}

const REQUEST = /^(.*)\/request$/;

export interface UnwatchedOptions {
  /** Development reports each unanswered request type; production only ends its pending state. */
  report?: (message: string) => void;
}

/**
 * A `*\/request` action no saga watches (a feature that was never injected, a row nobody declared) would leave its
 * status pending for ever: it is answered with an error at once, and reported in development.
 */
export function unwatchedRequests({ report }: UnwatchedOptions = {}): Middleware {
  return (store) => (next) => (action) => {
    const result = next(action);
    const type = (action as UnknownAction).type;
    const match = typeof type === 'string' ? REQUEST.exec(type) : null;
    if (match && !watched.has(type)) {
      report?.(`[requests] No saga watches "${type}": declare it with defineEndpoint in a feature the store has loaded.`);
      const meta = (action as { meta?: object }).meta ?? {};
      store.dispatch({ type: `${match[1]}/error`, payload: { status: 0, message: UNKNOWN_ERROR }, meta: { ...meta, request: (action as { payload?: unknown }).payload } });
    }
    return result;
  };
}
