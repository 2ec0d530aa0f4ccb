import type { RequestState } from '../../ducks/requests/types';

/** A read as the read hooks give it: its state with the data, and a way to ask again. */
export interface ScreenRead {
  view: RequestState & { data?: unknown };
  retry: () => void;
}

/** What LoadState takes for several reads a screen shows as one. */
export interface ReadsTogether {
  state: RequestState;
  ready: boolean;
  onRetry: () => void;
}

/**
 * Several reads shown as one LoadState: ready once every one has its data; failed (with the first failure's message)
 * when one failed; Retry asks again for the failed ones only.
 */
export function readsTogether(...reads: ScreenRead[]): ReadsTogether {
  const failed = reads.filter((read) => read.view.status === 'failed');
  return {
    state: failed.length > 0 ? failed[0].view : { status: reads.some((read) => read.view.status === 'pending') ? 'pending' : 'idle' },
    ready: reads.every((read) => read.view.data !== undefined),
    onRetry: () => failed.forEach((read) => read.retry()),
  };
}
