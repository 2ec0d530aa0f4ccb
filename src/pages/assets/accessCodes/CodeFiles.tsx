import { useId, useMemo } from 'react';
import { useDispatch } from 'react-redux';
import type { CodesReport } from '../../../api/accessCodes';
import { holdFile } from '../../../api/files';
import { Button } from '../../../components/Button';
import { LoadState } from '../../../components/list/LoadState';
import { Table, type Column } from '../../../components/Table';
import { ACCESS_CODE_NOTICES, CODES_UI } from '../../../constants/messages/accessCodes';
import { fetchCodesReportLink, fetchCodesReports, fetchCodesTemplate, fetchFailedFileLink, fetchFailedFiles, generateCodesReport, uploadCodes } from '../../../ducks/accessCodes';
import { formatTableDate } from '../../../ducks/reports/periods';
import { useRequest } from '../../../ducks/requests/hooks';
import { useStoredRead } from '../../../ducks/requests/readHooks';
import { DownloadButton, downloadLink, FileImport, Panel } from '../../../components/files/FileImport';

const reportLink = (res: { redirect_url: string }) => res.redirect_url;
/** The merchant's refused-rows files of every asset (the panel shows this asset's). */
const ALL_FILES = {};

const CODES_IMPORT = {
  title: CODES_UI.bulkTitle,
  hint: CODES_UI.bulkHint,
  downloadTemplate: CODES_UI.downloadTemplate,
  file: CODES_UI.file,
  upload: CODES_UI.upload,
  chooseFile: CODES_UI.chooseFile,
  inProgress: ACCESS_CODE_NOTICES.uploadInProgress,
  processing: CODES_UI.processing,
  failedTitle: CODES_UI.failedTitle,
  failedColumns: CODES_UI.failedColumns,
  noFailed: CODES_UI.noFailed,
  download: CODES_UI.download,
  downloadFile: CODES_UI.downloadFile,
};

/** Uploading a CSV of codes: the template, the file with its progress, and the files of refused rows. */
export function BulkUpload({ itemId }: { itemId: number }) {
  const { view: failed, retry } = useStoredRead(fetchFailedFiles, ALL_FILES);
  return (
    <FileImport
      texts={CODES_IMPORT}
      template={{ endpoint: fetchCodesTemplate, request: { template: 'access-codes' as const }, fileName: 'template.csv', link: downloadLink }}
      upload={{ endpoint: uploadCodes, key: String(itemId), request: (fileId) => ({ itemId, fileId }) }}
      failed={{ files: failed.data?.filter((entry) => entry.item_id === itemId), state: failed, retry, link: { endpoint: fetchFailedFileLink, request: (fileName) => ({ fileName }), link: downloadLink } }}
      holdFile={holdFile}
    />
  );
}

/** The asset's codes reports: generate one now, list them, download one (catalogue 7.4). */
export function CodesReports({ itemId }: { itemId: number }) {
  const dispatch = useDispatch();
  const headingId = useId();
  const { view: load, retry } = useStoredRead(fetchCodesReports, useMemo(() => ({ itemId }), [itemId]));
  const generating = useRequest(generateCodesReport, String(itemId)).status === 'pending';
  const columns: Column<CodesReport>[] = [
    { key: 'file', header: CODES_UI.reportColumns.file, render: (report) => report.filename },
    { key: 'rows', header: CODES_UI.reportColumns.rows, render: (report) => String(report.rows) },
    { key: 'created', header: CODES_UI.reportColumns.created, render: (report) => formatTableDate(report.created_at) },
    {
      key: 'actions',
      header: CODES_UI.reportColumns.actions,
      render: (report) => (
        <DownloadButton endpoint={fetchCodesReportLink} request={{ filename: report.filename }} fileName={report.filename} link={reportLink} label={CODES_UI.download} name={CODES_UI.downloadFile(report.filename)} />
      ),
    },
  ];
  return (
    <Panel aria-labelledby={headingId}>
      <h3 id={headingId}>{CODES_UI.reportTitle}</h3>
      <Button $variant="secondary" disabled={generating} onClick={() => dispatch(generateCodesReport.request({ itemId }))}>
        {CODES_UI.generateReport}
      </Button>
      <LoadState state={load} ready={load.data !== undefined} onRetry={retry}>
        <Table caption={CODES_UI.reportTitle} columns={columns} rows={load.data ?? []} rowKey={(report) => report.filename} emptyText={CODES_UI.noReports} />
      </LoadState>
    </Panel>
  );
}
