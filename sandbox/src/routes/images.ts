import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StoredImage } from '../../../src/api/itemTypes';
import type { AvatarAnswer } from '../../../src/api/types';
import type { BrandingImage } from '../../../src/api/brandingTypes';
import { currentAccount, tenantId } from '../lib/auth';
import { nowSeconds } from '../lib/time';
import { MultipartBody, StoredImageParams, StoredImageQuery } from '../../../src/contracts/images';
import { commerceMerchant } from '../lib/commerceScope';
import { HttpError, notFound } from '../lib/errors';
import { uploadError } from '../lib/multipart';
import { prepared } from '../db/connection';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_FIELD = 'asset_preview';
export const IMAGE_TOO_LARGE_MESSAGE = 'The image may be at most 5 MiB.';
export const NOT_AN_IMAGE_MESSAGE = 'Upload a PNG, JPEG, GIF or WebP image.';
export const NO_IMAGE_MESSAGE = `Attach the image as the "${IMAGE_FIELD}" file part.`;
export const AVATAR_FIELD = 'avatar';
/** A branding theme's images (catalogue 7.12): each its own call and multipart field. */
export const BRANDING_IMAGE_FIELDS = { cover: 'paywall_cover_photo', logo: 'paywall_brand_logo' } as const;

const UPLOAD_LIMITS = { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6 };

const TYPES = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' } as const;
type Extension = keyof typeof TYPES;

/** The image's kind by its first bytes: a name or a declared type proves nothing. */
export function sniffImage(bytes: Buffer): Extension | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length >= 6 && ['GIF87a', 'GIF89a'].includes(bytes.subarray(0, 6).toString('latin1'))) return 'gif';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

/**
 * `POST images/assets` stores one preview image under the sandbox's data folder (per merchant) and answers its URL;
 * `GET images/assets/{owner}/{file}` serves it back to anyone with the URL, as a CDN would.
 */
export const imageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { uploadsDir } = app.sandbox.options;
  const { db } = app.sandbox;
  // Multipart is parsed here only: one image part, the only upload the API takes.
  await app.register(multipart, { limits: UPLOAD_LIMITS });
  app.sandbox.onReset(() => {
    void rm(uploadsDir, { recursive: true, force: true });
  });

  /** Reads the one image part named `field`, checks it is an image, and stores it in the merchant's folder. */
  async function storeImage(request: FastifyRequest, field: string, merchantId: number): Promise<StoredImage> {
    const missing = `Attach the image as the "${field}" file part.`;
    if (!request.isMultipart()) throw new HttpError(415, missing);
    let part;
    let bytes: Buffer;
    try {
      part = await request.file();
      if (!part || part.fieldname !== field) throw new HttpError(400, missing, { [field]: missing });
      bytes = await part.toBuffer();
    } catch (error) {
      throw uploadError(error, field, missing, IMAGE_TOO_LARGE_MESSAGE);
    }
    const kind = sniffImage(bytes);
    if (!kind) throw new HttpError(415, NOT_AN_IMAGE_MESSAGE, { [field]: NOT_AN_IMAGE_MESSAGE });

    const { uuid } = prepared(db, 'SELECT uuid FROM merchants WHERE id = ?').get(merchantId) as { uuid: string };
    const name = `${randomBytes(16).toString('hex')}.${kind}`;
    await mkdir(join(uploadsDir, uuid), { recursive: true });
    await writeFile(join(uploadsDir, uuid, name), bytes);
    return {
      full_size_image_url: `/api/images/assets/${uuid}/${name}`,
      filename: part.filename.replace(/[^\w. -]/g, '_').slice(0, 200),
      filesize: bytes.length,
      content_type: TYPES[kind],
    };
  }

  app.post('/images/assets', { schema: { body: MultipartBody } }, async (request, reply) => {
    const image = await storeImage(request, IMAGE_FIELD, commerceMerchant(request));
    reply.code(201);
    return image;
  });

  // The signed-in account's avatar (catalogue 7.14 "POST avatar", form field `avatar`): stored like the other images,
  // kept as the account's avatar_url, which the top bar shows.
  app.post('/accounts/avatar', { schema: { body: MultipartBody } }, async (request): Promise<AvatarAnswer> => {
    const account = currentAccount(request);
    const image = await storeImage(request, AVATAR_FIELD, account.merchant_id);
    prepared(db, 'UPDATE accounts SET avatar_url = ?, updated_at = ? WHERE id = ?').run(image.full_size_image_url, nowSeconds(), account.id);
    return { full_size_image_url: image.full_size_image_url };
  });

  // A theme's cover and logo, uploaded before the theme is saved (the URL becomes the theme's field). The sandbox does
  // not resize: the thumbnail is the same image, which the paywall scales.
  for (const [slot, field] of Object.entries(BRANDING_IMAGE_FIELDS)) {
    app.post(`/v2/branding/paywall/images/${slot}`, { schema: { body: MultipartBody } }, async (request, reply): Promise<BrandingImage> => {
      const image = await storeImage(request, field, tenantId(request));
      reply.code(201);
      return { ...image, thumbnail_image_url: image.full_size_image_url };
    });
  }

  app.get('/images/assets/:owner/:file', { schema: { params: StoredImageParams, querystring: StoredImageQuery } }, async (request, reply) => {
    const { owner, file } = request.params;
    let bytes: Buffer;
    try {
      bytes = await readFile(join(uploadsDir, owner, file));
    } catch {
      throw notFound('Image not found.');
    }
    const extension = file.slice(file.lastIndexOf('.') + 1) as Extension;
    return reply.type(TYPES[extension]).header('cache-control', 'public, max-age=31536000, immutable').send(bytes);
  });
};
