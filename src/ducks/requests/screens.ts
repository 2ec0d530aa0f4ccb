import { createAction } from '@reduxjs/toolkit';

/**
 * The screen on display. Reads are registered under the screen that was showing when they were asked for, whether a
 * page or a workflow saga acting for it asked; leaving the screen cancels them.
 */
let current: string | null = null;
let counter = 0;

/** A screen was left: the reads it started are cancelled. */
export const screenLeft = createAction<string>('requests/screenLeft');
/** Reads of a left screen were cancelled: their status returns to idle so the next visit loads again. */
export const readsAbandoned = createAction<Array<{ type: string; key: string }>>('requests/readsAbandoned');

export const currentScreen = (): string | null => current;

/** A new screen comes into view; returns its id. */
export function enterScreen(id: string = `screen-${++counter}`): string {
  current = id;
  return id;
}

/** The screen is gone from view (the caller dispatches screenLeft). */
export function exitScreen(id: string): void {
  if (current === id) current = null;
}
