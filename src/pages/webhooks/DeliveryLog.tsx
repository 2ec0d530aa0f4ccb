import { useCallback, useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { WebhookAttempt, WebhookAttemptsRequest } from '../../api/webhooks';
import { Button } from '../../components/Button';
import { Facts } from '../../components/Facts';
import { SelectField } from '../../components/form';
import { ListPager } from '../../components/list/ListPager';
import { LoadState } from '../../components/list/LoadState';
import { Modal, useModal } from '../../components/Modal';
import { Pill } from '../../components/Pill';
import { Table, type Column } from '../../components/Table';
import { WEBHOOKS_UI } from '../../constants/messages/webhooks';
import { utcTableDate } from '../../constants/payments';
import { WEBHOOK_ATTEMPT_OUTCOMES, WEBHOOK_ATTEMPTS_PAGE_SIZE, WEBHOOK_LOG_EVENTS, type WebhookAttemptOutcome, type WebhookEvent, type WebhookLogEvent } from '../../contracts/values';
import { usePagedRead, useStoredRead } from '../../ducks/requests/readHooks';
import { fetchWebhookAttempt, fetchWebhookAttempts, resendWebhookDelivery } from '../../ducks/webhooks';
import { eventLabel } from '../../ducks/webhooks/useWebhooksRead';

const BODIES_MODAL = 'webhook-attempt-bodies';

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  > * {
    min-width: 200px;
  }
`;

const Failed = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

const Body = styled.pre`
  max-height: 240px;
  overflow: auto;
  padding: 8px;
  margin: 0 0 12px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  background: ${({ theme }) => theme.colors.paleBackground};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const isOutcome = (value: string | null): value is WebhookAttemptOutcome => (WEBHOOK_ATTEMPT_OUTCOMES as readonly (string | null)[]).includes(value);
const isLogEvent = (value: string | null): value is WebhookLogEvent => (WEBHOOK_LOG_EVENTS as readonly (string | null)[]).includes(value);

/** The log's filters and page, kept in the URL (`status`, `event`, `page`), so a filtered log survives a reload. */
function useLogFilters() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const event = params.get('event');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filters = useMemo(() => ({ status: isOutcome(status) ? status : undefined, event: isLogEvent(event) ? event : undefined, page }), [status, event, page]);
  const update = useCallback(
    (changes: { status?: string; event?: string; page?: number }) => {
      const next = { status: filters.status ?? '', event: filters.event ?? '', ...changes };
      const written = new URLSearchParams();
      if (next.status) written.set('status', next.status);
      if (next.event) written.set('event', next.event);
      // Changing a filter goes back to the first page.
      if (changes.page && changes.page > 1) written.set('page', String(changes.page));
      setParams(written);
    },
    [filters, setParams],
  );
  return { filters, update };
}

/** One attempt's request (with its signed headers) and response bodies, read when asked for. */
function AttemptBodies({ webhookId, attempt }: { webhookId: number; attempt: WebhookAttempt }) {
  const { view, retry } = useStoredRead(fetchWebhookAttempt, useMemo(() => ({ webhookId, attemptId: attempt.id }), [webhookId, attempt.id]));
  const details = view.data;
  return (
    <LoadState state={view} ready={details !== undefined} onRetry={retry} failure={WEBHOOKS_UI.bodiesLoadFailed}>
      {details && (
        <>
          <h3>{WEBHOOKS_UI.requestHeaders}</h3>
          <Facts>
            {Object.entries(details.request_headers).map(([name, value]) => (
              <div key={name} style={{ display: 'contents' }}>
                <dt>{name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </Facts>
          <h3>{WEBHOOKS_UI.requestBody}</h3>
          <Body tabIndex={0}>{details.request_body || WEBHOOKS_UI.emptyBody}</Body>
          <h3>{WEBHOOKS_UI.responseBody}</h3>
          <Body tabIndex={0}>{details.response_body || WEBHOOKS_UI.emptyBody}</Body>
        </>
      )}
    </LoadState>
  );
}

/**
 * A webhook's delivery log (issue 22 P4): every attempt, newest first, with its event, status, latency and time;
 * the request and response bodies on demand; resend; filters by status and event in the URL. A delivery landing
 * reloads it (realtime `webhook.delivery`, through the log's tag).
 */
export function DeliveryLog({ webhookId, labels }: { webhookId: number; labels: Readonly<Record<WebhookEvent, string>> }) {
  const { filters, update } = useLogFilters();
  const request = useMemo((): WebhookAttemptsRequest => ({ webhookId, page: filters.page, size: WEBHOOK_ATTEMPTS_PAGE_SIZE, ...(filters.status ? { status: filters.status } : {}), ...(filters.event ? { event: filters.event } : {}) }), [webhookId, filters]);
  const { load, rows, total, retry } = usePagedRead(fetchWebhookAttempts, request);
  const dispatch = useDispatch();
  const bodiesDialog = useModal(BODIES_MODAL);
  const [shown, setShown] = useState<WebhookAttempt | null>(null);

  const statusText = (row: WebhookAttempt) => {
    const answer = row.status_code === null ? row.error ?? '' : WEBHOOKS_UI.httpStatus(row.status_code);
    const next = row.next_attempt_at === null ? '' : ` · ${WEBHOOKS_UI.nextRetry(utcTableDate(row.next_attempt_at))}`;
    return `${answer}${next}`;
  };
  const columns: readonly Column<WebhookAttempt>[] = [
    { key: 'time', header: WEBHOOKS_UI.logColumns.time, render: (row) => utcTableDate(row.created_at) },
    { key: 'event', header: WEBHOOKS_UI.logColumns.event, render: (row) => eventLabel(labels, row.event) },
    {
      key: 'status',
      header: WEBHOOKS_UI.logColumns.status,
      render: (row) => (
        <>
          <Pill>{WEBHOOKS_UI.outcomes[row.outcome]}</Pill> {row.outcome === 'failed' ? <Failed>{statusText(row)}</Failed> : statusText(row)}
          <div>{WEBHOOKS_UI.deliveryStates[row.delivery_status]}</div>
        </>
      ),
    },
    { key: 'latency', header: WEBHOOKS_UI.logColumns.latency, render: (row) => WEBHOOKS_UI.latency(row.latency_ms) },
    { key: 'attempt', header: WEBHOOKS_UI.logColumns.attempt, render: (row) => row.attempt },
    {
      key: 'actions',
      header: WEBHOOKS_UI.logColumns.actions,
      render: (row) => {
        const name = eventLabel(labels, row.event);
        const time = utcTableDate(row.created_at);
        return (
          <>
            <Button
              $variant="link"
              aria-label={WEBHOOKS_UI.showBodiesOf(name, time)}
              onClick={() => {
                setShown(row);
                bodiesDialog.open();
              }}
            >
              {WEBHOOKS_UI.showBodies}
            </Button>{' '}
            <Button $variant="link" aria-label={WEBHOOKS_UI.resendOf(name, time)} onClick={() => dispatch(resendWebhookDelivery.request({ webhookId, deliveryId: row.delivery_id }))}>
              {WEBHOOKS_UI.resend}
            </Button>
          </>
        );
      },
    },
  ];

  return (
    <section aria-labelledby="webhook-log-title">
      <h2 id="webhook-log-title">{WEBHOOKS_UI.logTitle}</h2>
      <Filters>
        <SelectField
          name="log-status"
          label={WEBHOOKS_UI.statusFilter}
          value={filters.status ?? ''}
          emptyOption={WEBHOOKS_UI.anyStatus}
          options={WEBHOOK_ATTEMPT_OUTCOMES.map((outcome) => ({ value: outcome, label: WEBHOOKS_UI.outcomes[outcome] }))}
          onChange={(change) => update({ status: change.target.value })}
        />
        <SelectField
          name="log-event"
          label={WEBHOOKS_UI.eventFilter}
          value={filters.event ?? ''}
          emptyOption={WEBHOOKS_UI.anyEvent}
          options={WEBHOOK_LOG_EVENTS.map((event) => ({ value: event, label: eventLabel(labels, event) }))}
          onChange={(change) => update({ event: change.target.value })}
        />
      </Filters>
      <LoadState state={load} ready={rows !== undefined} onRetry={retry} failure={WEBHOOKS_UI.logLoadFailed}>
        <Table caption={WEBHOOKS_UI.logTitle} columns={columns} rows={rows ?? []} rowKey={(row) => row.id} emptyText={WEBHOOKS_UI.noAttempts} />
        <ListPager total={total} page={filters.page} size={WEBHOOK_ATTEMPTS_PAGE_SIZE} entries={WEBHOOKS_UI.attemptsEntries} onPage={(page) => update({ page })} />
      </LoadState>
      {bodiesDialog.isOpen && shown && (
        <Modal id={BODIES_MODAL} title={`${WEBHOOKS_UI.bodiesTitle}: ${eventLabel(labels, shown.event)}, ${utcTableDate(shown.created_at)}`} onClose={() => setShown(null)}>
          <AttemptBodies webhookId={webhookId} attempt={shown} />
        </Modal>
      )}
    </section>
  );
}
