import { useDispatch } from 'react-redux';
import type { MerchantPaymentMethod, PaymentMethodsAnswer } from '../../api/billing';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Facts } from '../../components/Facts';
import { Modal, useModal } from '../../components/Modal';
import { SectionPanel } from '../../components/SectionPanel';
import { BILLING, BILLING_UI } from '../../constants/messages/billing';
import { disconnectStripe, requestStripeConnect, stripeAuthorizeUrl } from '../../ducks/billing';
import { useRequest } from '../../ducks/requests/hooks';

const DISCONNECT_MODAL = 'billing-stripe-disconnect';
export const STRIPE_SETTINGS_MODAL = 'billing-stripe-settings';

/** The Stripe row whose account a disconnect names: the one carrying the connected account. */
const connectedRow = (answer: PaymentMethodsAnswer): MerchantPaymentMethod | undefined =>
  answer.collection.find((row) => row.paymentProvider.name === 'Stripe' && row.metadata.stripeUserId);

/**
 * Stripe Connect (feature StripeConnectIntegration): request it, then, once platform staff approved, connect the
 * merchant's own Stripe account through Stripe's OAuth page (the sandbox's stand-in in the sandbox), and disconnect it.
 */
export function StripeConnectPanel({ answer, editable }: { answer: PaymentMethodsAnswer; editable: boolean }) {
  const dispatch = useDispatch();
  const { status, account_id: accountId, client_id: clientId } = answer.stripe_connect;
  const requesting = useRequest(requestStripeConnect).status === 'pending';
  const disconnecting = useRequest(disconnectStripe).status === 'pending';
  const confirm = useModal(DISCONNECT_MODAL);
  const row = connectedRow(answer);
  return (
    <SectionPanel aria-labelledby="stripe-connect-title">
      <h2 id="stripe-connect-title">{BILLING_UI.stripeTitle}</h2>
      <p>{BILLING_UI.stripeIntro}</p>
      <p>{accountId ? BILLING_UI.connectedAs(accountId) : BILLING_UI.stripeStatus[status]}</p>
      {editable && (status === 'none' || status === 'declined') && (
        <Button disabled={requesting} onClick={() => dispatch(requestStripeConnect.request())}>
          {BILLING_UI.requestConnect}
        </Button>
      )}
      {editable && status === 'approved' && !accountId && <Button onClick={() => window.location.assign(stripeAuthorizeUrl(clientId))}>{BILLING_UI.connectStripe}</Button>}
      {editable && row && (
        <Button $variant="danger" disabled={disconnecting} onClick={confirm.open}>
          {BILLING_UI.disconnectStripe}
        </Button>
      )}
      <ConfirmDialog
        id={DISCONNECT_MODAL}
        message={BILLING_UI.confirmDisconnect}
        confirmLabel={BILLING_UI.disconnectStripe}
        onConfirm={() => {
          if (row) dispatch(disconnectStripe.request({ accountPaymentProviderId: row.accountPaymentProviderId }));
        }}
      />
    </SectionPanel>
  );
}

/** 'Stripe settings' of a row (spec: stripe or Ideal rows only): read-only. */
export function StripeSettingsDialog({ row }: { row: MerchantPaymentMethod }) {
  const { close } = useModal(STRIPE_SETTINGS_MODAL);
  return (
    <Modal
      id={STRIPE_SETTINGS_MODAL}
      title={BILLING_UI.stripeSettingsTitle(row.paymentMethod.name)}
      footer={
        <Button $variant="secondary" onClick={close}>
          {BILLING_UI.close}
        </Button>
      }
    >
      <Facts>
        <dt>{BILLING.gateway}</dt>
        <dd>{row.paymentProvider.name}</dd>
        <dt>{BILLING_UI.stripeAccount}</dt>
        <dd>{row.metadata.stripeUserId ?? BILLING_UI.notSetValue}</dd>
        <dt>{BILLING_UI.accountUsed}</dt>
        <dd>{row.external ? BILLING_UI.ownAccount : BILLING_UI.platformAccount}</dd>
        <dt>{BILLING_UI.descriptor}</dt>
        <dd>{row.metadata.descriptor ?? BILLING_UI.notSetValue}</dd>
      </Facts>
    </Modal>
  );
}
