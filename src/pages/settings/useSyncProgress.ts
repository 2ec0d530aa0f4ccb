import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { SyncStatus } from '../../api/videoPlatforms';
import type { SyncBody } from '../../contracts/videoPlatforms';
import type { SyncPlatform } from '../../contracts/values';
import { checkSyncStatus, startSync } from '../../ducks/videoPlatforms';
import { useRequest } from '../../ducks/requests/hooks';

const POLL_MS = 1000;

/**
 * A sync started from this screen, followed to its end: after `ovps/sync` answers, `ovps/sync/check-status` is asked
 * every second until the sync is done or failed, then `onEnd` runs once. A sync started before the screen opened
 * (an earlier answer in the store) is not followed.
 */
export function useSyncProgress(ovp: SyncPlatform, onEnd: (status: SyncStatus) => void) {
  const dispatch = useDispatch();
  const started = useRequest(startSync, ovp);
  const status = useRequest(checkSyncStatus, ovp).data;
  const [following, setFollowing] = useState(false);
  const seenStart = useRef(started.seq);
  const ended = useRef(onEnd);
  ended.current = onEnd;

  useEffect(() => {
    if (started.status !== 'succeeded' || started.seq === seenStart.current) return;
    seenStart.current = started.seq;
    setFollowing(true);
  }, [started.status, started.seq]);
  useEffect(() => {
    if (!following) return undefined;
    dispatch(checkSyncStatus.request({ ovp_name: ovp }));
    const timer = setInterval(() => dispatch(checkSyncStatus.request({ ovp_name: ovp })), POLL_MS);
    return () => clearInterval(timer);
  }, [dispatch, following, ovp]);
  useEffect(() => {
    if (!following || !status || status.status === 'running' || status.status === 'idle') return;
    setFollowing(false);
    ended.current(status);
  }, [following, status]);

  return {
    running: following || started.status === 'pending',
    status,
    start: (body: Omit<SyncBody, 'ovp_name'>) => dispatch(startSync.request({ ovp_name: ovp, ...body })),
  };
}
