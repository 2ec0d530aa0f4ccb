import { useDispatch, useSelector } from 'react-redux';
import type { Follower } from '../../api/followers';
import { selectAuth } from '../auth/selectors';
import { loginAsFollower } from './endpoints';

/** Whether the agency may sign in as this account: it shares its payment setup (spec section 6, inheritance). */
export const canSignInAs = (follower: Pick<Follower, 'scopes'>): boolean => follower.scopes.includes('inheritance');

/** Starts the sign-in as a related account, keeping the agency's own session (and name) to come back with. */
export function useLoginAsFollower(): (follower: Pick<Follower, 'follower_id'>) => void {
  const dispatch = useDispatch();
  const { account } = useSelector(selectAuth);
  return (follower) =>
    dispatch(loginAsFollower.request({ followerId: follower.follower_id, master: { full_name: account?.full_name ?? '', avatar_url: account?.avatar_url ?? '' } }));
}
