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
        // The same text twice at once (a call's success and its realtime echo) is one notice.
        const { kind, text } = action.payload;
        if (!state.some((notice) => notice.kind === kind && notice.text === text)) state.push(action.payload);
      },
      prepare: (notice: { kind: NoticeKind; text: string }) => ({ payload: { ...notice, id: nanoid() } }),
    },
    noticeDismissed: (state, action: PayloadAction<string>) => state.filter((notice) => notice.id !== action.payload),
  },
});

export const { noticeShown, noticeDismissed } = slice.actions;
export const noticesReducer = slice.reducer;
export const selectNotices = (state: { notices: Notice[] }) => state.notices;
