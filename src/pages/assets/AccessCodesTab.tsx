import { useFormik } from 'formik';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import * as yup from 'yup';
import type { AccessCode, CodeSession, CodesReport, FailedCodesFile } from '../../api/accessCodes';
import { holdFile } from '../../api/files';
import { Button } from '../../components/Button';
import { SectionPanel } from '../../components/SectionPanel';
import { SelectField, TextField, useSubmit } from '../../components/form';
import { FormDialog } from '../../components/FormDialog';
import { ListToolbar } from '../../components/list/ListLayout';
import { ListPager } from '../../components/list/ListPager';
import { LoadState } from '../../components/list/LoadState';
import { Modal, useModal } from '../../components/Modal';
import { Table, type Column } from '../../components/Table';
import type { BulkCodesBody, UpdateCodeBody } from '../../contracts/accessCodes';
import { ACCESS_CODE_TYPES, ACCESS_CODES_PAGE_SIZE, CODE_DATE_PATTERN, MAX_CONCURRENT_SESSIONS, type AccessCodeType } from '../../contracts/values';
import { ACCESS_CODE_NOTICES, CODES_UI } from '../../constants/messages/accessCodes';
import { TABLES } from '../../constants/messages/lists';
import {
  createCode,
  fetchCodes,
  fetchCodesReportLink,
  fetchCodesReports,
  fetchCodesTemplate,
  fetchFailedFileLink,
  fetchFailedFiles,
  fetchSessions,
  generateCodesReport,
  terminateSession,
  updateAllCodes,
  updateCode,
  uploadCodes,
} from '../../ducks/accessCodes';
import { formatTableDate } from '../../ducks/reports/periods';
import { browserDownload } from '../../ducks/reports/download';
import type { Endpoint } from '../../ducks/requests/defineEndpoint';
import { usePagedRead, useRequest } from '../../ducks/requests/hooks';
import { registerRealtimeRefresh } from '../../realtime/messageTable';
import { useCan } from '../../routes/useCan';
import { fieldProps } from '../public/shared/forms';

const CREATE_MODAL = 'create-access-code';
const EDIT_MODAL = 'edit-access-code';
const EDIT_ALL_MODAL = 'edit-all-access-codes';
const SESSIONS_MODAL = 'access-code-sessions';

const Panel = styled(SectionPanel)`
  margin-top: 24px;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px;
`;

export interface CodeValues {
  code: string;
  type: AccessCodeType | '';
  start_date: string;
  end_date: string;
  concurrent_sessions: string;
}

const EMPTY: CodeValues = { code: '', type: '', start_date: '', end_date: '', concurrent_sessions: '' };
const DATE = new RegExp(CODE_DATE_PATTERN);
const TYPE_OPTIONS = ACCESS_CODE_TYPES.map((type) => ({ value: type, label: CODES_UI.types[type] }));

/** The filled fields only (catalogue 7.4), trimmed. */
export function filledFields(values: CodeValues): UpdateCodeBody {
  const body: UpdateCodeBody = {};
  if (values.code.trim()) body.code = values.code.trim();
  if (values.type) body.type = values.type;
  if (values.start_date.trim()) body.start_date = values.start_date.trim();
  if (values.end_date.trim()) body.end_date = values.end_date.trim();
  if (values.concurrent_sessions.trim()) body.concurrent_sessions = values.concurrent_sessions.trim();
  return body;
}

const codeSchema = (required: boolean) =>
  yup.object({
    code: required ? yup.string().trim().required(CODES_UI.codeRequired).matches(/^[A-Za-z0-9_-]{3,50}$/, CODES_UI.codeFormat) : yup.string().trim().matches(/^[A-Za-z0-9_-]{3,50}$/, { message: CODES_UI.codeFormat, excludeEmptyString: true }),
    start_date: yup.string().trim().matches(DATE, { message: CODES_UI.dateFormat, excludeEmptyString: true }),
    end_date: yup
      .string()
      .trim()
      .matches(DATE, { message: CODES_UI.dateFormat, excludeEmptyString: true })
      .test('after', CODES_UI.endAfterStart, function after(value) {
        // Formik hands yup empty fields as undefined; the format puts the dates in time order as text.
        const start = ((this.parent as Partial<CodeValues>).start_date ?? '').trim();
        return !value || !start || value.trim() > start;
      }),
    concurrent_sessions: yup
      .string()
      .trim()
      .test('sessions', CODES_UI.sessionsFormat, (value) => !value || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_CONCURRENT_SESSIONS)),
  });

function CodeFields({ formik, withCode = true }: { formik: ReturnType<typeof useFormik<CodeValues>>; withCode?: boolean }) {
  return (
    <>
      {withCode && <TextField label={CODES_UI.code} autoComplete="off" {...fieldProps(formik, 'code')} />}
      <SelectField label={CODES_UI.type} options={TYPE_OPTIONS} emptyOption="—" {...fieldProps(formik, 'type')} />
      <TextField label={CODES_UI.startDate} placeholder="2026-06-01 18:00:00" autoComplete="off" {...fieldProps(formik, 'start_date')} />
      <TextField label={CODES_UI.endDate} placeholder="2026-06-02 06:00:00" autoComplete="off" {...fieldProps(formik, 'end_date')} />
      <TextField label={CODES_UI.concurrentSessions} inputMode="numeric" {...fieldProps(formik, 'concurrent_sessions')} />
    </>
  );
}

/** One form for create, edit and edit-all: what differs is the call, the initial values and which fields are needed. */
function CodeForm<Req, Res>({
  formId,
  endpoint,
  initialValues,
  required,
  withCode,
  toRequest,
  onDone,
}: {
  formId: string;
  endpoint: Endpoint<Req, Res>;
  initialValues: CodeValues;
  required: boolean;
  withCode?: boolean;
  toRequest: (values: CodeValues) => Req | null;
  onDone: () => void;
}) {
  const { submit } = useSubmit(endpoint, { onSuccess: onDone });
  const formik = useFormik<CodeValues>({
    initialValues,
    validationSchema: codeSchema(required),
    validate: (values) => (!required && Object.keys(filledFields(values)).length === 0 ? { concurrent_sessions: CODES_UI.fillOne } : {}),
    onSubmit: (values, helpers) => {
      const request = toRequest(values);
      return request ? submit(request, helpers) : undefined;
    },
  });
  return (
    <form id={formId} noValidate onSubmit={formik.handleSubmit}>
      <CodeFields formik={formik} withCode={withCode} />
    </form>
  );
}

const valuesOf = (code: AccessCode): CodeValues => ({
  code: code.code,
  type: code.type,
  start_date: code.start_date ?? '',
  end_date: code.end_date ?? '',
  concurrent_sessions: String(code.concurrent_sessions),
});

function SessionsDialog({ code, itemId, readOnly }: { code: AccessCode | undefined; itemId: number; readOnly: boolean }) {
  const dispatch = useDispatch();
  const { close, isOpen } = useModal(SESSIONS_MODAL);
  const key = String(code?.id ?? 0);
  const load = useRequest(fetchSessions, key);
  useEffect(() => {
    if (isOpen && code) dispatch(fetchSessions.request({ codeId: code.id }));
  }, [dispatch, isOpen, code]);
  const columns: Column<CodeSession>[] = [
    { key: 'fingerprint', header: CODES_UI.sessionColumns.fingerprint, render: (row) => row.browser_fingerprint },
    { key: 'ip', header: CODES_UI.sessionColumns.ip, render: (row) => row.ip_address },
    { key: 'device', header: CODES_UI.sessionColumns.device, render: (row) => row.user_agent },
    { key: 'started', header: CODES_UI.sessionColumns.started, render: (row) => formatTableDate(row.created_at) },
    { key: 'seen', header: CODES_UI.sessionColumns.lastSeen, render: (row) => formatTableDate(row.last_seen_at) },
  ];
  if (!readOnly && code) {
    columns.push({
      key: 'actions',
      header: CODES_UI.sessionColumns.actions,
      render: (row) => (
        <Button
          $variant="link"
          aria-label={CODES_UI.terminateSession(row.browser_fingerprint)}
          onClick={() => dispatch(terminateSession.request({ codeId: code.id, browserFingerprint: row.browser_fingerprint, itemId }))}
        >
          {CODES_UI.terminate}
        </Button>
      ),
    });
  }
  return (
    <Modal
      id={SESSIONS_MODAL}
      title={code ? CODES_UI.sessionsTitle(code.code) : CODES_UI.sessions}
      footer={
        <Button $variant="secondary" onClick={close}>
          {CODES_UI.close}
        </Button>
      }
    >
      <LoadState state={load} ready={load.data !== undefined} onRetry={() => code && dispatch(fetchSessions.request({ codeId: code.id }))}>
        <Table caption={CODES_UI.sessions} columns={columns} rows={load.data ?? []} rowKey={(row) => row.browser_fingerprint} emptyText={CODES_UI.noSessions} />
      </LoadState>
    </Modal>
  );
}

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
function BulkUpload({ itemId }: { itemId: number }) {
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
function CodesReports({ itemId }: { itemId: number }) {
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

/**
 * The asset's access codes (catalogue 7.4): the list (10 a page, searchable by code), create, edit one, edit all,
 * a code's sessions with terminate, and the bulk upload whose outcome arrives over realtime.
 */
export function AccessCodesTab({ itemId, readOnly }: { itemId: number; readOnly: boolean }) {
  const { isDisabled } = useCan();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<AccessCode | undefined>();
  const request = useMemo(() => ({ itemId, page, limit: ACCESS_CODES_PAGE_SIZE, ...(search ? { code: search } : {}) }), [itemId, page, search]);
  const { load, rows, total, retry } = usePagedRead(fetchCodes, request);
  const create = useModal(CREATE_MODAL);
  const edit = useModal(EDIT_MODAL);
  const editAll = useModal(EDIT_ALL_MODAL);
  const sessions = useModal(SESSIONS_MODAL);

  // A bulk upload's outcome: its codes and refused rows are read again.
  useEffect(() => {
    const refreshes = (['bulk.access.codes.succeed', 'bulk.access.codes.failed'] as const).flatMap((type) => [
      registerRealtimeRefresh(type, (message) => (message.resource.item_id === itemId ? fetchCodes.request({ itemId, page: 1, limit: ACCESS_CODES_PAGE_SIZE }) : null)),
      registerRealtimeRefresh(type, (message) => (message.resource.item_id === itemId ? fetchFailedFiles.request({}) : null)),
    ]);
    return () => refreshes.forEach((unregister) => unregister());
  }, [itemId]);

  const columns: Column<AccessCode>[] = [
    { key: 'code', header: CODES_UI.columns.code, render: (code) => code.code },
    { key: 'type', header: CODES_UI.columns.type, render: (code) => CODES_UI.types[code.type] },
    { key: 'starts', header: CODES_UI.columns.starts, render: (code) => code.start_date ?? CODES_UI.anyTime },
    { key: 'ends', header: CODES_UI.columns.ends, render: (code) => code.end_date ?? CODES_UI.anyTime },
    { key: 'sessions', header: CODES_UI.columns.sessions, render: (code) => String(code.concurrent_sessions) },
    { key: 'inUse', header: CODES_UI.columns.inUse, render: (code) => String(code.in_use) },
    {
      key: 'actions',
      header: CODES_UI.columns.actions,
      render: (code) => (
        <>
          {!readOnly && (
            <Button
              $variant="link"
              aria-label={CODES_UI.editCode(code.code)}
              onClick={() => {
                setChosen(code);
                edit.open();
              }}
            >
              {CODES_UI.edit}
            </Button>
          )}{' '}
          <Button
            $variant="link"
            aria-label={CODES_UI.sessionsOf(code.code)}
            onClick={() => {
              setChosen(code);
              sessions.open();
            }}
          >
            {CODES_UI.sessions}
          </Button>
        </>
      ),
    },
  ];

  return (
    <section aria-label={CODES_UI.title}>
      <h2>{CODES_UI.title}</h2>
      {readOnly && <p>{CODES_UI.readOnly}</p>}
      <ListToolbar>
        <form
          role="search"
          aria-label={CODES_UI.searchForm}
          onSubmit={(event) => {
            event.preventDefault();
            setPage(1);
            setSearch(typed.trim());
          }}
        >
          <Row>
            <TextField name="code-search" label={CODES_UI.search} value={typed} onChange={(event) => setTyped(event.target.value)} />
            <Button type="submit" $variant="secondary">
              {CODES_UI.searchButton}
            </Button>
          </Row>
        </form>
        {!readOnly && (
          <Row>
            <Button onClick={create.open}>{CODES_UI.newCode}</Button>
            <Button $variant="secondary" onClick={editAll.open} disabled={total === 0}>
              {CODES_UI.editAll}
            </Button>
          </Row>
        )}
      </ListToolbar>
      <LoadState state={load} ready={rows !== undefined} onRetry={retry}>
        <Table caption={CODES_UI.title} columns={columns} rows={rows ?? []} rowKey={(code) => code.id} emptyText={TABLES.noEntries(CODES_UI.entries)} />
        <ListPager total={total} page={page} size={ACCESS_CODES_PAGE_SIZE} entries={CODES_UI.entries} onPage={setPage} />
      </LoadState>
      {!readOnly && (
        <>
          <FormDialog id={CREATE_MODAL} title={CODES_UI.createTitle} submitLabel={CODES_UI.create} cancelLabel={CODES_UI.cancel} endpoint={createCode}>
            {({ formId, close }) => (
              <CodeForm
                formId={formId}
                endpoint={createCode}
                initialValues={{ ...EMPTY, type: 'passcode', concurrent_sessions: '1' }}
                required
                toRequest={(values) => ({ item_id: String(itemId), ...filledFields(values), code: values.code.trim(), type: values.type || 'passcode' })}
                onDone={() => {
                  close();
                  setPage(1);
                  setSearch('');
                  setTyped('');
                }}
              />
            )}
          </FormDialog>
          <FormDialog id={EDIT_MODAL} title={chosen ? CODES_UI.editTitle(chosen.code) : CODES_UI.edit} submitLabel={CODES_UI.save} cancelLabel={CODES_UI.cancel} endpoint={updateCode}>
            {({ formId, close }) =>
              chosen && (
                <CodeForm
                  key={chosen.id}
                  formId={formId}
                  endpoint={updateCode}
                  initialValues={valuesOf(chosen)}
                  required={false}
                  toRequest={(values) => ({ codeId: chosen.id, ...filledFields(values) })}
                  onDone={close}
                />
              )
            }
          </FormDialog>
          <FormDialog id={EDIT_ALL_MODAL} title={CODES_UI.editAllTitle} submitLabel={CODES_UI.save} cancelLabel={CODES_UI.cancel} endpoint={updateAllCodes}>
            {({ formId, close }) => (
              <>
                <p>{CODES_UI.editAllHint}</p>
                <CodeForm
                  formId={formId}
                  endpoint={updateAllCodes}
                  initialValues={EMPTY}
                  required={false}
                  withCode={false}
                  toRequest={(values) => {
                    const { code: _code, ...fields } = filledFields(values);
                    return { itemId, ...(fields as BulkCodesBody) };
                  }}
                  onDone={close}
                />
              </>
            )}
          </FormDialog>
          <BulkUpload itemId={itemId} />
        </>
      )}
      {!isDisabled('allReports') && <CodesReports itemId={itemId} />}
      <SessionsDialog code={chosen} itemId={itemId} readOnly={readOnly} />
    </section>
  );
}

