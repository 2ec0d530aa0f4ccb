import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Facts } from '../../components/Facts';
import { FormDialog } from '../../components/FormDialog';
import { LoadState } from '../../components/list/LoadState';
import { useModal } from '../../components/Modal';
import NotFound from '../../components/NotFound';
import { WEBHOOKS_UI } from '../../constants/messages/webhooks';
import { utcTableDate } from '../../constants/payments';
import { useStoredRead } from '../../ducks/requests/readHooks';
import { deleteWebhook, fetchWebhook, sendWebhookTest, updateWebhook } from '../../ducks/webhooks';
import { useWebhooksRead } from '../../ducks/webhooks/useWebhooksRead';
import { PATHS } from '../../routes/paths';
import { DeliveryLog } from './DeliveryLog';
import { Actions, EditWebhookForm } from './WebhookForm';

const EDIT_MODAL = 'webhook-edit';
const DELETE_MODAL = 'webhook-delete';

/**
 * /webhooks/edit/{id}: one webhook (catalogue 7.13 GET by id; a failure is silent), its secret to verify deliveries
 * with, edit, delete, "Send test event", and its delivery log.
 */
export default function WebhookPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { labels } = useWebhooksRead(false);
  const { view, retry } = useStoredRead(fetchWebhook, useMemo(() => ({ id }), [id]), valid);
  const webhook = view.data;
  const dispatch = useDispatch();
  const editDialog = useModal(EDIT_MODAL);
  const deleteDialog = useModal(DELETE_MODAL);
  if (!valid || view.error?.status === 404) return <NotFound />;

  return (
    <section>
      <p>
        <Link to={PATHS.webhooks}>{WEBHOOKS_UI.back}</Link>
      </p>
      <h1>{webhook ? webhook.uri : WEBHOOKS_UI.logTitle}</h1>
      <LoadState state={view} ready={webhook !== undefined} onRetry={retry} failure={WEBHOOKS_UI.detailsLoadFailed}>
        {webhook && (
          <>
            <Facts>
              <dt>{WEBHOOKS_UI.endpoint}</dt>
              <dd>{webhook.uri}</dd>
              <dt>{WEBHOOKS_UI.events}</dt>
              <dd>{webhook.events.map((event) => labels[event]).join(', ')}</dd>
              <dt>{WEBHOOKS_UI.columns.secret}</dt>
              <dd>
                <code>{webhook.secret_token}</code>
                <div>{WEBHOOKS_UI.secretHint}</div>
              </dd>
              <dt>{WEBHOOKS_UI.columns.created}</dt>
              <dd>{utcTableDate(webhook.created_at)}</dd>
              <dt>{WEBHOOKS_UI.columns.updated}</dt>
              <dd>{utcTableDate(webhook.updated_at)}</dd>
            </Facts>
            <Actions>
              <Button onClick={() => dispatch(sendWebhookTest.request({ webhookId: webhook.id }))}>{WEBHOOKS_UI.sendTest}</Button>
              <Button $variant="secondary" onClick={editDialog.open}>
                {WEBHOOKS_UI.edit}
              </Button>
              <Button $variant="danger" onClick={deleteDialog.open}>
                {WEBHOOKS_UI.remove}
              </Button>
            </Actions>
            <DeliveryLog webhookId={webhook.id} labels={labels} />
            {editDialog.isOpen && (
              <FormDialog id={EDIT_MODAL} title={WEBHOOKS_UI.editTitle} submitLabel={WEBHOOKS_UI.save} cancelLabel={WEBHOOKS_UI.cancel} endpoint={updateWebhook}>
                {({ formId, close }) => <EditWebhookForm formId={formId} webhook={webhook} labels={labels} onDone={close} />}
              </FormDialog>
            )}
            <ConfirmDialog id={DELETE_MODAL} message={WEBHOOKS_UI.confirmDelete(webhook.uri)} onConfirm={() => dispatch(deleteWebhook.request({ id: webhook.id }))} />
          </>
        )}
      </LoadState>
    </section>
  );
}
