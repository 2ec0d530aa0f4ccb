import { createSlice } from '@reduxjs/toolkit';
import type { WebhookEvent } from '../../contracts/values';
import { fetchWebhooks } from './endpoints';

/**
 * The events' labels, kept once they came (catalogue 7.13: GET webhooks asks for them only when they are not loaded
 * yet); the list itself is the endpoint's stored answer.
 */
export interface WebhooksState {
  labels: Record<WebhookEvent, string> | null;
}

const initialState: WebhooksState = { labels: null };

const slice = createSlice({
  name: 'webhooks',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(fetchWebhooks.success, (state, action) => {
      if (action.payload.labels) state.labels = action.payload.labels;
    });
  },
});

export const webhooksReducer = slice.reducer;

export const selectWebhookLabels = (state: { webhooks?: WebhooksState }): Record<WebhookEvent, string> | null => state.webhooks?.labels ?? null;
