import * as activity from '../../api/adminActivity';
import { STAFF_ACTIVITY_TAG } from '../../constants/staffActivity';
import type { CustomerImpersonationAnswer, StaffActivityFacets, StaffActivityFilter, StaffActivityPage, StaffActivityRequest } from '../../api/adminActivity';
import type { ImpersonateCustomerBody } from '../../contracts/adminImpersonation';
import { IMPERSONATION } from '../../constants/messages/adminActivity';
import { utcTableDate } from '../../constants/payments';
import { savedExport, type ExportedFile } from '../payments/fileSaver';
import { defineEndpoint, type AnyEndpoint } from '../requests/defineEndpoint';
import { pagedRead, storedRead } from '../requests/paginated';
import { loginAsInHeldTab, type LoginAsDone, type LoginAsRequest } from './tabs';

const ACTIVITY = STAFF_ACTIVITY_TAG;

/** "Login as" a merchant: one per row, so two rows can open their tabs side by side. */
export const loginAs = defineEndpoint<LoginAsRequest, LoginAsDone>('adminActivity/loginAs', loginAsInHeldTab, {
  strategy: 'every',
  key: ({ merchantId }) => String(merchantId),
  errorNotice: (error) => error.message || IMPERSONATION.loginFailed,
  invalidates: () => [ACTIVITY],
});

/** Impersonate a customer: a submit ('Incorrect password provided' is the server's 403 message, shown as is). */
export const impersonateCustomer = defineEndpoint<ImpersonateCustomerBody, CustomerImpersonationAnswer>('adminActivity/impersonateCustomer', activity.impersonateCustomer, {
  strategy: 'leading',
  successNotice: (res) => IMPERSONATION.customerSession(res.customer.email, utcTableDate(res.expires).slice(11)),
  invalidates: () => [ACTIVITY],
});

/** A page of the staff activity log: a newer filter supersedes the older load. */
export const fetchActivity = defineEndpoint<StaffActivityRequest, StaffActivityPage>('adminActivity/fetchList', activity.listStaffActivity, pagedRead(() => [ACTIVITY]));

/** Who and which merchants the log names: the filters' choices. */
export const fetchActivityFacets = defineEndpoint<void, StaffActivityFacets>('adminActivity/fetchFacets', activity.staffActivityFacets, storedRead(undefined, () => [ACTIVITY]));

/** Export CSV of exactly the filtered entries. */
export const exportActivity = defineEndpoint<StaffActivityFilter, ExportedFile>('adminActivity/export', savedExport(activity.exportStaffActivity), { strategy: 'leading' });

export const adminActivityEndpoints: readonly AnyEndpoint[] = [loginAs, impersonateCustomer, fetchActivity, fetchActivityFacets, exportActivity];
