import { useMemo, useState } from 'react';
import type { AccessCode } from '../../api/accessCodes';
import { Button } from '../../components/Button';
import { TextField } from '../../components/form';
import { FormDialog } from '../../components/FormDialog';
import { ListToolbar } from '../../components/list/ListLayout';
import { ListPager } from '../../components/list/ListPager';
import { LoadState } from '../../components/list/LoadState';
import { useModal } from '../../components/Modal';
import { Table, type Column } from '../../components/Table';
import type { BulkCodesBody } from '../../contracts/accessCodes';
import { ACCESS_CODES_PAGE_SIZE } from '../../contracts/values';
import { CODES_UI } from '../../constants/messages/accessCodes';
import { TABLES } from '../../constants/messages/lists';
import { createCode, fetchCodes, updateAllCodes, updateCode } from '../../ducks/accessCodes';
import { usePagedRead } from '../../ducks/requests/readHooks';
import { useCan } from '../../routes/useCan';
import { CodeForm, EMPTY_CODE, filledFields, valuesOf } from './accessCodes/CodeForm';
import { BulkUpload, CodesReports } from './accessCodes/CodeFiles';
import { SESSIONS_MODAL, SessionsDialog } from './accessCodes/SessionsDialog';
import { Row } from '../../components/files/FileImport';
import { tableDateOfText } from '../../constants/payments';

const CREATE_MODAL = 'create-access-code';
const EDIT_MODAL = 'edit-access-code';
const EDIT_ALL_MODAL = 'edit-all-access-codes';

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

  // A bulk upload's outcome (realtime) invalidates this item's codes and the refused rows: the page on screen is read again.

  const columns: Column<AccessCode>[] = [
    { key: 'code', header: CODES_UI.columns.code, render: (code) => code.code },
    { key: 'type', header: CODES_UI.columns.type, render: (code) => CODES_UI.types[code.type] },
    { key: 'starts', header: CODES_UI.columns.starts, render: (code) => (code.start_date ? tableDateOfText(code.start_date) : CODES_UI.anyTime) },
    { key: 'ends', header: CODES_UI.columns.ends, render: (code) => (code.end_date ? tableDateOfText(code.end_date) : CODES_UI.anyTime) },
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
                initialValues={{ ...EMPTY_CODE, type: 'passcode', concurrent_sessions: '1' }}
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
                  initialValues={EMPTY_CODE}
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

