/** The account screen's avatar labels (the spec's own text, 'Avatar successfully updated.', is AUTH.avatarUpdated). */
export const AVATAR_UI = {
  title: 'Avatar',
  current: 'Current avatar',
  none: 'No avatar yet.',
  field: 'Avatar image',
  hint: 'A PNG, JPEG, GIF or WebP image of at most 5 MiB.',
  chosen: 'Chosen image',
  upload: 'Upload avatar',
  required: 'Choose an image first.',
} as const;
