import { createAction } from '@reduxjs/toolkit';

/** Logout success and session end put this; the root reducer returns every slice to its initial state. */
export const storeReset = createAction('app/storeReset');
