import { useId, useState } from 'react';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { SelectField } from '../../../components/form';
import { LoadState } from '../../../components/list/LoadState';
import { useModal } from '../../../components/Modal';
import { Table, type Column } from '../../../components/Table';
import { COMMERCIAL_REPORTS_UI } from '../../../constants/messages/adminCommercials';
import { utcTableDate } from '../../../constants/payments';
import { COMMERCIAL_REPORT_TYPES, type CommercialReportType } from '../../../contracts/values';
import type { CommercialReportFile } from '../../../api/adminCommercials';
import { deleteCommercialReport, downloadCommercialReport, downloadMauReport, fetchCommercialReports, generateCommercialReport } from '../../../ducks/adminCommercials';
import { useRequest } from '../../../ducks/requests/hooks';
import { useStoredRead } from '../../../ducks/requests/readHooks';
import { isMonthDisabled, isYearDisabled, REPORT_MONTHS, REPORT_YEARS, reportDate } from './reportPickers';

const Pickers = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: flex-end;
`;

const monthIndex = (month: string): number => (REPORT_MONTHS as readonly string[]).indexOf(month);
const CONFIRM_ID = 'delete-commercial-report';
/** The spec names these two; merchant analytics also exists (catalogue 7.10). */
const TYPE_OPTIONS = COMMERCIAL_REPORT_TYPES.map((type) => ({ value: type, label: COMMERCIAL_REPORTS_UI.types[type] }));

/** The last month that may be picked: the current one (no month after it can be). */
function initialPick(now: Date): { year: number; month: string } {
  return { year: now.getUTCFullYear(), month: REPORT_MONTHS[now.getUTCMonth()] };
}

/** /admin/merchants/commercials: generate commercial setup, MAU and merchant analytics reports of a month; the generated files. */
export default function CommercialReportsPage({ now = new Date() }: { now?: Date }) {
  const dispatch = useDispatch();
  const headingId = useId();
  const confirm = useModal(CONFIRM_ID);
  const [type, setType] = useState<CommercialReportType>('commercial-setup');
  const [{ year, month }, setPick] = useState(() => initialPick(now));
  const [chosen, setChosen] = useState<CommercialReportFile | null>(null);
  const { view, retry } = useStoredRead(fetchCommercialReports, undefined);
  const generating = useRequest(generateCommercialReport).status === 'pending';
  const downloading = useRequest(downloadMauReport).status === 'pending';
  const busy = generating || downloading;

  const monthOptions = REPORT_MONTHS.map((value, index) => ({ value, label: value, disabled: isMonthDisabled(index, year, now) }));
  const yearOptions = REPORT_YEARS.map((value) => ({ value: String(value), label: String(value), disabled: isYearDisabled(value, type, now) }));
  const pickYear = (next: number) => {
    // A month the new year disables is replaced by the latest one it allows.
    const index = monthIndex(month);
    const allowed = REPORT_MONTHS.filter((_value, i) => !isMonthDisabled(i, next, now));
    setPick({ year: next, month: isMonthDisabled(index, next, now) ? (allowed[allowed.length - 1] ?? month) : month });
  };
  const chosenDisabled = isMonthDisabled(monthIndex(month), year, now) || isYearDisabled(year, type, now);

  const generate = () => {
    const date = reportDate(year, month);
    dispatch(type === 'monthly_active_users' ? downloadMauReport.request({ date }) : generateCommercialReport.request({ type, date }));
  };

  const columns: Column<CommercialReportFile>[] = [
    { key: 'name', header: COMMERCIAL_REPORTS_UI.columns.name, render: (file) => file.filename },
    { key: 'created', header: COMMERCIAL_REPORTS_UI.columns.created, render: (file) => utcTableDate(file.created_at) },
    {
      key: 'actions',
      header: COMMERCIAL_REPORTS_UI.columns.actions,
      render: (file) => (
        <>
          <Button $variant="secondary" aria-label={COMMERCIAL_REPORTS_UI.download(file.filename)} onClick={() => dispatch(downloadCommercialReport.request({ id: file.id, filename: file.filename }))}>
            ⤓
          </Button>
          <Button
            $variant="secondary"
            aria-label={COMMERCIAL_REPORTS_UI.delete(file.filename)}
            onClick={() => {
              setChosen(file);
              confirm.open();
            }}
          >
            ×
          </Button>
        </>
      ),
    },
  ];

  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId}>{COMMERCIAL_REPORTS_UI.title}</h1>
      <Pickers
        aria-label={COMMERCIAL_REPORTS_UI.generate}
        onSubmit={(event) => {
          event.preventDefault();
          generate();
        }}
      >
        <SelectField name="month" label={COMMERCIAL_REPORTS_UI.month} options={monthOptions} value={month} onChange={(event) => setPick({ year, month: event.target.value })} />
        <SelectField name="year" label={COMMERCIAL_REPORTS_UI.year} options={yearOptions} value={String(year)} onChange={(event) => pickYear(Number(event.target.value))} />
        <SelectField name="type" label={COMMERCIAL_REPORTS_UI.reportType} options={TYPE_OPTIONS} value={type} onChange={(event) => setType(event.target.value as CommercialReportType)} />
        <Button type="submit" disabled={busy || chosenDisabled}>
          {COMMERCIAL_REPORTS_UI.generate}
        </Button>
      </Pickers>
      <LoadState state={view} ready={view.data !== undefined} onRetry={retry}>
        <Table caption={COMMERCIAL_REPORTS_UI.title} columns={columns} rows={view.data?.collection ?? []} rowKey={(file) => file.id} emptyText={COMMERCIAL_REPORTS_UI.empty} />
      </LoadState>
      <ConfirmDialog
        id={CONFIRM_ID}
        title={COMMERCIAL_REPORTS_UI.deleteTitle}
        message={COMMERCIAL_REPORTS_UI.deleteConfirm}
        onConfirm={() => chosen && dispatch(deleteCommercialReport.request({ id: chosen.id, filename: chosen.filename }))}
      />
    </section>
  );
}
