import type { CallContext } from '../../api/client';
import { loginAsMerchant, type LoginAsAnswer } from '../../api/adminActivity';
import { ApiError } from '../../api/errors';
import { IMPERSONATION } from '../../constants/messages/adminActivity';

/**
 * Tabs opened for a "Login as", held outside the store like files chosen for upload: the click opens the tab at once
 * (a tab opened after an answer arrives is a pop-up the browser blocks), the action carries its id, and the call
 * sends the tab to the merchant area's token login once the tokens arrive. The tokens never enter the store.
 */
const held = new Map<string, Window>();
let counter = 0;

/** Browser effects, replaced by tests. */
export const tabOpener = {
  open: (): Window | null => window.open('', '_blank'),
  origin: (): string => window.location.origin,
};

/** Opens the new tab, cut from this one (it must not drive the admin tab); null when the browser refused. */
export function openHeldTab(): string | null {
  const tab = tabOpener.open();
  if (!tab) return null;
  tab.opener = null;
  counter += 1;
  const id = `tab-${counter}`;
  held.set(id, tab);
  return id;
}

/** The merchant area's token login (`?t&rt&exp`), as the console reads it at start-up. */
export const tokenLoginUrl = (origin: string, answer: Pick<LoginAsAnswer, 'access_token' | 'refresh_token' | 'expires'>): string => {
  const query = new URLSearchParams({ t: answer.access_token, rt: answer.refresh_token, exp: String(answer.expires) });
  return `${origin}/?${query.toString()}`;
};

export interface LoginAsRequest {
  merchantId: number;
  /** The held tab's id. */
  tab: string;
}

/** What a "Login as" leaves in the store: which merchant, until when; never the tokens. */
export type LoginAsDone = Pick<LoginAsAnswer, 'merchant' | 'account' | 'ends_at'>;

/** Asks for the merchant's tokens and sends the held tab to the token login; the tab closes when that fails. */
export async function loginAsInHeldTab({ merchantId, tab: id }: LoginAsRequest, ctx?: CallContext): Promise<LoginAsDone> {
  const tab = held.get(id);
  held.delete(id);
  try {
    if (!tab || tab.closed) throw new ApiError(0, IMPERSONATION.popupBlocked);
    const answer = await loginAsMerchant({ merchantId }, ctx);
    tab.location.replace(tokenLoginUrl(tabOpener.origin(), answer));
    return { merchant: answer.merchant, account: answer.account, ends_at: answer.ends_at };
  } catch (error) {
    tab?.close();
    throw error;
  }
}
