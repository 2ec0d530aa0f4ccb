import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Chrome state: the side nav's collapsed state and the one open modal (only one modal is open at a time). */
export interface UiState {
  sideNavCollapsed: boolean;
  openModal: string | null;
}

const initialState: UiState = { sideNavCollapsed: false, openModal: null };

const slice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    sideNavToggled: (state) => {
      state.sideNavCollapsed = !state.sideNavCollapsed;
    },
    // Opening a modal replaces whichever one was open.
    modalOpened: (state, action: PayloadAction<string>) => {
      state.openModal = action.payload;
    },
    // Closing names the modal, so a stale close cannot shut a modal that replaced it.
    modalClosed: (state, action: PayloadAction<string>) => {
      if (state.openModal === action.payload) state.openModal = null;
    },
  },
});

export const { sideNavToggled, modalOpened, modalClosed } = slice.actions;
export const uiReducer = slice.reducer;

type WithUi = { ui: UiState };
export const selectSideNavCollapsed = (state: WithUi) => state.ui.sideNavCollapsed;
export const selectOpenModal = (state: WithUi) => state.ui.openModal;
