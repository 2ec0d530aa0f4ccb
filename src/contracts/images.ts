import { Type } from 'typebox';
import { Closed, Text } from './fields';

/** Preview images (catalogue 7.1 `images/assets`): uploaded as multipart, served back by URL. */

/**
 * A multipart upload's body: the handler reads and checks the file part itself (type by its bytes, size), so the
 * body is declared without a JSON shape.
 */
export const MultipartBody = Type.Unsafe<unknown>({ description: 'multipart/form-data, one file part' });

export const StoredImageParams = Closed({
  owner: Type.String({ pattern: '^[A-Za-z0-9-]{1,64}$' }),
  file: Type.String({ pattern: '^[a-f0-9]{32}\\.(png|jpg|gif|webp)$' }),
});

export const StoredImageQuery = Closed({ srkey: Type.Optional(Text(128)) });
