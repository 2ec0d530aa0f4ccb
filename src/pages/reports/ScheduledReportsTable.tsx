import { useState } from 'react';
import { useDispatch } from 'react-redux';
import type { ReportType, ScheduledReport } from '../../api/reports';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useModal } from '../../components/Modal';
import { Table, type Column } from '../../components/Table';
import { REPORTS } from '../../constants/messages/reports';
import { TABLES } from '../../constants/messages/lists';
import { deleteScheduledReport } from '../../ducks/reports';
import { formatTableDate } from '../../ducks/reports/periods';

const deleteModalId = (type: ReportType) => `delete-scheduled-${type}`;

/** The scheduled reports of a type, each with a delete (confirmed). */
export function ScheduledReportsTable({ reportType, scheduled }: { reportType: ReportType; scheduled: readonly ScheduledReport[] }) {
  const dispatch = useDispatch();
  const confirm = useModal(deleteModalId(reportType));
  const [target, setTarget] = useState<ScheduledReport | null>(null);
  const columns: Column<ScheduledReport>[] = [
    { key: 'name', header: REPORTS.reportName, render: (report) => report.report_name },
    { key: 'scheduled_at', header: REPORTS.scheduledAt, render: (report) => formatTableDate(report.scheduled_at) },
    { key: 'recurrent', header: REPORTS.recurrent, render: (report) => (report.recurrent ? REPORTS.yes : REPORTS.no) },
    {
      key: 'actions',
      header: REPORTS.actions,
      render: (report) => (
        <Button
          $variant="link"
          aria-label={REPORTS.actionOn(REPORTS.delete, report.report_name)}
          onClick={() => {
            setTarget(report);
            confirm.open();
          }}
        >
          {REPORTS.delete}
        </Button>
      ),
    },
  ];
  return (
    <>
      <Table caption={REPORTS.scheduled} columns={columns} rows={scheduled} rowKey={(report) => report.id} emptyText={TABLES.noEntries(REPORTS.noScheduled)} />
      <ConfirmDialog
        id={deleteModalId(reportType)}
        message={target ? REPORTS.deleteScheduledMessage(target.report_name) : undefined}
        onConfirm={() => {
          if (target) dispatch(deleteScheduledReport.request({ reportType, report_id: target.report_id }));
        }}
      />
    </>
  );
}
