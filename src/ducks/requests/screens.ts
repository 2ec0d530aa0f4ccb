import { createAction } from '@reduxjs/toolkit';
import type { SessionKind } from '../../api/tokenStore';

/**
 * The screen on display. Reads are registered under the screen that was showing when they were asked for, whether a
 * page or a workflow saga acting for it asked; leaving the screen cancels them.
 */
let current: string | null = null;
/** The session the screen on display speaks with, when its console decides it (the admin console's screens). */
let currentSession: SessionKind | undefined;
let counter = 0;

/** A screen was left: the reads it started are cancelled. */
export const screenLeft = createAction<string>('requests/screenLeft');
/** Reads of a left screen were cancelled: their status returns to idle so the next visit loads again. */
export const readsAbandoned = createAction<Array<{ type: string; key: string }>>('requests/readsAbandoned');

export const currentScreen = (): string | null => current;

/**
 * The session a call asked for by the screen on display is sent with, unless the call names one: a screen of the
 * admin console speaks as staff even when this browser also holds a merchant session (a 'Login as' tab beside it).
 */
export const currentScreenSession = (): SessionKind | undefined => currentSession;

/** A new screen comes into view (of the console whose session it speaks with, if it decides one); returns its id. */
export function enterScreen(id: string = `screen-${++counter}`, session?: SessionKind): string {
  current = id;
  currentSession = session;
  return id;
}

/** The screen is gone from view (the caller dispatches screenLeft). */
export function exitScreen(id: string): void {
  if (current !== id) return;
  current = null;
  currentSession = undefined;
}
