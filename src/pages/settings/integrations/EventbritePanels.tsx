import { useId, useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import * as yup from 'yup';
import type { EventbriteVideosRequest } from '../../../api/eventbrite';
import type { EventbriteEvent, EventbriteEvents, EventbriteOrganization, EventbriteOrganizations } from '../../../api/integrations';
import { Button } from '../../../components/Button';
import { useSubmit } from '../../../components/form';
import { LoadState } from '../../../components/list/LoadState';
import { SectionPanel } from '../../../components/SectionPanel';
import { Table, type Column } from '../../../components/Table';
import { FORM } from '../../../constants/messages/forms';
import { INTEGRATIONS_UI as UI, THIRD_PARTY_KEY_LABELS } from '../../../constants/messages/integrations';
import { EVENTBRITE_EVENTS_PAGE_SIZE } from '../../../contracts/values';
import { connectEventbrite, deleteExternalAccount, fetchEventbriteEvents, fetchEventbriteOrganizations } from '../../../ducks/integrations';
import { useContinuedList, useStoredRead } from '../../../ducks/requests/readHooks';
import type { RequestState } from '../../../ducks/requests/types';
import { formatTableDate } from '../../../ducks/reports/periods';
import { fetchExternalAccount } from '../../../ducks/videoPlatforms';
import { KeysForm } from './KeysForm';

const TOKEN_FIELDS = [{ name: 'private_token', label: THIRD_PARTY_KEY_LABELS.private_token ?? '', secret: true }] as const;
// Spec section 5: the private token is required ('*Required').
const TOKEN_SCHEMA = yup.object({ private_token: yup.string().trim().required(FORM.required) });
const EVENTBRITE = { ovpName: 'eventbrite' } as const;

/** The private token form; once linked, the token (masked) and Disconnect. */
function Connection({ connected, token }: { connected: boolean; token: string }) {
  const dispatch = useDispatch();
  const headingId = useId();
  const { submit } = useSubmit(connectEventbrite);
  return (
    <SectionPanel aria-labelledby={headingId}>
      <h2 id={headingId}>{UI.connectionTitle}</h2>
      {connected ? (
        <p>
          {UI.connectedWith(THIRD_PARTY_KEY_LABELS.private_token ?? '', token)}{' '}
          <Button $variant="secondary" onClick={() => dispatch(deleteExternalAccount.request(EVENTBRITE))}>
            {UI.disconnect}
          </Button>
        </p>
      ) : (
        <KeysForm label={UI.connectionTitle} fields={TOKEN_FIELDS} saved={{}} exists={false} writable schema={TOKEN_SCHEMA} onSubmit={(values, helpers) => submit({ ...EVENTBRITE, ...values }, helpers)} />
      )}
    </SectionPanel>
  );
}

interface MoreTableProps<Row> {
  list: { load: RequestState; rows: Row[] | undefined; hasMore: boolean; more: () => void; retry: () => void };
  caption: string;
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  emptyText: string;
}

/** A list read on with continuation tokens: its rows so far, and 'Load more' while the service has more. */
function MoreTable<Row>({ list, caption, columns, rowKey, emptyText }: MoreTableProps<Row>) {
  return (
    <LoadState state={list.load} ready={list.rows !== undefined} onRetry={list.retry}>
      <Table caption={caption} columns={columns} rows={list.rows ?? []} rowKey={rowKey} emptyText={emptyText} />
      {list.hasMore && (
        <Button $variant="secondary" disabled={list.load.status === 'pending'} onClick={list.more}>
          {UI.loadMore}
        </Button>
      )}
    </LoadState>
  );
}

function Events({ organization }: { organization: EventbriteOrganization }) {
  const headingId = useId();
  const filter = useMemo<EventbriteVideosRequest>(() => ({ organization_id: organization.id, limit: EVENTBRITE_EVENTS_PAGE_SIZE }), [organization.id]);
  const list = useContinuedList<EventbriteVideosRequest, EventbriteEvents, EventbriteEvent>(fetchEventbriteEvents, filter);
  const columns: Column<EventbriteEvent>[] = [
    { key: 'name', header: UI.eventColumns.name, render: (event) => <a href={event.url} target="_blank" rel="noreferrer">{event.name}</a> },
    { key: 'start', header: UI.eventColumns.start, render: (event) => formatTableDate(event.start) },
    { key: 'status', header: UI.eventColumns.status, render: (event) => event.status },
    { key: 'online', header: UI.eventColumns.online, render: (event) => (event.online_event ? UI.yes : UI.no) },
    { key: 'capacity', header: UI.eventColumns.capacity, render: (event) => event.capacity },
  ];
  return (
    <SectionPanel aria-labelledby={headingId}>
      <h2 id={headingId}>{UI.eventsTitle(organization.name)}</h2>
      <MoreTable list={list} caption={UI.eventsCaption} columns={columns} rowKey={(event) => event.id} emptyText={UI.noEvents} />
    </SectionPanel>
  );
}

function Organizations() {
  const headingId = useId();
  const [chosen, setChosen] = useState<EventbriteOrganization | null>(null);
  const filter = useMemo(() => ({}), []);
  const list = useContinuedList<{ continuation?: string }, EventbriteOrganizations, EventbriteOrganization>(fetchEventbriteOrganizations, filter);
  const columns: Column<EventbriteOrganization>[] = [
    { key: 'name', header: UI.organizationColumns.name, render: (org) => org.name },
    { key: 'vertical', header: UI.organizationColumns.vertical, render: (org) => org.vertical },
    {
      key: 'events',
      header: UI.organizationColumns.events,
      render: (org) => (
        <Button $variant="secondary" aria-label={UI.showEventsOf(org.name)} aria-pressed={chosen?.id === org.id} onClick={() => setChosen(org)}>
          {UI.showEvents}
        </Button>
      ),
    },
  ];
  return (
    <>
      <SectionPanel aria-labelledby={headingId}>
        <h2 id={headingId}>{UI.organizationsTitle}</h2>
        <MoreTable list={list} caption={UI.organizationsCaption} columns={columns} rowKey={(org) => org.id} emptyText={UI.noOrganizations} />
      </SectionPanel>
      {chosen && <Events key={chosen.id} organization={chosen} />}
    </>
  );
}

/** Eventbrite (spec section 2): the private token form, then the account's organisations and their events, 10 at a time. */
export function EventbritePanels() {
  const { view, retry } = useStoredRead(fetchExternalAccount, EVENTBRITE);
  const connected = view.data?.connected === true;
  return (
    <LoadState state={view} ready={view.data !== undefined} onRetry={retry}>
      <Connection connected={connected} token={view.data?.keys.private_token ?? ''} />
      {connected && <Organizations />}
    </LoadState>
  );
}
