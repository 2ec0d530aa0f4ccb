import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import type { StaffActivityEntry, StaffActivityRequest } from '../../../api/adminActivity';
import { Button } from '../../../components/Button';
import { SelectField } from '../../../components/form';
import { DateRangeFilter } from '../../../components/list/DateRangeFilter';
import { ListToolbar } from '../../../components/list/ListLayout';
import { ListPager } from '../../../components/list/ListPager';
import { LoadState } from '../../../components/list/LoadState';
import { Table, type Column } from '../../../components/Table';
import { ACTIVITY_COLUMNS, ACTIVITY_KIND_LABELS, ACTIVITY_UI, activityKindLabel, activityValue } from '../../../constants/messages/adminActivity';
import { LISTS, TABLES } from '../../../constants/messages/lists';
import { utcTableDate } from '../../../constants/payments';
import { STAFF_ACTIVITY_PAGE_SIZE } from '../../../constants/staffActivity';
import { exportActivity, fetchActivity, fetchActivityFacets } from '../../../ducks/adminActivity';
import { useRequest } from '../../../ducks/requests/hooks';
import { usePagedRead, useStoredRead } from '../../../ducks/requests/readHooks';
import { toActivityRequest, useActivityFilter } from './useActivityFilter';

const Value = styled.code`
  font-size: 0.85em;
  white-space: pre-wrap;
  word-break: break-word;
`;

const COLUMNS: readonly Column<StaffActivityEntry>[] = [
  { key: 'when', header: ACTIVITY_COLUMNS.when, render: (entry) => utcTableDate(entry.created_at) },
  { key: 'staff', header: ACTIVITY_COLUMNS.staff, render: (entry) => <span title={entry.staff.email}>{entry.staff.full_name || entry.staff.email}</span> },
  { key: 'merchant', header: ACTIVITY_COLUMNS.merchant, render: (entry) => entry.merchant?.name ?? ACTIVITY_UI.platformWide },
  { key: 'kind', header: ACTIVITY_COLUMNS.kind, render: (entry) => activityKindLabel(entry.kind) },
  { key: 'summary', header: ACTIVITY_COLUMNS.summary, render: (entry) => entry.summary },
  { key: 'before', header: ACTIVITY_COLUMNS.before, render: (entry) => <Value>{activityValue(entry.before)}</Value> },
  { key: 'after', header: ACTIVITY_COLUMNS.after, render: (entry) => <Value>{activityValue(entry.after)}</Value> },
];

const KIND_OPTIONS = Object.entries(ACTIVITY_KIND_LABELS).map(([value, label]) => ({ value, label }));

/** /admin/activity: every write platform staff made, newest first, filtered through the URL, exportable as CSV. */
export default function ActivityPage() {
  const dispatch = useDispatch();
  const { filter, update } = useActivityFilter();
  const apiFilter = useMemo(() => toActivityRequest(filter), [filter]);
  const request = useMemo((): StaffActivityRequest => ({ ...apiFilter, page: filter.page, size: STAFF_ACTIVITY_PAGE_SIZE }), [apiFilter, filter.page]);
  const { load, rows, total, retry } = usePagedRead(fetchActivity, request);
  // The filters' choices: who and which merchants the log names. Without them the log still reads.
  const facets = useStoredRead(fetchActivityFacets, undefined).view.data;
  const exporting = useRequest(exportActivity).status === 'pending';
  const staffOptions = (facets?.staff ?? []).map((member) => ({ value: String(member.id), label: member.full_name ? `${member.full_name} (${member.email})` : member.email }));
  const merchantOptions = (facets?.merchants ?? []).map((merchant) => ({ value: String(merchant.id), label: merchant.name }));

  return (
    <section>
      <h1>{ACTIVITY_UI.title}</h1>
      <ListToolbar>
        <SelectField name="activity-staff" label={ACTIVITY_COLUMNS.staff} emptyOption={ACTIVITY_UI.allStaff} options={staffOptions} value={filter.staff} onChange={(event) => update({ staff: event.target.value })} />
        <SelectField
          name="activity-merchant"
          label={ACTIVITY_COLUMNS.merchant}
          emptyOption={ACTIVITY_UI.allMerchants}
          options={merchantOptions}
          value={filter.merchant}
          onChange={(event) => update({ merchant: event.target.value })}
        />
        <SelectField name="activity-kind" label={ACTIVITY_COLUMNS.kind} emptyOption={ACTIVITY_UI.allKinds} options={KIND_OPTIONS} value={filter.kind} onChange={(event) => update({ kind: event.target.value })} />
        <DateRangeFilter dates={filter.dates} onChange={(dates) => update({ dates })} />
        <Button $variant="secondary" disabled={exporting} onClick={() => dispatch(exportActivity.request(apiFilter))}>
          {exporting ? LISTS.exporting : LISTS.exportCsv}
        </Button>
      </ListToolbar>
      <LoadState state={load} ready={rows !== undefined} onRetry={retry} failure={ACTIVITY_UI.loadFailed}>
        <Table caption={ACTIVITY_UI.title} columns={COLUMNS} rows={rows ?? []} rowKey={(entry) => entry.id} emptyText={TABLES.noEntries(ACTIVITY_UI.entries)} />
        <ListPager total={total} page={filter.page} size={STAFF_ACTIVITY_PAGE_SIZE} entries={ACTIVITY_UI.entries} onPage={(page) => update({ page })} />
      </LoadState>
    </section>
  );
}
