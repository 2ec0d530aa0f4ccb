import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import * as yup from 'yup';
import type { MailingListRecord, MailingListRequest } from '../../../api/adminReports';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Checkbox, SelectField, TextField, useSubmit } from '../../../components/form';
import { FormDialog } from '../../../components/FormDialog';
import { ListToolbar } from '../../../components/list/ListLayout';
import { ListPager } from '../../../components/list/ListPager';
import { LoadState } from '../../../components/list/LoadState';
import { SearchFilter } from '../../../components/list/SearchFilter';
import { useListQuery, type ListDefaults } from '../../../components/list/useListQuery';
import { useModal } from '../../../components/Modal';
import { Table, type Column } from '../../../components/Table';
import { MAILING_LIST_UI } from '../../../constants/messages/adminReports';
import { utcTableDate } from '../../../constants/payments';
import { BLACKLISTED_VALUES, MAILING_LIST_PAGE_SIZE } from '../../../contracts/values';
import { addMailingListItem, fetchMailingList, setMailingListStatus } from '../../../ducks/adminReports';
import { usePagedRead } from '../../../ducks/requests/readHooks';
import { fieldProps } from '../../public/shared/forms';

const DEFAULTS: ListDefaults = { size: MAILING_LIST_PAGE_SIZE, field: 'email' };
const SEARCH_FIELDS = [{ value: 'email', label: MAILING_LIST_UI.searchFields.email }];
const STATUS_OPTIONS = [{ value: '', label: MAILING_LIST_UI.statuses.all }, ...BLACKLISTED_VALUES.map((value) => ({ value, label: MAILING_LIST_UI.statuses[value] }))];
const ADD_MODAL = 'mailing-list-add';
const CONFIRM_MODAL = 'mailing-list-confirm';

function AddItemForm({ formId, onDone }: { formId: string; onDone: () => void }) {
  const { submit } = useSubmit(addMailingListItem, { onSuccess: onDone });
  const formik = useFormik({
    initialValues: { email: '', blacklisted: true },
    validationSchema: yup.object({ email: yup.string().trim().required(MAILING_LIST_UI.emailRequired).email(MAILING_LIST_UI.emailInvalid) }),
    onSubmit: ({ email, blacklisted }, helpers) => submit({ email: email.trim(), blacklisted: blacklisted ? 'true' : 'false' }, helpers),
  });
  return (
    <form id={formId} noValidate onSubmit={formik.handleSubmit}>
      <TextField label={MAILING_LIST_UI.email} type="email" autoComplete="off" {...fieldProps(formik, 'email')} />
      <Checkbox name="blacklisted" label={MAILING_LIST_UI.blacklistedField} checked={formik.values.blacklisted} onChange={formik.handleChange} />
    </form>
  );
}

/**
 * /admin/mailing-list: the platform's blacklisted and whitelisted e-mails, searched by e-mail and filtered by status
 * (both and the page in the URL), 15 a page. Adding one, or blacklisting or whitelisting a row after confirming,
 * brings the list back to page 1.
 */
export default function MailingListPage() {
  const { query, update } = useListQuery(DEFAULTS);
  const request = useMemo((): MailingListRequest => {
    const email = query.keyword.trim();
    return { page: query.page, limit: query.size, ...(query.status ? { blacklisted: query.status as MailingListRequest['blacklisted'] } : {}), ...(email ? { email } : {}) };
  }, [query]);
  const { load, rows, total, retry } = usePagedRead(fetchMailingList, request);
  const addDialog = useModal(ADD_MODAL);
  const confirm = useModal(CONFIRM_MODAL);
  const [toggling, setToggling] = useState<MailingListRecord | null>(null);
  // Spec: after any change the list is back on page 1 (the change itself invalidates what is on screen).
  const firstPage = () => update({ page: 1 });

  const ask = (record: MailingListRecord) => {
    setToggling(record);
    confirm.open();
  };
  const { submit: submitToggle } = useSubmit(setMailingListStatus, { onSuccess: firstPage });
  const toggle = () => {
    if (!toggling) return;
    void submitToggle({ email: toggling.email, blacklisted: toggling.blacklisted ? 'false' : 'true' });
    setToggling(null);
  };

  const columns: readonly Column<MailingListRecord>[] = [
    { key: 'email', header: MAILING_LIST_UI.columns.email, render: (record) => record.email },
    { key: 'status', header: MAILING_LIST_UI.columns.status, render: (record) => MAILING_LIST_UI.statuses[record.blacklisted ? 'true' : 'false'] },
    { key: 'updatedAt', header: MAILING_LIST_UI.columns.updatedAt, render: (record) => utcTableDate(record.updated_at) },
    {
      key: 'actions',
      header: MAILING_LIST_UI.columns.actions,
      render: (record) => (
        <Button $variant="link" aria-label={record.blacklisted ? MAILING_LIST_UI.whitelistOf(record.email) : MAILING_LIST_UI.blacklistOf(record.email)} onClick={() => ask(record)}>
          {record.blacklisted ? MAILING_LIST_UI.whitelist : MAILING_LIST_UI.blacklist}
        </Button>
      ),
    },
  ];

  return (
    <section>
      <h1>{MAILING_LIST_UI.title}</h1>
      <ListToolbar>
        <SearchFilter fields={SEARCH_FIELDS} field={query.field} keyword={query.keyword} onSearch={(search) => update(search)} />
        <SelectField name="mailing-list-status" label={MAILING_LIST_UI.status} options={STATUS_OPTIONS} value={query.status} onChange={(event) => update({ status: event.target.value })} />
        <div>
          <Button onClick={addDialog.open}>{MAILING_LIST_UI.addItem}</Button>
        </div>
      </ListToolbar>
      <LoadState state={load} ready={rows !== undefined} onRetry={retry} failure={MAILING_LIST_UI.loadFailed}>
        <Table caption={MAILING_LIST_UI.title} columns={columns} rows={rows ?? []} rowKey={(record) => record.id} emptyText={MAILING_LIST_UI.noRecords} />
        <ListPager total={total} page={query.page} size={query.size} entries={MAILING_LIST_UI.entries} onPage={(page) => update({ page })} />
      </LoadState>
      {addDialog.isOpen && (
        <FormDialog id={ADD_MODAL} title={MAILING_LIST_UI.addTitle} submitLabel={MAILING_LIST_UI.save} cancelLabel={MAILING_LIST_UI.cancel} endpoint={addMailingListItem}>
          {({ formId, close }) => (
            <AddItemForm
              formId={formId}
              onDone={() => {
                close();
                firstPage();
              }}
            />
          )}
        </FormDialog>
      )}
      <ConfirmDialog
        id={CONFIRM_MODAL}
        message={toggling ? (toggling.blacklisted ? MAILING_LIST_UI.confirmWhitelist(toggling.email) : MAILING_LIST_UI.confirmBlacklist(toggling.email)) : undefined}
        confirmLabel={MAILING_LIST_UI.confirmYes}
        onConfirm={toggle}
        onCancel={() => setToggling(null)}
      />
    </section>
  );
}
