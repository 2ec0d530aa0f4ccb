import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import type { ReportFile, ReportType } from '../../api/reports';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useModal } from '../../components/Modal';
import { Table, type Column } from '../../components/Table';
import { REPORTS } from '../../constants/messages/reports';
import { TABLES } from '../../constants/messages/lists';
import { deleteReport, downloadReport, fileKey } from '../../ducks/reports';
import { formatTableDate } from '../../ducks/reports/periods';
import { selectRequest } from '../../ducks/requests/slice';
import type { RootState } from '../../store';
import { RenameReportModal, renameModalId } from './RenameReportModal';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
`;

const deleteModalId = (type: ReportType) => `delete-report-${type}`;

function RowActions({ reportType, file, onRename, onDelete }: { reportType: ReportType; file: ReportFile; onRename: () => void; onDelete: () => void }) {
  const dispatch = useDispatch();
  const downloading = useSelector(
    (state: RootState) => selectRequest(state, downloadReport.type, fileKey(reportType, file.filename)).status === 'pending',
  );
  const label = (action: string) => REPORTS.actionOn(action, file.filename);
  return (
    <Actions>
      <Button
        $variant="link"
        aria-label={label(REPORTS.download)}
        disabled={file.status !== 'created' || downloading}
        onClick={() => dispatch(downloadReport.request({ reportType, filename: file.filename }))}
      >
        {REPORTS.download}
      </Button>
      <Button $variant="link" aria-label={label(REPORTS.rename)} disabled={file.status === 'pending'} onClick={onRename}>
        {REPORTS.rename}
      </Button>
      <Button $variant="link" aria-label={label(REPORTS.delete)} onClick={onDelete}>
        {REPORTS.delete}
      </Button>
    </Actions>
  );
}

/** The generated files: File name, Created at (UTC), Status, Actions (download, rename, delete). */
export function ReportFilesTable({ reportType, files }: { reportType: ReportType; files: readonly ReportFile[] }) {
  const dispatch = useDispatch();
  const rename = useModal(renameModalId(reportType));
  const confirm = useModal(deleteModalId(reportType));
  const [target, setTarget] = useState<string | null>(null);

  const columns: Column<ReportFile>[] = [
    { key: 'filename', header: REPORTS.fileName, render: (file) => file.filename },
    { key: 'created_at', header: REPORTS.createdAt, render: (file) => formatTableDate(file.created_at) },
    { key: 'status', header: REPORTS.fileStatus, render: (file) => REPORTS.fileStatuses[file.status] },
    {
      key: 'actions',
      header: REPORTS.actions,
      render: (file) => (
        <RowActions
          reportType={reportType}
          file={file}
          onRename={() => {
            setTarget(file.filename);
            rename.open();
          }}
          onDelete={() => {
            setTarget(file.filename);
            confirm.open();
          }}
        />
      ),
    },
  ];

  return (
    <>
      <Table caption={REPORTS.files} columns={columns} rows={files} rowKey={(file) => file.filename} emptyText={TABLES.noEntries(REPORTS.noReports)} />
      <RenameReportModal reportType={reportType} filename={target} />
      <ConfirmDialog
        id={deleteModalId(reportType)}
        message={target ? REPORTS.deleteMessage(target) : undefined}
        onConfirm={() => {
          if (target) dispatch(deleteReport.request({ reportType, filename: target }));
        }}
      />
    </>
  );
}
