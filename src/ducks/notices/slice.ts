import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

/** 'warning': a job that did part of its work (some rows refused): never shown green. */
export type NoticeKind = 'success' | 'warning' | 'error';

export interface Notice {
  id: string;
  kind: NoticeKind;
  text: string;
}

/** Success notices last this long (spec: notification duration 3 seconds); errors stay until closed. */
export const NOTICE_DURATION_MS = 3000;

const slice = createSlice({
  name: 'notices',
  initialState: [] as Notice[],
  reducers: {
    noticeShown: {
      reducer: (state, action: PayloadAction<Notice>) => {
        // The same text while its twin shows (a second save, or a call's realtime echo) stays one notice, but a new one
        // in its place: a new id gives it its full time and a new element, which a screen reader announces again.
        // Keeping the twin dropped the repeat, and the twin went seconds later: the second save's notice barely showed.
        const { kind, text } = action.payload;
        const twin = state.findIndex((notice) => notice.kind === kind && notice.text === text);
        if (twin === -1) state.push(action.payload);
        else state[twin] = action.payload;
      },
      prepare: (notice: { kind: NoticeKind; text: string }) => ({ payload: { ...notice, id: nanoid() } }),
    },
    noticeDismissed: (state, action: PayloadAction<string>) => state.filter((notice) => notice.id !== action.payload),
  },
});

export const { noticeShown, noticeDismissed } = slice.actions;
export const noticesReducer = slice.reducer;
export const selectNotices = (state: { notices: Notice[] }) => state.notices;
