import type { FastifyRequest } from 'fastify';
import { AUTH_SETTINGS_SERVER } from '../../../src/constants/messages/authSettings';
import { prepared } from '../db/connection';
import { merchantByUuid } from '../models/customerSessions';
import { ASSET_NOT_FOUND_MESSAGE } from '../models/items';
import { isVisitor, requireVisitorFeature } from './access';
import { commerceMerchant, itemMerchant } from './commerceScope';
import { notFound } from './errors';

/**
 * The merchant a `paywall` route reads (routes/access.ts): for a visitor (no token) the one the path names, as a
 * paywall embedded on the merchant's site asks; for a signed-in caller the console's commerce scope, unchanged.
 */
export function paywallMerchant(request: FastifyRequest, merchantUuid: string): number {
  if (!isVisitor(request)) return commerceMerchant(request, merchantUuid);
  const merchant = merchantByUuid(request.server.sandbox.db, merchantUuid);
  if (!merchant) throw notFound(AUTH_SETTINGS_SERVER.unknownMerchant);
  requireVisitorFeature(request, merchant.id);
  return merchant.id;
}

/**
 * The merchant of an item a `paywall` route reads by the item's id: a visitor reaches only active items, whichever
 * merchant sells them; a signed-in caller only their own (`owns` throws the 404 otherwise).
 */
export function paywallItemMerchant(request: FastifyRequest, itemId: number, owns: (merchantId: number) => unknown): number {
  if (!isVisitor(request)) return itemMerchant(request, owns);
  const item = prepared(request.server.sandbox.db, 'SELECT merchant_id FROM items WHERE id = ? AND is_active = 1').get(itemId) as { merchant_id: number } | undefined;
  if (!item) throw notFound(ASSET_NOT_FOUND_MESSAGE);
  owns(item.merchant_id);
  requireVisitorFeature(request, item.merchant_id);
  return item.merchant_id;
}
