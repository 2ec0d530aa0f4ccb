import { createAction, createSlice } from '@reduxjs/toolkit';
import type { TourSection } from './steps';

export interface TourState {
  running: boolean;
  /** A section tour shows that section's steps only; null is the whole tour. */
  section: TourSection | null;
  /** The automatic start happens at most once per app load. */
  autoStarted: boolean;
  /** Counts starts: a new start (logo, section button) restarts a running tour. */
  runs: number;
}

const initialTourState: TourState = { running: false, section: null, autoStarted: false, runs: 0 };

/** Logo click, a section button, or the automatic start on the dashboard. */
export const tourStarted = createAction<{ section?: TourSection; auto?: boolean }>('tour/started');
/** The last step's 'Go to Dashboard' (completed) or 'End Tour' in the end dialog. */
export const tourEnded = createAction<{ completed: boolean }>('tour/ended');

const slice = createSlice({
  name: 'tour',
  initialState: initialTourState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(tourStarted, (state, action) => {
        state.running = true;
        state.runs += 1;
        state.section = action.payload.section ?? null;
        if (action.payload.auto) state.autoStarted = true;
      })
      .addCase(tourEnded, (state) => {
        state.running = false;
        state.section = null;
      });
  },
});

export const tourReducer = slice.reducer;

type WithTour = { tour: TourState };
export const selectTour = (state: WithTour): TourState => state.tour;
