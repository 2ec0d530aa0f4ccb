import { api, type CallContext } from './client';
import { expectAnswer, isPageAnswer } from './errors';
import { csvExport, type CsvExport } from './payments';
import type { CustomerImpersonationAnswer, LoginAsAnswer, StaffActivityFacets, StaffActivityPage } from './adminActivityTypes';
import type { StaffActivityFilterQuery, StaffActivityQuery } from '../contracts/adminActivity';
import type { ImpersonateCustomerBody } from '../contracts/adminImpersonation';

export type { CustomerImpersonationAnswer, LoginAsAnswer, StaffActivityEntry, StaffActivityFacets, StaffActivityPage } from './adminActivityTypes';

/** The activity log's filter as the console sends it (the URL's text, checked by the sandbox). */
export type StaffActivityFilter = Omit<StaffActivityFilterQuery, 'srkey'>;
export type StaffActivityRequest = StaffActivityFilter & Pick<StaffActivityQuery, 'page' | 'size'>;

/** POST v2/admin/merchants/{id}/login-as: tokens of the merchant, for a new tab's token login. */
export const loginAsMerchant = ({ merchantId }: { merchantId: number }, ctx?: CallContext): Promise<LoginAsAnswer> =>
  api().request({ method: 'POST', path: 'v2/admin/merchants/{id}/login-as', pathVars: { id: merchantId }, ...ctx });

/**
 * POST v2/accounts/impersonate (v2 names: customer_email, customer_id), confirmed with the caller's own password. The
 * console's one use is the admin console's: staff's token, even while a "Login as" merchant session exists beside it.
 */
export const impersonateCustomer = (body: ImpersonateCustomerBody, ctx?: CallContext): Promise<CustomerImpersonationAnswer> =>
  api().request({
    method: 'POST',
    path: 'v2/accounts/impersonate',
    body: {
      customer_id: String(body.customer_id),
      password: body.password,
      ...(body.customer_email ? { customer_email: body.customer_email } : {}),
      ...(body.merchant_id ? { merchant_id: String(body.merchant_id) } : {}),
    },
    ...ctx,
    session: 'admin',
  });

/** GET v2/admin/activity: one page of the staff activity log, newest first. */
export const listStaffActivity = (query: StaffActivityRequest, ctx?: CallContext): Promise<StaffActivityPage> =>
  expectAnswer(api().request({ method: 'GET', path: 'v2/admin/activity', query, ...ctx }), isPageAnswer);

/** GET v2/admin/activity/export: exactly the entries the filter selects, as CSV. */
export const exportStaffActivity = (filter: StaffActivityFilter, ctx?: CallContext): Promise<CsvExport> =>
  csvExport('v2/admin/activity/export', filter, 'staff-activity.csv', ctx);

/** GET v2/admin/activity/facets: the staff members and merchants the log names (its filters' choices). */
export const staffActivityFacets = (_req: void, ctx?: CallContext): Promise<StaffActivityFacets> =>
  api().request({ method: 'GET', path: 'v2/admin/activity/facets', ...ctx });
