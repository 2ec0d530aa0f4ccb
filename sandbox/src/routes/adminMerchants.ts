import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '../lib/typebox';
import { NoBody, SrkeyQuery } from '../../../src/contracts/fields';
import { ConnectApprovalBody, MerchantClientsQuery, MerchantFeaturesBody, MerchantIdParams, MerchantRoleParams, MerchantsQuery } from '../../../src/contracts/adminMerchants';
import { currentAccount } from '../lib/auth';
import { prepared } from '../db/connection';
import { notFound } from '../lib/errors';
import {
  decideConnect,
  listMerchants,
  MERCHANT_NOT_FOUND_MESSAGE,
  merchantClients,
  merchantDetails,
  merchantFeatures,
  replaceMerchantFeatures,
  setMasterRole,
} from '../models/adminMerchants';
import { recordStaffActivity } from '../services/staffActivity';

/** Names joined for a summary: "Gifts, Donations", or "none". */
const names = (list: readonly string[]): string => (list.length ? list.join(', ') : 'none');

/**
 * The merchants platform staff manage (issue 20, catalogue 7.14 and 7.9). Every route is platform-only
 * (routes/access.ts); every write records its before and after in the staff activity log in the same transaction.
 */
export const adminMerchantRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.sandbox;
  const staffId = (request: FastifyRequest): number => currentAccount(request).id;

  app.get('/accounts/merchants', { schema: { querystring: MerchantsQuery } }, async (request) => listMerchants(db, request.query));

  app.get('/accounts/merchants/:id', { schema: { params: MerchantIdParams, querystring: SrkeyQuery } }, async (request) =>
    merchantDetails(db, Number(request.params.id)),
  );

  app.get('/accounts/merchants/:id/features', { schema: { params: MerchantIdParams, querystring: SrkeyQuery } }, async (request) =>
    merchantFeatures(db, Number(request.params.id)),
  );

  app.put('/accounts/merchants/:id/features', { schema: { params: MerchantIdParams, body: MerchantFeaturesBody } }, async (request) => {
    const merchantId = Number(request.params.id);
    const ids = request.body.feature_ids.filter((id) => id !== '').map(Number);
    return db.transaction(() => {
      const { before, after } = replaceMerchantFeatures(db, merchantId, ids);
      const off = before.filter((name) => !after.includes(name));
      const on = after.filter((name) => !before.includes(name));
      recordStaffActivity(db, {
        staffAccountId: staffId(request),
        merchantId,
        kind: 'features',
        summary: on.length || off.length ? `Features turned on: ${names(on)}; turned off: ${names(off)}` : 'Features saved unchanged',
        before,
        after,
      });
      return merchantFeatures(db, merchantId);
    })();
  });

  const switchMasterRole = (request: FastifyRequest, id: string, on: boolean) => {
    const merchantId = Number(id);
    return db.transaction(() => {
      const { before, after } = setMasterRole(db, merchantId, on);
      recordStaffActivity(db, {
        staffAccountId: staffId(request),
        merchantId,
        kind: 'master_role',
        summary: on ? 'Master role switched on' : 'Master role switched off',
        before: { roles: before },
        after: { roles: after },
      });
      return merchantDetails(db, merchantId);
    })();
  };
  app.put('/accounts/merchants/:id/roles/:roleId', { schema: { params: MerchantRoleParams, body: NoBody } }, async (request) =>
    switchMasterRole(request, request.params.id, true),
  );
  app.delete('/accounts/merchants/:id/roles/:roleId', { schema: { params: MerchantRoleParams, body: NoBody } }, async (request) =>
    switchMasterRole(request, request.params.id, false),
  );

  app.get('/accounts/merchants/:id/clients', { schema: { params: MerchantIdParams, querystring: MerchantClientsQuery } }, async (request) =>
    merchantClients(db, Number(request.params.id), request.query.page),
  );

  app.post('/v2/payments/approved-for-connect', { schema: { body: ConnectApprovalBody } }, async (request) => {
    const { merchantID, status } = request.body;
    const found = (
      /^\d+$/.test(merchantID)
        ? prepared(db, 'SELECT id FROM merchants WHERE id = ?').get(Number(merchantID))
        : prepared(db, 'SELECT id FROM merchants WHERE uuid = ? OR tenant_uuid = ?').get(merchantID, merchantID)
    ) as { id: number } | undefined;
    if (!found) throw notFound(MERCHANT_NOT_FOUND_MESSAGE);
    return db.transaction(() => {
      const { before, approval } = decideConnect(db, found.id, status, staffId(request));
      recordStaffActivity(db, {
        staffAccountId: staffId(request),
        merchantId: found.id,
        kind: 'connect_approval',
        summary: status === 'approve' ? 'Stripe Connect approved' : 'Stripe Connect declined',
        before: { connect_status: before },
        after: { connect_status: approval.connect_status },
      });
      return approval;
    })();
  });
};
