import * as payments from '../../api/payments';
import * as savedViews from '../../api/savedViews';
import type { PaymentsFilter, PaymentsPage, PaymentsQuery } from '../../api/payments';
import type { SavedView, SavedViewRequest } from '../../api/types';
import { LISTS } from '../../constants/messages/lists';
import { defineEndpoint, type AnyEndpoint } from '../requests/defineEndpoint';
import { pagedRead } from '../requests/paginated';
import { savedExport, type ExportedFile } from './fileSaver';

export type { ExportedFile } from './fileSaver';


/** A read of the payments screen: a newer filter supersedes (and aborts) the older load. */
export const fetchPayments = defineEndpoint<PaymentsQuery, PaymentsPage>('payments/fetchList', payments.listPayments, pagedRead());

/** Export CSV of exactly the filtered rows, saved as a file as soon as it arrives. */
export const exportPayments = defineEndpoint<PaymentsFilter, ExportedFile>('payments/export', savedExport(payments.exportPayments), { strategy: 'leading' });

/** A user's saved views of a list, kept by list name. */
export const fetchSavedViews = defineEndpoint<string, SavedView[]>('payments/fetchSavedViews', savedViews.listSavedViews, {
  strategy: 'latest',
  errorNotice: 'silent',
  key: (list) => list,
  store: { mode: 'replace' },
  provides: (list) => [{ type: 'SavedViews', id: list }],
});
export const saveView = defineEndpoint<SavedViewRequest, SavedView>('payments/saveView', savedViews.createSavedView, {
  strategy: 'leading',
  successNotice: LISTS.viewSaved,
  invalidates: ({ list }) => [{ type: 'SavedViews', id: list }],
});
export const deleteView = defineEndpoint<{ id: number; list: string }, void>('payments/deleteView', savedViews.deleteSavedView, {
  strategy: 'every',
  key: ({ id }) => String(id),
  successNotice: LISTS.viewDeleted,
  invalidates: ({ list }) => [{ type: 'SavedViews', id: list }],
});

export const paymentsEndpoints: readonly AnyEndpoint[] = [fetchPayments, exportPayments, fetchSavedViews, saveView, deleteView];
