import { useEffect, useId, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import { Button } from '../Button';
import { SectionPanel } from '../SectionPanel';
import { Table, type Column } from '../Table';
import { browserDownload } from '../../ducks/reports/download';
import type { Endpoint } from '../../ducks/requests/defineEndpoint';
import { useRequest } from '../../ducks/requests/hooks';
import { formatTableDate } from '../../ducks/reports/periods';
import type { RequestState } from '../../ducks/requests/types';
import { LoadState } from '../list/LoadState';
import { ImportOutcome, type RefusedLink } from './ImportOutcome';

export const Panel = styled(SectionPanel)`
  margin-top: 24px;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px;
`;

/** Saves the link a call answers with as a file, once per answer. */
export function useSaveLink<Req, Res>(endpoint: Endpoint<Req, Res>, key: string | undefined, link: (res: Res) => string, fileName: string) {
  const view = useRequest(endpoint, key);
  const saved = useRef(view.seq);
  useEffect(() => {
    if (view.status !== 'succeeded' || view.seq === saved.current || !view.data) return;
    saved.current = view.seq;
    browserDownload.save(link(view.data), fileName);
  }, [view.status, view.seq, view.data, link, fileName]);
}

/** A row's Download button: asks for the file's link, then hands it to the browser under the file's name. */
export function DownloadButton<Req, Res>({ endpoint, request, fileName, link, label, name }: { endpoint: Endpoint<Req, Res>; request: Req; fileName: string; link: (res: Res) => string; label: string; name: string }) {
  const dispatch = useDispatch();
  useSaveLink(endpoint, fileName, link, fileName);
  return (
    <Button $variant="link" aria-label={name} onClick={() => dispatch(endpoint.request(request))}>
      {label}
    </Button>
  );
}

/** A template's and a refused-rows file's link. */
export const downloadLink = (res: { download_url: string }) => res.download_url;

/** A file of refused rows, as the failed lists give it. */
export interface RefusedFile {
  file_name: string;
  rows: number;
  created_at: number;
}

export interface FileImportTexts {
  title: string;
  hint: string;
  downloadTemplate: string;
  file: string;
  upload: string;
  chooseFile: string;
  inProgress: string;
  processing: string;
  failedTitle: string;
  failedColumns: { file: string; rows: string; created: string; actions: string };
  noFailed: string;
  download: string;
  downloadFile: (name: string) => string;
}

export interface FileImportProps<TReq, TRes, UReq, URes, LReq, LRes> {
  texts: FileImportTexts;
  template: { endpoint: Endpoint<TReq, TRes>; request: TReq; fileName: string; link: (res: TRes) => string };
  upload: { endpoint: Endpoint<UReq, URes>; key: string; request: (fileId: string) => UReq };
  /** The refused files (undefined until read), their read's state and Retry. */
  failed: { files: readonly RefusedFile[] | undefined; state: RequestState; retry: () => void; link: RefusedLink<LReq, LRes> };
  holdFile: (file: File) => string;
}

/**
 * Importing rows from a CSV file (catalogue 7.4's codes, 7.6's voucher e-mails): the template, the file with its upload
 * progress, and the files of refused rows. The processing's outcome arrives over realtime.
 */
export function FileImport<TReq, TRes, UReq, URes, LReq, LRes>({ texts, template, upload, failed, holdFile }: FileImportProps<TReq, TRes, UReq, URes, LReq, LRes>) {
  const dispatch = useDispatch();
  const fileInput = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const state = useRequest(upload.endpoint, upload.key);
  useSaveLink(template.endpoint, undefined, template.link, template.fileName);
  const pending = state.status === 'pending';
  const percent = Math.round((state.progress ?? 0) * 100);
  const columns: Column<RefusedFile>[] = [
    { key: 'file', header: texts.failedColumns.file, render: (entry) => entry.file_name },
    { key: 'rows', header: texts.failedColumns.rows, render: (entry) => String(entry.rows) },
    { key: 'created', header: texts.failedColumns.created, render: (entry) => formatTableDate(entry.created_at) },
    {
      key: 'actions',
      header: texts.failedColumns.actions,
      render: (entry) => (
        <DownloadButton endpoint={failed.link.endpoint} request={failed.link.request(entry.file_name)} fileName={entry.file_name} link={failed.link.link} label={texts.download} name={texts.downloadFile(entry.file_name)} />
      ),
    },
  ];
  return (
    <Panel aria-labelledby={`${fileInput}-title`}>
      <h3 id={`${fileInput}-title`}>{texts.title}</h3>
      <p>{texts.hint}</p>
      <Row>
        <Button $variant="secondary" onClick={() => dispatch(template.endpoint.request(template.request))}>
          {texts.downloadTemplate}
        </Button>
        <div>
          <label htmlFor={fileInput}>{texts.file}</label>{' '}
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
            if (!file) return setProblem(texts.chooseFile);
            dispatch(upload.endpoint.request(upload.request(holdFile(file))));
          }}
        >
          {texts.upload}
        </Button>
      </Row>
      {problem && <p role="alert">{problem}</p>}
      {pending && (
        <div role="status">
          <progress max={100} value={percent} aria-label={texts.inProgress} /> {texts.inProgress} ({percent}%)
        </div>
      )}
      <ImportOutcome type={upload.endpoint.type} uploadKey={upload.key} processing={texts.processing} refused={failed.link} />
      <LoadState state={failed.state} ready={failed.files !== undefined} onRetry={failed.retry}>
        <Table caption={texts.failedTitle} columns={columns} rows={failed.files ?? []} rowKey={(entry) => entry.file_name} emptyText={texts.noFailed} />
      </LoadState>
    </Panel>
  );
}
