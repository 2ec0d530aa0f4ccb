import { createSlice } from '@reduxjs/toolkit';
import { boxSelected, fetchHistograms, fetchReportInformation, fetchRevenuePerCurrency, rangeChanged } from './actions';
import type { AnalyticsState } from './types';

const initialAnalyticsState: AnalyticsState = {
  range: null,
  selectedBox: 'audience',
  reportInformation: null,
  revenue: null,
  histograms: null,
};

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
      })
      .addCase(fetchReportInformation.success, (state, action) => {
        state.reportInformation = action.payload;
      })
      .addCase(fetchRevenuePerCurrency.success, (state, action) => {
        state.revenue = action.payload;
      })
      .addCase(fetchHistograms.success, (state, action) => {
        state.histograms = action.payload;
      });
  },
});

export const analyticsReducer = slice.reducer;
