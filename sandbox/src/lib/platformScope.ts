import type { FastifyRequest } from 'fastify';
import { isPlatformStaff } from '../../../src/permissions/model';
import { permissionsOf } from './access';
import { commerceMerchant } from './commerceScope';
import type { MerchantScope } from './merchantScope';

export type { MerchantScope } from './merchantScope';

/**
 * The merchants a staff-wide read covers: platform staff read every merchant unless they name one; anyone else
 * reads their own merchant, or one `commerceMerchant` lets them name (never another tenant's).
 */
export function staffScope(request: FastifyRequest, requested?: string | number): MerchantScope {
  if ((requested === undefined || requested === '') && isPlatformStaff(permissionsOf(request))) return null;
  return commerceMerchant(request, requested);
}
