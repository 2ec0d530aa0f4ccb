import { useEffect, useId, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { CodesReport, FailedCodesFile } from '../../../api/accessCodes';
import { holdFile } from '../../../api/files';
import { Button } from '../../../components/Button';
import { LoadState } from '../../../components/list/LoadState';
import { Table, type Column } from '../../../components/Table';
import { ACCESS_CODE_NOTICES, CODES_UI } from '../../../constants/messages/accessCodes';
import { fetchCodesReportLink, fetchCodesReports, fetchCodesTemplate, fetchFailedFileLink, fetchFailedFiles, generateCodesReport, uploadCodes } from '../../../ducks/accessCodes';
import { formatTableDate } from '../../../ducks/reports/periods';
import { browserDownload } from '../../../ducks/reports/download';
import type { Endpoint } from '../../../ducks/requests/defineEndpoint';
import { useRequest } from '../../../ducks/requests/hooks';
import { Panel, Row } from './styles';

/** Saves the link a call answers with as a file, once per answer. */
function useSaveLink<Req, Res>(endpoint: Endpoint<Req, Res>, key: string | undefined, link: (res: Res) => string, fileName: string) {
  const view = useRequest(endpoint, key);
  const saved = useRef(view.seq);
  useEffect(() => {
    if (view.status !== 'succeeded' || view.seq === saved.current || !view.data) return;
    saved.current = view.seq;
    browserDownload.save(link(view.data), fileName);
  }, [view.status, view.seq, view.data, link, fileName]);
}

/** A row's Download button: asks for the file's link, then hands it to the browser under the file's name. */
function DownloadButton<Req, Res>({ endpoint, request, fileName, link }: { endpoint: Endpoint<Req, Res>; request: Req; fileName: string; link: (res: Res) => string }) {
  const dispatch = useDispatch();
  useSaveLink(endpoint, fileName, link, fileName);
  return (
    <Button $variant="link" aria-label={CODES_UI.downloadFile(fileName)} onClick={() => dispatch(endpoint.request(request))}>
      {CODES_UI.download}
    </Button>
  );
}

/** The template's and a refused-rows file's link. */
const downloadLink = (res: { download_url: string }) => res.download_url;
const reportLink = (res: { redirect_url: string }) => res.redirect_url;

/** Uploading a CSV of codes: the template, the file with its progress, and the files of refused rows. */
export function BulkUpload({ itemId }: { itemId: number }) {
  const dispatch = useDispatch();
  const fileInput = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useRequest(uploadCodes, String(itemId));
  const failed = useRequest(fetchFailedFiles);
  useSaveLink(fetchCodesTemplate, undefined, downloadLink, 'template.csv');
  useEffect(() => {
    dispatch(fetchFailedFiles.request({}));
  }, [dispatch]);
  const pending = upload.status === 'pending';
  const percent = Math.round((upload.progress ?? 0) * 100);
  const ownFiles = (failed.data ?? []).filter((entry) => entry.item_id === itemId);
  const columns: Column<FailedCodesFile>[] = [
    { key: 'file', header: CODES_UI.failedColumns.file, render: (entry) => entry.file_name },
    { key: 'rows', header: CODES_UI.failedColumns.rows, render: (entry) => String(entry.rows) },
    { key: 'created', header: CODES_UI.failedColumns.created, render: (entry) => formatTableDate(entry.created_at) },
    { key: 'actions', header: CODES_UI.failedColumns.actions, render: (entry) => <DownloadButton endpoint={fetchFailedFileLink} request={{ fileName: entry.file_name }} fileName={entry.file_name} link={downloadLink} /> },
  ];
  return (
    <Panel aria-labelledby={`${fileInput}-title`}>
      <h3 id={`${fileInput}-title`}>{CODES_UI.bulkTitle}</h3>
      <p>{CODES_UI.bulkHint}</p>
      <Row>
        <Button $variant="secondary" onClick={() => dispatch(fetchCodesTemplate.request({ template: 'access-codes' }))}>
          {CODES_UI.downloadTemplate}
        </Button>
        <div>
          <label htmlFor={fileInput}>{CODES_UI.file}</label>{' '}
          <input
            id={fileInput}
            type="file"
            accept=".csv,text/csv"
            disabled={pending}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setProblem(null);
            }}
          />
        </div>
        <Button
          disabled={pending}
          onClick={() => {
            if (!file) return setProblem(CODES_UI.chooseFile);
            dispatch(uploadCodes.request({ itemId, fileId: holdFile(file) }));
          }}
        >
          {CODES_UI.upload}
        </Button>
      </Row>
      {problem && <p role="alert">{problem}</p>}
      {pending && (
        <div role="status">
          <progress max={100} value={percent} aria-label={ACCESS_CODE_NOTICES.uploadInProgress} /> {ACCESS_CODE_NOTICES.uploadInProgress} ({percent}%)
        </div>
      )}
      {upload.status === 'succeeded' && <p role="status">{CODES_UI.processing}</p>}
      <Table caption={CODES_UI.failedTitle} columns={columns} rows={ownFiles} rowKey={(entry) => entry.file_name} emptyText={CODES_UI.noFailed} />
    </Panel>
  );
}

/** The asset's codes reports: generate one now, list them, download one (catalogue 7.4). */
export function CodesReports({ itemId }: { itemId: number }) {
  const dispatch = useDispatch();
  const headingId = useId();
  const load = useRequest(fetchCodesReports, String(itemId));
  const generating = useRequest(generateCodesReport, String(itemId)).status === 'pending';
  useEffect(() => {
    dispatch(fetchCodesReports.request({ itemId }));
  }, [dispatch, itemId]);
  const columns: Column<CodesReport>[] = [
    { key: 'file', header: CODES_UI.reportColumns.file, render: (report) => report.filename },
    { key: 'rows', header: CODES_UI.reportColumns.rows, render: (report) => String(report.rows) },
    { key: 'created', header: CODES_UI.reportColumns.created, render: (report) => formatTableDate(report.created_at) },
    { key: 'actions', header: CODES_UI.reportColumns.actions, render: (report) => <DownloadButton endpoint={fetchCodesReportLink} request={{ filename: report.filename }} fileName={report.filename} link={reportLink} /> },
  ];
  return (
    <Panel aria-labelledby={headingId}>
      <h3 id={headingId}>{CODES_UI.reportTitle}</h3>
      <Button $variant="secondary" disabled={generating} onClick={() => dispatch(generateCodesReport.request({ itemId }))}>
        {CODES_UI.generateReport}
      </Button>
      <LoadState state={load} ready={load.data !== undefined} onRetry={() => dispatch(fetchCodesReports.request({ itemId }))}>
        <Table caption={CODES_UI.reportTitle} columns={columns} rows={load.data ?? []} rowKey={(report) => report.filename} emptyText={CODES_UI.noReports} />
      </LoadState>
    </Panel>
  );
}
