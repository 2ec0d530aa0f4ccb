import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { selectAccount } from '../ducks/auth/selectors';
import { isTourHidden, shouldAutoStartTour } from './autoStart';
import { selectTour, tourStarted } from './slice';

/** Starts the tour once per app load on the analytics page for a new account (under 48 hours), unless hidden. */
export function useTourAutoStart(now: () => number = () => Math.floor(Date.now() / 1000)): void {
  const dispatch = useDispatch();
  const account = useSelector(selectAccount);
  const { running, autoStarted } = useSelector(selectTour);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!account || running || autoStarted) return;
    const start = shouldAutoStartTour({ pathname, createdAt: account.created_at, now: now(), hidden: isTourHidden(account.id) });
    if (start) dispatch(tourStarted({ auto: true }));
    // The clock is read once per visit; a new `now` function must not restart the check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [account, running, autoStarted, pathname, dispatch]);
}
