import { createSlice } from '@reduxjs/toolkit';
import { boxSelected, rangeChanged } from './actions';
import type { AnalyticsState } from './types';

const initialAnalyticsState: AnalyticsState = {
  range: null,
  selectedBox: 'audience',
};

// The three loads' answers are stored by their endpoint declarations (under `data`), not here.
const slice = createSlice({
  name: 'analytics',
  initialState: initialAnalyticsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(rangeChanged, (state, action) => {
        state.range = action.payload;
      })
      .addCase(boxSelected, (state, action) => {
        state.selectedBox = action.payload;
      });
  },
});

export const analyticsReducer = slice.reducer;
