import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router-dom';
import type { Webhook } from '../../api/webhooks';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormDialog } from '../../components/FormDialog';
import { LoadState } from '../../components/list/LoadState';
import { useModal } from '../../components/Modal';
import { Table, type Column } from '../../components/Table';
import { WEBHOOKS_UI } from '../../constants/messages/webhooks';
import { utcTableDate } from '../../constants/payments';
import { createWebhook, deleteAllWebhooks, deleteWebhook, updateWebhook } from '../../ducks/webhooks';
import { useWebhooksRead } from '../../ducks/webhooks/useWebhooksRead';
import { PATHS } from '../../routes/paths';
import { Actions, AddWebhookForm, EditWebhookForm, RowActions } from './WebhookForm';

const ADD_MODAL = 'webhook-add';
const EDIT_MODAL = 'webhook-edit';
const DELETE_MODAL = 'webhook-delete';
const DELETE_ALL_MODAL = 'webhooks-delete-all';

/**
 * /webhooks (spec section 2; catalogue 7.13): the merchant's webhooks with their events, created and edited in a
 * dialog, deleted one by one or all at once after confirming; each endpoint leads to its delivery log.
 */
export default function WebhooksPage() {
  const { view, retry, labels } = useWebhooksRead();
  const hooks = view.data?.hooks;
  const dispatch = useDispatch();
  const addDialog = useModal(ADD_MODAL);
  const editDialog = useModal(EDIT_MODAL);
  const deleteDialog = useModal(DELETE_MODAL);
  const deleteAllDialog = useModal(DELETE_ALL_MODAL);
  const [editing, setEditing] = useState<Webhook | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);

  const columns: readonly Column<Webhook>[] = [
    { key: 'endpoint', header: WEBHOOKS_UI.columns.endpoint, render: (row) => <Link to={PATHS.webhookDetails(row.id)} aria-label={WEBHOOKS_UI.logOf(row.uri)}>{row.uri}</Link> },
    { key: 'events', header: WEBHOOKS_UI.columns.events, render: (row) => row.events.map((event) => labels[event]).join(', ') },
    { key: 'created', header: WEBHOOKS_UI.columns.created, render: (row) => utcTableDate(row.created_at) },
    { key: 'updated', header: WEBHOOKS_UI.columns.updated, render: (row) => utcTableDate(row.updated_at) },
    {
      key: 'actions',
      header: WEBHOOKS_UI.columns.actions,
      render: (row) => (
        <RowActions>
          <Button
            $variant="link"
            aria-label={WEBHOOKS_UI.editOf(row.uri)}
            onClick={() => {
              setEditing(row);
              editDialog.open();
            }}
          >
            {WEBHOOKS_UI.edit}
          </Button>
          <Button
            $variant="link"
            aria-label={WEBHOOKS_UI.removeOf(row.uri)}
            onClick={() => {
              setDeleting(row);
              deleteDialog.open();
            }}
          >
            {WEBHOOKS_UI.remove}
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <section>
      <h1>{WEBHOOKS_UI.title}</h1>
      <p>{WEBHOOKS_UI.intro}</p>
      <Actions>
        <Button onClick={addDialog.open}>{WEBHOOKS_UI.add}</Button>
        <Button $variant="danger" disabled={!hooks || hooks.length === 0} onClick={deleteAllDialog.open}>
          {WEBHOOKS_UI.deleteAll}
        </Button>
      </Actions>
      <LoadState state={view} ready={hooks !== undefined} onRetry={retry} failure={WEBHOOKS_UI.loadFailed}>
        <Table caption={WEBHOOKS_UI.title} columns={columns} rows={hooks ?? []} rowKey={(row) => row.id} emptyText={WEBHOOKS_UI.none} />
      </LoadState>
      {addDialog.isOpen && (
        <FormDialog id={ADD_MODAL} title={WEBHOOKS_UI.addTitle} submitLabel={WEBHOOKS_UI.save} cancelLabel={WEBHOOKS_UI.cancel} endpoint={createWebhook}>
          {({ formId, close }) => <AddWebhookForm formId={formId} labels={labels} onDone={close} />}
        </FormDialog>
      )}
      {editDialog.isOpen && editing && (
        <FormDialog id={EDIT_MODAL} title={WEBHOOKS_UI.editTitle} submitLabel={WEBHOOKS_UI.save} cancelLabel={WEBHOOKS_UI.cancel} endpoint={updateWebhook}>
          {({ formId, close }) => <EditWebhookForm formId={formId} webhook={editing} labels={labels} onDone={close} />}
        </FormDialog>
      )}
      <ConfirmDialog
        id={DELETE_MODAL}
        message={deleting ? WEBHOOKS_UI.confirmDelete(deleting.uri) : undefined}
        onConfirm={() => {
          if (deleting) dispatch(deleteWebhook.request({ id: deleting.id }));
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
      <ConfirmDialog id={DELETE_ALL_MODAL} message={WEBHOOKS_UI.confirmDeleteAll} onConfirm={() => dispatch(deleteAllWebhooks.request())} />
    </section>
  );
}
