import type { CallContext } from '../../api/client';
import { writeHandoff } from '../../api/actingAsHandoff';
import { ApiError, toApiError } from '../../api/errors';
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

export interface OpenInNewTabRequest {
  /** The handoff the new tab (already open at its address) waits for. */
  handoff: string;
  follower: { followerId: number; name: string };
  /** The page of the related account to open, e.g. a customer's details. */
  to: string;
}

/**
 * The agency cockpit (issue 21, N4): signs in as the related account with the agency's session and hands that session
 * to the new tab, which keeps it as its own; this tab, its session and the agency's other tabs stay as they are. A
 * refusal goes to the new tab as well, which says why it could not open.
 */
export async function openInNewTab({ handoff, follower, to }: OpenInNewTabRequest, ctx?: CallContext): Promise<{ followerId: number }> {
  try {
    const tokens = await loginAsFollower({ followerId: follower.followerId }, ctx);
    writeHandoff(handoff, { actingAs: follower, session: { token: tokens.token, refreshToken: tokens.refresh_token, expires: tokens.expires }, to, at: Date.now() });
    return { followerId: follower.followerId };
  } catch (thrown) {
    const error = toApiError(thrown);
    writeHandoff(handoff, { error: error.message, at: Date.now() });
    throw error;
  }
}
