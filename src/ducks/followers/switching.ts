import type { CallContext } from '../../api/client';
import { ApiError } from '../../api/errors';
import { loginAsFollower } from '../../api/followers';
import { tokenStore } from '../../api/tokenStore';
import { RELATE_UI } from '../../constants/messages/relate';

export interface SwitchToFollowerRequest {
  followerId: number;
  /** The agency's own account, kept with its session to come back to ('Back to master'). */
  master: { full_name: string; avatar_url: string };
}

/**
 * Login as a follower (spec section 4 "Impersonation"): the agency's session is kept as the master session, and the
 * follower's tokens replace the merchant session as a new sign-in (other tabs in the agency's account follow). The
 * tokens never enter the store; the page then reloads into the follower's account (the saga).
 */
export async function switchToFollower({ followerId, master }: SwitchToFollowerRequest, ctx?: CallContext): Promise<{ followerId: number }> {
  const own = tokenStore.getSession('merchant');
  if (!own) throw new ApiError(401, RELATE_UI.loginAsFailed);
  const tokens = await loginAsFollower({ followerId }, ctx);
  tokenStore.saveMasterSession({ ...own, full_name: master.full_name, avatar_url: master.avatar_url });
  tokenStore.startSignIn('merchant', { token: tokens.token, refreshToken: tokens.refresh_token, expires: tokens.expires }, ['master', 'admin']);
  return { followerId };
}
