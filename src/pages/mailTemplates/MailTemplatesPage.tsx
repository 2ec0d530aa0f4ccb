import { useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import type { MailTemplate, MailTemplatesRequest } from '../../api/mailTemplates';
import { Button } from '../../components/Button';
import { Callout } from '../../components/Callout';
import { ConfirmDialog, useConfirmFor } from '../../components/ConfirmDialog';
import { FormDialog } from '../../components/FormDialog';
import { ListToolbar } from '../../components/list/ListLayout';
import { ListPager } from '../../components/list/ListPager';
import { LoadState } from '../../components/list/LoadState';
import { useListQuery, type ListDefaults } from '../../components/list/useListQuery';
import { useModal } from '../../components/Modal';
import { useRowDialog } from '../../components/useRowDialog';
import { Table, type Column } from '../../components/Table';
import { MAIL_TEMPLATES_UI } from '../../constants/messages/mailTemplates';
import { utcTableDate } from '../../constants/payments';
import { MAIL_TEMPLATES_PAGE_SIZE } from '../../contracts/values';
import { selectAccount } from '../../ducks/auth/selectors';
import { createMailTemplate, deleteMailTemplate, fetchMailTemplates, setMailTemplatesActive, updateMailTemplate } from '../../ducks/mailTemplates';
import { useRequest } from '../../ducks/requests/hooks';
import { usePagedRead } from '../../ducks/requests/readHooks';
import { hasEmailInheritance } from '../../permissions/model';
import { usePermissionContext } from '../../routes/useCan';
import { MailTemplateForm } from './MailTemplateForm';

const DEFAULTS: ListDefaults = { size: MAIL_TEMPLATES_PAGE_SIZE, field: '' };
const CREATE_MODAL = 'mail-template-create';
const EDIT_MODAL = 'mail-template-edit';
const REMOVE_MODAL = 'mail-template-remove';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/**
 * /emailtemplates (opened in a new tab from the side nav; feature EmailTemplatesEditor): the merchant's mail
 * templates 15 a page, added and edited with a preview of the mail, deleted after confirming, and switched on or off
 * several at a time. A follower sharing its master's templates sees them read-only.
 */
export default function MailTemplatesPage() {
  const dispatch = useDispatch();
  const account = useSelector(selectAccount);
  const merchantId = account?.merchant_id ?? 0;
  const { query, update } = useListQuery(DEFAULTS);
  const request = useMemo((): MailTemplatesRequest => ({ page: query.page, size: MAIL_TEMPLATES_PAGE_SIZE }), [query.page]);
  const { load, rows, total, retry } = usePagedRead(fetchMailTemplates, request);
  // The sandbox's rule too: a follower with the email_inheritance scope reads its master's templates.
  const inherited = hasEmailInheritance(usePermissionContext());
  const createDialog = useModal(CREATE_MODAL);
  const editDialog = useRowDialog<MailTemplate>(EDIT_MODAL);
  const editing = editDialog.row;
  const removal = useConfirmFor<MailTemplate>(REMOVE_MODAL, (row) => dispatch(deleteMailTemplate.request({ id: row.id })));
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const switching = useRequest(setMailTemplatesActive).status === 'pending';
  // Only rows on the screen can be chosen: a new page or a reload drops choices that left it.
  const chosen = (rows ?? []).filter((row) => selected.has(row.id)).map((row) => row.id);

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const switchChosen = (active: boolean) => {
    dispatch(setMailTemplatesActive.request({ merchantId, ids: chosen, active }));
    setSelected(new Set());
  };

  const columns: readonly Column<MailTemplate>[] = [
    ...(inherited
      ? []
      : [
          {
            key: 'select',
            header: MAIL_TEMPLATES_UI.columns.select,
            render: (row: MailTemplate) => (
              <input type="checkbox" aria-label={MAIL_TEMPLATES_UI.selectOf(row.subject)} checked={selected.has(row.id)} onChange={(event) => toggle(row.id, event.target.checked)} />
            ),
          },
        ]),
    { key: 'mail', header: MAIL_TEMPLATES_UI.columns.mail, render: (row) => MAIL_TEMPLATES_UI.names[row.template_name] },
    { key: 'from', header: MAIL_TEMPLATES_UI.columns.from, render: (row) => `${row.email_name} <${row.from_email}>` },
    { key: 'subject', header: MAIL_TEMPLATES_UI.columns.subject, render: (row) => row.subject },
    { key: 'transport', header: MAIL_TEMPLATES_UI.columns.transport, render: (row) => `${MAIL_TEMPLATES_UI.transports[row.transport]} (${row.domain})` },
    { key: 'status', header: MAIL_TEMPLATES_UI.columns.status, render: (row) => (row.active ? MAIL_TEMPLATES_UI.active : MAIL_TEMPLATES_UI.inactive) },
    { key: 'updated', header: MAIL_TEMPLATES_UI.columns.updated, render: (row) => utcTableDate(row.updated_at) },
    ...(inherited
      ? []
      : [
          {
            key: 'actions',
            header: MAIL_TEMPLATES_UI.columns.actions,
            render: (row: MailTemplate) => (
              <Actions>
                <Button
                  $variant="link"
                  aria-label={MAIL_TEMPLATES_UI.editOf(row.subject)}
                  onClick={() => editDialog.openFor(row)}
                >
                  {MAIL_TEMPLATES_UI.edit}
                </Button>
                <Button
                  $variant="link"
                  aria-label={MAIL_TEMPLATES_UI.removeOf(row.subject)}
                  onClick={() => removal.ask(row)}
                >
                  {MAIL_TEMPLATES_UI.remove}
                </Button>
              </Actions>
            ),
          },
        ]),
  ];

  return (
    <section>
      <h1>{MAIL_TEMPLATES_UI.title}</h1>
      <p>{MAIL_TEMPLATES_UI.intro}</p>
      {inherited && <Callout>{MAIL_TEMPLATES_UI.inherited}</Callout>}
      {!inherited && (
        <ListToolbar>
          <Button onClick={createDialog.open}>{MAIL_TEMPLATES_UI.add}</Button>
          <div>
            <span aria-live="polite">{chosen.length > 0 ? MAIL_TEMPLATES_UI.selected(chosen.length) : ''}</span>
            <Button $variant="secondary" disabled={chosen.length === 0 || switching} onClick={() => switchChosen(true)}>
              {MAIL_TEMPLATES_UI.switchOn}
            </Button>
            <Button $variant="secondary" disabled={chosen.length === 0 || switching} onClick={() => switchChosen(false)}>
              {MAIL_TEMPLATES_UI.switchOff}
            </Button>
          </div>
        </ListToolbar>
      )}
      <LoadState state={load} ready={rows !== undefined} onRetry={retry} failure={MAIL_TEMPLATES_UI.loadFailed}>
        <Table caption={MAIL_TEMPLATES_UI.caption} columns={columns} rows={rows ?? []} rowKey={(row) => row.id} emptyText={MAIL_TEMPLATES_UI.none} />
        <ListPager total={total} page={query.page} size={MAIL_TEMPLATES_PAGE_SIZE} entries={MAIL_TEMPLATES_UI.entries} onPage={(next) => update({ page: next })} />
      </LoadState>
      {createDialog.isOpen && (
        <FormDialog id={CREATE_MODAL} title={MAIL_TEMPLATES_UI.createTitle} submitLabel={MAIL_TEMPLATES_UI.save} cancelLabel={MAIL_TEMPLATES_UI.cancel} endpoint={createMailTemplate}>
          {({ formId, close }) => <MailTemplateForm formId={formId} merchantId={merchantId} onDone={close} />}
        </FormDialog>
      )}
      {editDialog.isOpen && editing && (
        <FormDialog id={EDIT_MODAL} title={MAIL_TEMPLATES_UI.editTitle} submitLabel={MAIL_TEMPLATES_UI.save} cancelLabel={MAIL_TEMPLATES_UI.cancel} endpoint={updateMailTemplate}>
          {({ formId, close }) => <MailTemplateForm formId={formId} merchantId={merchantId} template={editing} onDone={close} />}
        </FormDialog>
      )}
      <ConfirmDialog {...removal.dialogProps} message={removal.target ? MAIL_TEMPLATES_UI.confirmRemove(removal.target.subject) : undefined} confirmLabel={MAIL_TEMPLATES_UI.confirmRemoveYes} />
    </section>
  );
}
