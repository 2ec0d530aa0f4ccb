/**
 * Every admin write the sandbox records in the staff activity log declares that it invalidates the log, so an open
 * log reads again after it (the rule: a write declares what it invalidates; no screen hand-writes reloads).
 */
import { STAFF_ACTIVITY_TAG } from '../../src/constants/staffActivity';
import adminActivity from '../../src/ducks/adminActivity';
import adminCommercials from '../../src/ducks/adminCommercials';
import adminLists from '../../src/ducks/adminLists';
import adminMerchants from '../../src/ducks/adminMerchants';
import adminReports from '../../src/ducks/adminReports';
import type { AnyEndpoint } from '../../src/ducks/requests/defineEndpoint';

/** Calls the sandbox does not record: files and links handed to the browser, which change nothing. */
const NOT_RECORDED = new Set(['adminActivity/export', 'adminLists/exportPayments', 'adminLists/exportCustomers', 'adminCommercials/downloadReport', 'adminReports/fetchTemplate', 'adminReports/fetchImportedFileLink']);

const writes: AnyEndpoint[] = [adminActivity, adminCommercials, adminLists, adminMerchants, adminReports]
  .flatMap((feature) => feature.endpoints ?? [])
  .filter((endpoint) => endpoint.strategy !== 'latest' && !NOT_RECORDED.has(endpoint.type));

// The fields the tables' invalidation reads: ids, merchants, the missing-transactions section, a payment's token.
const request = { id: 1, merchantId: 1, merchant_id: 1, merchantUuid: 'uuid-1', section: 'payments', trxToken: 'trx-1', share: false };

it('finds the admin writes', () => {
  expect(writes.length).toBeGreaterThan(10);
});

it.each(writes.map((endpoint) => [endpoint.type, endpoint] as const))('%s invalidates the staff activity log', (_type, endpoint) => {
  expect(endpoint.invalidates?.(request, undefined as never) ?? []).toContain(STAFF_ACTIVITY_TAG);
});
