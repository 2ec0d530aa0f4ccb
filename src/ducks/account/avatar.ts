import * as avatar from '../../api/avatar';
import type { AvatarAnswer } from '../../api/types';
import { AUTH } from '../../constants/messages';
import { defineEndpoint } from '../requests/defineEndpoint';
import { ACCOUNT } from './endpoints';

/**
 * The avatar, loaded with the account screens only (the account reads load at start-up with the auth slice). The
 * account is read again afterwards, so the page and the top bar show the new avatar.
 */
export const uploadAvatar = defineEndpoint<{ fileId: string }, AvatarAnswer>('account/uploadAvatar', avatar.uploadAvatar, {
  strategy: 'leading',
  successNotice: AUTH.avatarUpdated,
  invalidates: () => [ACCOUNT],
});
