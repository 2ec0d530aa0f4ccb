import { useId, useMemo, useState, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { useParams } from 'react-router-dom';
import type { SubscriptionDetails, SubscriptionHistoryEntry } from '../../api/audience';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ListPager } from '../../components/list/ListPager';
import { LoadState } from '../../components/list/LoadState';
import { useModal } from '../../components/Modal';
import { Facts } from '../../components/Facts';
import { SectionPanel } from '../../components/SectionPanel';
import { Table, type Column } from '../../components/Table';
import { AUDIENCE_UI, SUBSCRIPTIONS_UI } from '../../constants/messages/audience';
import { TABLES } from '../../constants/messages/lists';
import { utcTableDate } from '../../constants/payments';
import { isInAppMethod, SUBSCRIPTION_HISTORY_PAGE_SIZE } from '../../contracts/values';
import { cancelSubscription, fetchSubscriptionDetails } from '../../ducks/audience';
import type { Endpoint } from '../../ducks/requests/defineEndpoint';
import { useStoredRead } from '../../ducks/requests/readHooks';
import { PATHS } from '../../routes/paths';
import { RouteLink } from '../../routes/RouteLink';
import { useCan } from '../../routes/useCan';
import { Pill } from '../../components/Pill';
import { formatMoney } from '../dashboard/format';

const HISTORY_COLUMNS: readonly Column<SubscriptionHistoryEntry>[] = [
  { key: 'description', header: SUBSCRIPTIONS_UI.historyColumns.description, render: (entry) => entry.description },
  { key: 'actionType', header: SUBSCRIPTIONS_UI.historyColumns.actionType, render: (entry) => <Pill>{entry.action_type}</Pill> },
  { key: 'amount', header: SUBSCRIPTIONS_UI.historyColumns.amount, render: (entry) => (entry.amount === null ? '' : formatMoney(entry.amount, entry.currency)) },
  { key: 'date', header: SUBSCRIPTIONS_UI.historyColumns.date, render: (entry) => utcTableDate(entry.created_at) },
];

export interface SubscriptionDetailsScreenProps<D extends SubscriptionDetails> {
  read: Endpoint<{ id: string; page: number; size: number }, D>;
  /** The route parameter holding the subscription (the merchant's path uses the transaction token). */
  param: string;
  links: { back: string; customer: (id: number) => string };
  /** Whether Cancel is offered (the merchant's own subscriptions), and whether it can be used (a writable section). */
  cancelable: boolean;
  writable: boolean;
  /** Facts shown first (the admin console names the merchant). */
  extra?: (details: D) => ReactNode;
}

/** A subscription, its history (5 a page), and Cancel where offered: the merchant's screen and platform staff's share it. */
export function SubscriptionDetailsScreen<D extends SubscriptionDetails>({ read, param, links, cancelable, writable, extra }: SubscriptionDetailsScreenProps<D>) {
  const dispatch = useDispatch();
  const headingId = useId();
  const token = useParams()[param] ?? '';
  const [page, setPage] = useState(1);
  const request = useMemo(() => ({ id: token, page, size: SUBSCRIPTION_HISTORY_PAGE_SIZE }), [token, page]);
  const { view, retry } = useStoredRead(read, request, token !== '');
  const confirm = useModal('cancel-subscription');
  const details = view.data;
  const subscription = details?.subscription;
  const inApp = subscription ? isInAppMethod(subscription.paymentMethodName) : false;
  const { fields } = SUBSCRIPTIONS_UI;
  return (
    <section aria-labelledby={headingId}>
      <p>
        <RouteLink to={links.back}>{SUBSCRIPTIONS_UI.back}</RouteLink>
      </p>
      <h1 id={headingId}>{SUBSCRIPTIONS_UI.detailsTitle}</h1>
      <LoadState state={view} ready={details !== undefined} onRetry={retry}>
        {details && subscription && (
          <>
            <SectionPanel aria-label={SUBSCRIPTIONS_UI.summary}>
              <Facts>
                {extra?.(details)}
                <dt>{fields.id}</dt>
                <dd>{subscription.subscriptionId}</dd>
                <dt>{fields.item}</dt>
                <dd>{subscription.itemTitle}</dd>
                <dt>{fields.customer}</dt>
                <dd>
                  <RouteLink to={links.customer(subscription.consumerId)}>{subscription.consumerEmail}</RouteLink>
                </dd>
                <dt>{fields.status}</dt>
                <dd>
                  <Pill>{subscription.actionType}</Pill>
                </dd>
                <dt>{fields.price}</dt>
                <dd>{formatMoney(subscription.subscriptionPrice, subscription.currency)}</dd>
                <dt>{fields.charged}</dt>
                <dd>{formatMoney(subscription.charged_amount, subscription.currency)}</dd>
                <dt>{fields.method}</dt>
                <dd>{subscription.paymentMethodName}</dd>
                <dt>{fields.started}</dt>
                <dd>{utcTableDate(subscription.createdAt)}</dd>
                {subscription.canceledAt !== null && (
                  <>
                    <dt>{fields.canceled}</dt>
                    <dd>{utcTableDate(subscription.canceledAt)}</dd>
                  </>
                )}
              </Facts>
              {cancelable && subscription.actionType !== 'canceled' && (
                <Button $variant="danger" disabled={!writable || inApp} title={inApp ? AUDIENCE_UI.inAppCancel : undefined} onClick={confirm.open}>
                  {AUDIENCE_UI.cancelSubscription}
                </Button>
              )}
              {cancelable && inApp && subscription.actionType !== 'canceled' && <p>{AUDIENCE_UI.inAppCancel}</p>}
            </SectionPanel>
            <SectionPanel aria-label={SUBSCRIPTIONS_UI.history}>
              <h2>{SUBSCRIPTIONS_UI.history}</h2>
              <Table caption={SUBSCRIPTIONS_UI.history} columns={HISTORY_COLUMNS} rows={details.history.collection} rowKey={(entry) => entry.id} emptyText={TABLES.noEntries(SUBSCRIPTIONS_UI.historyEntries)} />
              <ListPager total={details.history.total} page={page} size={SUBSCRIPTION_HISTORY_PAGE_SIZE} entries={SUBSCRIPTIONS_UI.historyEntries} onPage={setPage} />
            </SectionPanel>
            <ConfirmDialog
              id="cancel-subscription"
              title={AUDIENCE_UI.cancelSubscription}
              message={AUDIENCE_UI.cancelSubscriptionText(subscription.itemTitle)}
              confirmLabel={AUDIENCE_UI.confirmCancel}
              cancelLabel={AUDIENCE_UI.keepSubscription}
              onConfirm={() => dispatch(cancelSubscription.request({ unsubscribeUrl: subscription.unsubscribeUrl, subscriptionId: subscription.subscriptionId }))}
            />
          </>
        )}
      </LoadState>
    </section>
  );
}

/** /transactions/subscriptions/{transactionToken}: the merchant's subscription, with Cancel. */
export default function SubscriptionDetailsPage() {
  const writable = !useCan().isReadOnly('subscriptions');
  return <SubscriptionDetailsScreen read={fetchSubscriptionDetails} param="transactionToken" links={{ back: PATHS.subscriptions, customer: PATHS.customerDetails }} cancelable writable={writable} />;
}
