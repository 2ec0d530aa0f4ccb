import { api, type CallContext } from './client';
import { uploadingHeldFile } from './files';
import type { AvatarAnswer } from './types';

// Apart from the other account calls (src/api/accounts.ts), which the sign-in page loads: only the account screen uploads.

/** POST accounts/avatar (multipart field `avatar`): the held image becomes the signed-in account's avatar. */
export const uploadAvatar = ({ fileId }: { fileId: string }, ctx?: CallContext): Promise<AvatarAnswer> =>
  uploadingHeldFile(fileId, (file) => api().request<AvatarAnswer>({ method: 'POST', path: 'accounts/avatar', body: { avatar: file }, bodyType: 'multipart', ...ctx }));
