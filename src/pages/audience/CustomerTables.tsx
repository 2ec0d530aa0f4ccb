import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { RequestState } from '../../ducks/requests/types';
import * as yup from 'yup';
import type { AccessesRequest, CustomerAccess, Subscription, SubscriptionsRequest } from '../../api/audience';
import type { Payment, PaymentsQuery } from '../../api/payments';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormDialog } from '../../components/FormDialog';
import { SelectField, TextField, useSubmit } from '../../components/form';
import { ListToolbar } from '../../components/list/ListLayout';
import { LoadState } from '../../components/list/LoadState';
import { useModal } from '../../components/Modal';
import { Pagination } from '../../components/Pagination';
import { Pill } from '../../components/Pill';
import { SectionPanel } from '../../components/SectionPanel';
import { Table, type Column } from '../../components/Table';
import { AUDIENCE_UI } from '../../constants/messages/audience';
import { TABLES } from '../../constants/messages/lists';
import { paymentAmount, paymentCountry, paymentTypeLabel, utcTableDate } from '../../constants/payments';
import { CUSTOMER_ACCESS_TYPES, CUSTOMER_TABLE_PAGE_SIZE, isInAppMethod, PAYMENT_TYPES, SUBSCRIPTION_ACTION_TYPES, type CustomerAccessType } from '../../contracts/values';
import { cancelSubscription, extendAccess, fetchAccesses, fetchSubscriptions, grantAccess, revokeAccess } from '../../ducks/audience';
import { fetchPayments } from '../../ducks/payments';
import { usePagedRead } from '../../ducks/requests/readHooks';
import { PATHS } from '../../routes/paths';
import { RouteLink } from '../../routes/RouteLink';
import { useCan } from '../../routes/useCan';
import { fieldProps } from '../public/shared/forms';
import { ItemPicker } from './ItemPicker';
import { formatMoney } from '../dashboard/format';

/** The spec's customer tables: 5 rows, 3 page links. */
const MAX_PAGE_LINKS = 3;
/** An expiry as typed: a UTC date, with a time or not. */
const EXPIRY_INPUT = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?$/;
const GRANT_SCHEMA = yup.object({
  itemId: yup.string().required(AUDIENCE_UI.chooseItem).matches(/^\d+$/, AUDIENCE_UI.chooseItem),
  expiresAt: yup.string().trim().matches(EXPIRY_INPUT, AUDIENCE_UI.expiresHint),
});
const EXTEND_SCHEMA = yup.object({ expiresAt: yup.string().trim().required(AUDIENCE_UI.expiresHint).matches(EXPIRY_INPUT, AUDIENCE_UI.expiresHint) });

type View = 'access' | 'subscriptions' | 'payments';
const viewOption = (value: View) => ({ value, label: AUDIENCE_UI.views[value] });
/** Subscriptions and payments are transactions: a role or account without them sees the accesses only (spec section 6). */
const ALL_VIEWS = (['access', 'subscriptions', 'payments'] as const).map(viewOption);
const ACCESS_VIEW_ONLY = [viewOption('access')];
const itemLink = (itemType: string, itemId: number) => (itemType === 'package' ? PATHS.packageDetails(itemId) : PATHS.assetDetails(itemId));

/** A table's type filter ('All types' first) and its page: a new type starts again from page 1. */
function useTypeAndPage<T extends string>(initial: T) {
  const [type, setType] = useState<T>(initial);
  const [page, setPage] = useState(1);
  const chooseType = (next: T) => {
    setType(next);
    setPage(1);
  };
  return { type, page, setPage, chooseType };
}

function TypeFilter({ name, types, value, onChange, label = (type) => type }: { name: string; types: readonly string[]; value: string; onChange: (type: string) => void; label?: (type: string) => string }) {
  return (
    <SelectField
      name={name}
      label={AUDIENCE_UI.typeFilter}
      options={[{ value: 'all', label: AUDIENCE_UI.allTypes }, ...types.map((type) => ({ value: type, label: label(type) }))]}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

interface PagedTableProps<Row> {
  read: { load: RequestState; rows: Row[] | undefined; total: number; retry: () => void };
  page: number;
  onPage: (page: number) => void;
  caption: string;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string | number;
  entries: string;
}

/** The spec's customer table: its loading and Retry states, 5 rows and at most 3 page links. */
function PagedTable<Row>({ read, page, onPage, caption, columns, rowKey, entries }: PagedTableProps<Row>) {
  const pageCount = Math.max(1, Math.ceil(read.total / CUSTOMER_TABLE_PAGE_SIZE));
  return (
    <LoadState state={read.load} ready={read.rows !== undefined} onRetry={read.retry}>
      <Table caption={caption} columns={columns} rows={read.rows ?? []} rowKey={rowKey} emptyText={TABLES.noEntries(entries)} />
      {pageCount > 1 && <Pagination page={page} pageCount={pageCount} maxLinks={MAX_PAGE_LINKS} onChange={onPage} />}
    </LoadState>
  );
}

const isActive = (access: CustomerAccess, now: number) => !access.revoked && (access.expiresAt === null || access.expiresAt > now);
const accessState = (access: CustomerAccess, now: number) => (access.revoked ? AUDIENCE_UI.revoked : isActive(access, now) ? AUDIENCE_UI.accessStatuses.active : AUDIENCE_UI.expired);

function GrantForm({ formId, customerId, onDone }: { formId: string; customerId: number; onDone: () => void }) {
  const { submit } = useSubmit(grantAccess, { onSuccess: onDone, fieldFor: (field) => (field === 'item_id' ? 'itemId' : field === 'expires_at' ? 'expiresAt' : undefined) });
  const formik = useFormik({
    initialValues: { itemId: '', expiresAt: '' },
    validationSchema: GRANT_SCHEMA,
    onSubmit: ({ itemId, expiresAt }, helpers) => submit({ customerId, itemId: Number(itemId), ...(expiresAt.trim() ? { expiresAt: expiresAt.trim() } : {}) }, helpers),
  });
  return (
    <form id={formId} noValidate onSubmit={formik.handleSubmit}>
      <ItemPicker name="itemId" value={formik.values.itemId} onChange={(itemId) => void formik.setFieldValue('itemId', itemId)} error={formik.submitCount > 0 && formik.errors.itemId} />
      <TextField label={AUDIENCE_UI.expiresAt} hint={AUDIENCE_UI.expiresHint} autoComplete="off" {...fieldProps(formik, 'expiresAt')} />
    </form>
  );
}

function ExtendForm({ formId, access, onDone }: { formId: string; access: CustomerAccess; onDone: () => void }) {
  const { submit } = useSubmit(extendAccess, { key: String(access.itemId), onSuccess: onDone, fieldFor: (field) => (field === 'expires_at' ? 'expiresAt' : undefined) });
  const formik = useFormik({
    initialValues: { expiresAt: '' },
    validationSchema: EXTEND_SCHEMA,
    onSubmit: ({ expiresAt }, helpers) => submit({ customerId: access.customer_id, itemId: access.itemId, expiresAt: expiresAt.trim() }, helpers),
  });
  return (
    <form id={formId} noValidate onSubmit={formik.handleSubmit}>
      <p>{access.expiresAt === null ? AUDIENCE_UI.noExpiry : AUDIENCE_UI.expiresOn(utcTableDate(access.expiresAt))}</p>
      <TextField label={AUDIENCE_UI.newExpiry} hint={AUDIENCE_UI.expiresHint} autoComplete="off" {...fieldProps(formik, 'expiresAt')} />
    </form>
  );
}

function AccessTable({ customerId, writable }: { customerId: number; writable: boolean }) {
  const dispatch = useDispatch();
  const [status, setStatus] = useState<'active' | 'inactive'>('active');
  const { type, page, setPage, chooseType } = useTypeAndPage<'all' | CustomerAccessType>('all');
  const [chosen, setChosen] = useState<CustomerAccess | null>(null);
  const request = useMemo((): AccessesRequest => ({ customerID: customerId, status, ...(type === 'all' ? {} : { type }), page, size: CUSTOMER_TABLE_PAGE_SIZE }), [customerId, status, type, page]);
  const read = usePagedRead(fetchAccesses, request);
  const grant = useModal('grant-access');
  const extend = useModal('extend-access');
  const revoke = useModal('revoke-access');
  const now = Math.floor(Date.now() / 1000);
  const columns: Column<CustomerAccess>[] = [
    { key: 'name', header: AUDIENCE_UI.columns.name, render: (access) => <RouteLink to={itemLink(access.itemType, access.itemId)}>{access.itemTitle}</RouteLink> },
    { key: 'type', header: AUDIENCE_UI.columns.type, render: (access) => <Pill>{access.type}</Pill> },
    { key: 'description', header: AUDIENCE_UI.columns.description, render: (access) => accessState(access, now) },
    { key: 'expires', header: AUDIENCE_UI.columns.expiresAt, render: (access) => (access.expiresAt === null ? AUDIENCE_UI.neverExpires : utcTableDate(access.expiresAt)) },
    { key: 'created', header: AUDIENCE_UI.columns.createdAt, render: (access) => utcTableDate(access.createdAt) },
  ];
  if (writable)
    columns.push({
      key: 'actions',
      header: AUDIENCE_UI.columns.actions,
      render: (access) =>
        isActive(access, now) ? (
          <>
            <Button
              $variant="link"
              aria-label={AUDIENCE_UI.extendLabel(access.itemTitle)}
              onClick={() => {
                setChosen(access);
                extend.open();
              }}
            >
              {AUDIENCE_UI.extendAccess}
            </Button>{' '}
            <Button
              $variant="link"
              aria-label={AUDIENCE_UI.revokeLabel(access.itemTitle)}
              onClick={() => {
                setChosen(access);
                revoke.open();
              }}
            >
              {AUDIENCE_UI.revokeAccess}
            </Button>
          </>
        ) : null,
    });
  return (
    <>
      <ListToolbar>
        <SelectField
          name="access-status"
          label={AUDIENCE_UI.statusFilter}
          options={(['active', 'inactive'] as const).map((value) => ({ value, label: AUDIENCE_UI.accessStatuses[value] }))}
          value={status}
          onChange={(event) => {
            // A status change resets the type to all.
            setStatus(event.target.value === 'inactive' ? 'inactive' : 'active');
            chooseType('all');
          }}
        />
        <TypeFilter name="access-type" types={CUSTOMER_ACCESS_TYPES} value={type} onChange={(next) => chooseType(next as 'all' | CustomerAccessType)} />
        {writable && (
          <div>
            <Button onClick={grant.open}>{AUDIENCE_UI.grantAccess}</Button>
          </div>
        )}
      </ListToolbar>
      <PagedTable read={read} page={page} onPage={setPage} caption={AUDIENCE_UI.views.access} columns={columns} rowKey={(access) => access.itemAccessId} entries={AUDIENCE_UI.accessEntries} />
      {writable && (
        <>
          <FormDialog id="grant-access" title={AUDIENCE_UI.grantTitle} submitLabel={AUDIENCE_UI.grant} cancelLabel={AUDIENCE_UI.cancel} endpoint={grantAccess}>
            {({ formId, close }) => <GrantForm formId={formId} customerId={customerId} onDone={close} />}
          </FormDialog>
          {chosen && (
            <FormDialog id="extend-access" title={AUDIENCE_UI.extendTitle(chosen.itemTitle)} submitLabel={AUDIENCE_UI.extend} cancelLabel={AUDIENCE_UI.cancel} endpoint={extendAccess}>
              {({ formId, close }) => <ExtendForm formId={formId} access={chosen} onDone={close} />}
            </FormDialog>
          )}
          <ConfirmDialog
            id="revoke-access"
            title={AUDIENCE_UI.revokeTitle}
            message={chosen ? AUDIENCE_UI.revokeText(chosen.itemTitle) : undefined}
            confirmLabel={AUDIENCE_UI.revokeAccess}
            cancelLabel={AUDIENCE_UI.cancel}
            onConfirm={() => {
              if (chosen) dispatch(revokeAccess.request({ accessId: chosen.itemAccessId, customerId }));
            }}
          />
        </>
      )}
    </>
  );
}

function SubscriptionTable({ customerId, writable }: { customerId: number; writable: boolean }) {
  const dispatch = useDispatch();
  const { type, page, setPage, chooseType } = useTypeAndPage<string>('all');
  const [chosen, setChosen] = useState<Subscription | null>(null);
  const confirm = useModal('cancel-customer-subscription');
  const request = useMemo(
    (): SubscriptionsRequest => ({ page, size: CUSTOMER_TABLE_PAGE_SIZE, filter: [`ConsumerId:${customerId}`], order: 'createdAt', ...(type === 'all' ? {} : { action_type: type as SubscriptionsRequest['action_type'] }) }),
    [customerId, type, page],
  );
  const read = usePagedRead(fetchSubscriptions, request);
  const columns: Column<Subscription>[] = [
    { key: 'name', header: AUDIENCE_UI.columns.name, render: (row) => <RouteLink to={itemLink(row.itemType, row.itemId)}>{row.itemTitle}</RouteLink> },
    { key: 'type', header: AUDIENCE_UI.columns.type, render: (row) => <Pill>{row.actionType}</Pill> },
    { key: 'description', header: AUDIENCE_UI.columns.description, render: (row) => row.paymentMethodName },
    { key: 'price', header: AUDIENCE_UI.columns.price, render: (row) => formatMoney(row.subscriptionPrice, row.currency) },
    { key: 'country', header: AUDIENCE_UI.columns.country, render: (row) => paymentCountry(row.country) },
    { key: 'created', header: AUDIENCE_UI.columns.createdAt, render: (row) => utcTableDate(row.createdAt) },
    {
      key: 'actions',
      header: AUDIENCE_UI.columns.actions,
      render: (row) => {
        const inApp = isInAppMethod(row.paymentMethodName);
        return (
          <>
            {row.actionType !== 'canceled' && (
              <Button
                $variant="link"
                aria-label={AUDIENCE_UI.cancelSubscriptionLabel(row.itemTitle)}
                title={inApp ? AUDIENCE_UI.inAppCancel : undefined}
                disabled={!writable || inApp}
                onClick={() => {
                  setChosen(row);
                  confirm.open();
                }}
              >
                {AUDIENCE_UI.cancelSubscription}
              </Button>
            )}{' '}
            <RouteLink to={PATHS.subscriptionDetails(row.subscriptionId)} label={AUDIENCE_UI.subscriptionDetailsLabel(row.itemTitle)}>
              {AUDIENCE_UI.subscriptionDetails}
            </RouteLink>
          </>
        );
      },
    },
  ];
  return (
    <>
      <TypeFilter name="subscription-type" types={SUBSCRIPTION_ACTION_TYPES} value={type} onChange={chooseType} />
      <PagedTable read={read} page={page} onPage={setPage} caption={AUDIENCE_UI.views.subscriptions} columns={columns} rowKey={(row) => row.subscriptionId} entries={AUDIENCE_UI.subscriptionEntries} />
      <ConfirmDialog
        id="cancel-customer-subscription"
        title={AUDIENCE_UI.cancelSubscription}
        message={chosen ? AUDIENCE_UI.cancelSubscriptionText(chosen.itemTitle) : undefined}
        confirmLabel={AUDIENCE_UI.confirmCancel}
        cancelLabel={AUDIENCE_UI.keepSubscription}
        onConfirm={() => {
          if (chosen) dispatch(cancelSubscription.request({ unsubscribeUrl: chosen.unsubscribeUrl, subscriptionId: chosen.subscriptionId }));
        }}
      />
    </>
  );
}

function PaymentTable({ customerId }: { customerId: number }) {
  const { type, page, setPage, chooseType } = useTypeAndPage<string>('all');
  const request = useMemo((): PaymentsQuery => ({ page, size: CUSTOMER_TABLE_PAGE_SIZE, search: [`consumer_id:${customerId}`], ...(type === 'all' ? {} : { type }) }), [customerId, type, page]);
  const read = usePagedRead(fetchPayments, request);
  const columns: Column<Payment>[] = [
    { key: 'name', header: AUDIENCE_UI.columns.name, render: (row) => <RouteLink to={itemLink(row.itemType, row.itemId)}>{row.itemTitle}</RouteLink> },
    { key: 'type', header: AUDIENCE_UI.columns.type, render: (row) => <Pill>{paymentTypeLabel(row.actionType)}</Pill> },
    { key: 'description', header: AUDIENCE_UI.columns.description, render: (row) => row.paymentMethodName },
    { key: 'price', header: AUDIENCE_UI.columns.price, render: (row) => paymentAmount(row.actionType, row.chargedAmount, row.currencyIso) },
    { key: 'created', header: AUDIENCE_UI.columns.createdAt, render: (row) => utcTableDate(row.timestamp) },
    {
      key: 'details',
      header: AUDIENCE_UI.columns.actions,
      render: (row) => (
        <RouteLink to={PATHS.paymentDetails(row.trxToken)} label={AUDIENCE_UI.paymentDetailsLabel(row.trxToken)}>
          →
        </RouteLink>
      ),
    },
  ];
  return (
    <>
      <TypeFilter name="payment-type" types={PAYMENT_TYPES} label={paymentTypeLabel} value={type} onChange={chooseType} />
      <PagedTable read={read} page={page} onPage={setPage} caption={AUDIENCE_UI.views.payments} columns={columns} rowKey={(row) => row.paymentHistoryId} entries={AUDIENCE_UI.paymentEntries} />
    </>
  );
}

/**
 * The selector of the customer's accesses, subscriptions and payments. Switching to accesses starts again from the
 * active ones (each table keeps its own filters, which the view switch resets).
 */
export function CustomerTables({ customerId, accessWritable, subscriptionsWritable }: { customerId: number; accessWritable: boolean; subscriptionsWritable: boolean }) {
  const [chosen, setView] = useState<View>('access');
  const transactions = !useCan().isDisabled('transactions');
  const view = transactions ? chosen : 'access';
  return (
    <SectionPanel aria-label={AUDIENCE_UI.tablesTitle}>
      <SelectField
        name="customer-view"
        label={AUDIENCE_UI.selector}
        options={transactions ? ALL_VIEWS : ACCESS_VIEW_ONLY}
        value={view}
        onChange={(event) => setView(event.target.value as View)}
      />
      <h2>{AUDIENCE_UI.views[view]}</h2>
      {view === 'access' && <AccessTable customerId={customerId} writable={accessWritable} />}
      {view === 'subscriptions' && <SubscriptionTable customerId={customerId} writable={subscriptionsWritable} />}
      {view === 'payments' && <PaymentTable customerId={customerId} />}
    </SectionPanel>
  );
}

