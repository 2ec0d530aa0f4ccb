import { createSlice } from '@reduxjs/toolkit';
import { boxSelected, dashboardOpened, rangeChanged } from './actions';
import { MERCHANT_DASHBOARD, type AnalyticsState } from './types';

const initialAnalyticsState: AnalyticsState = {
  range: null,
  selectedBox: 'audience',
  scope: MERCHANT_DASHBOARD,
};

// The three loads' answers are stored by their endpoint declarations (under `data`), not here.
const slice = createSlice({
  name: 'analytics',
  initialState: initialAnalyticsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(dashboardOpened, (state, action) => {
        state.scope = action.payload.scope;
      })
      .addCase(rangeChanged, (state, action) => {
        state.range = action.payload;
      })
      .addCase(boxSelected, (state, action) => {
        state.selectedBox = action.payload;
      });
  },
});

export const analyticsReducer = slice.reducer;
