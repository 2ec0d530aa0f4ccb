import { PATHS } from '../routes/paths';

/** Spec section 9: the tour shows automatically for accounts under 48 hours old. */
export const TOUR_AUTO_SHOW_SECONDS = 48 * 60 * 60;

const HIDDEN_KEY = (accountId: number) => `boxoffice.tour.hidden.${accountId}`;

/** 'Don't show this again', stored locally per account. */
export function isTourHidden(accountId: number, storage: Storage = window.localStorage): boolean {
  try {
    return storage.getItem(HIDDEN_KEY(accountId)) === 'true';
  } catch {
    return false;
  }
}

export function hideTour(accountId: number, storage: Storage = window.localStorage): void {
  try {
    storage.setItem(HIDDEN_KEY(accountId), 'true');
  } catch {
    // Storage may be full or blocked; the tour then simply shows again next time.
  }
}

export interface AutoStartInput {
  pathname: string;
  /** account.created_at, Unix seconds. */
  createdAt: number;
  /** Unix seconds. */
  now: number;
  hidden: boolean;
}

/** Only on the analytics page, for an account under 48 hours old, unless 'Don't show this again' was chosen. */
export const shouldAutoStartTour = ({ pathname, createdAt, now, hidden }: AutoStartInput): boolean =>
  pathname === PATHS.dashboard && !hidden && now - createdAt < TOUR_AUTO_SHOW_SECONDS;
