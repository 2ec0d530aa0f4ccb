import type { FastifyRequest } from 'fastify';
import { accountRoles } from '../models/accounts';
import { prepared } from '../models/commerce';
import { currentAccount, tenantId } from './auth';
import { forbidden } from './errors';

/**
 * The merchant whose commerce data a call reads. By default the caller's own tenant (staff of an organisation
 * share their merchant). An explicit merchant (`merchant_id` / `merchantID`, by id or uuid) is honoured only for
 * the caller's own merchant, a follower of a calling master, or platform staff.
 */
export const MERCHANT_FORBIDDEN_MESSAGE = 'You do not have access to this merchant.';

/** The caller's merchant once `owns` has found the item there (it throws the 404 otherwise): an item's sub-resources. */
export function itemMerchant(request: FastifyRequest, owns: (merchantId: number) => unknown): number {
  const merchantId = commerceMerchant(request);
  owns(merchantId);
  return merchantId;
}

export function commerceMerchant(request: FastifyRequest, requested?: string | number): number {
  const own = tenantId(request);
  if (requested === undefined || requested === '') return own;
  const { db, options } = request.server.sandbox;
  const text = String(requested);
  const merchant = (
    /^\d+$/.test(text)
      ? prepared(db, 'SELECT id FROM merchants WHERE id = ?').get(Number(text))
      : prepared(db, 'SELECT id FROM merchants WHERE uuid = ? OR tenant_uuid = ?').get(text, text)
  ) as { id: number } | undefined;
  if (!merchant) throw forbidden(MERCHANT_FORBIDDEN_MESSAGE);
  if (merchant.id === own) return own;
  const account = currentAccount(request);
  if (accountRoles(account).includes(options.platformKey)) return merchant.id;
  const follower = account.is_master === 1 && prepared(db, 'SELECT 1 FROM accounts WHERE merchant_id = ? AND master_id = ?').get(merchant.id, account.id);
  if (follower) return merchant.id;
  throw forbidden(MERCHANT_FORBIDDEN_MESSAGE);
}
