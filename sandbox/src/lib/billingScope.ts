import type { FastifyRequest } from 'fastify';
import { can, isInheritingFollower, isPlatformStaff } from '../../../src/permissions/model';
import { findMethodRow, type MethodRow } from '../models/paymentMethods';
import { NOT_PERMITTED_MESSAGE, permissionsOf } from './access';
import { commerceMerchant, MERCHANT_FORBIDDEN_MESSAGE } from './commerceScope';
import { forbidden, HttpError, notFound } from './errors';
import { inheritedFrom } from './inheritance';

/**
 * Whose payment setup a billing call acts on (catalogue 7.9). A merchant's own, or one that staff or an agency name;
 * a follower that gave its master the inheritance scope uses its master's setup, reads it and may not change it.
 */
export const SHARED_SETUP_MESSAGE = 'Your payment setup is shared by your master account: ask them to change it.';
export const METHOD_NOT_FOUND_MESSAGE = 'Payment method not found.';


/** The setup a read shows: the named (or the caller's) merchant's, or its master's under inheritance. */
export function setupToRead(request: FastifyRequest, requested?: string | number): { merchantId: number; inherited: boolean } {
  const named = commerceMerchant(request, requested);
  const master = inheritedFrom(request.server.sandbox.db, named);
  return master === null ? { merchantId: named, inherited: false } : { merchantId: master, inherited: true };
}

/**
 * Every billing write's first check (a route's onRequest, after the access table): platform staff, a master or a
 * merchant may change a setup; a follower whose setup is inherited may not (spec: editPaymentGateways).
 */
export async function mayChangeSetup(request: FastifyRequest): Promise<void> {
  const ctx = permissionsOf(request);
  if (isPlatformStaff(ctx)) return;
  if (isInheritingFollower(ctx)) throw forbidden(SHARED_SETUP_MESSAGE);
  if (!can(ctx, 'editPaymentGateways')) throw forbidden(NOT_PERMITTED_MESSAGE);
}

/** The merchant whose setup a write changes; refused when that merchant inherits its master's setup. */
export function setupToChange(request: FastifyRequest, requested?: string | number): number {
  const merchantId = commerceMerchant(request, requested);
  if (inheritedFrom(request.server.sandbox.db, merchantId) !== null) throw forbidden(SHARED_SETUP_MESSAGE);
  return merchantId;
}

/**
 * A method row the caller reaches: its own merchant's, a merchant it may name (staff, a master's follower), or for a
 * read the master's under inheritance. Anything else is as good as missing (404).
 */
export function reachableMethodRow(request: FastifyRequest, id: number, purpose: 'read' | 'change', missing = METHOD_NOT_FOUND_MESSAGE): MethodRow {
  const row = findMethodRow(request.server.sandbox.db, id);
  if (!row) throw notFound(missing);
  try {
    if (purpose === 'change') setupToChange(request, row.merchant_id);
    else if (setupToRead(request).merchantId !== row.merchant_id) commerceMerchant(request, row.merchant_id);
  } catch (error) {
    throw error instanceof HttpError && error.message === MERCHANT_FORBIDDEN_MESSAGE ? notFound(missing) : error;
  }
  return row;
}
