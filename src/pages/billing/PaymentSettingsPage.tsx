import { useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import type { MerchantPaymentMethod, MerchantScope, PaymentMethodsAnswer } from '../../api/billing';
import { Button } from '../../components/Button';
import { Callout } from '../../components/Callout';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadState } from '../../components/list/LoadState';
import { Modal, useModal } from '../../components/Modal';
import { Pill } from '../../components/Pill';
import { Table, type Column } from '../../components/Table';
import type { FeatureName } from '../../constants/features';
import { BILLING, BILLING_UI } from '../../constants/messages/billing';
import { GATEWAYS, hasStripeSettings } from '../../contracts/values';
import { deletePaymentMethod, fetchPaymentMethods } from '../../ducks/billing';
import { useStoredRead } from '../../ducks/requests/readHooks';
import { useCan } from '../../routes/useCan';
import { BankStatementPanel } from './BankStatementPanel';
import { DefaultFeesPanel } from './DefaultFeesPanel';
import { FeesEditor } from './FeesEditor';
import { SetGatewayDialog, SET_GATEWAY_MODAL } from './SetGatewayDialog';
import { StripeConnectPanel, StripeSettingsDialog, STRIPE_SETTINGS_MODAL } from './StripeConnect';

const FEES_MODAL = 'billing-fees';
const DELETE_MODAL = 'billing-delete-method';

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

const kindOf = (gateway: string) => GATEWAYS.find((entry) => entry.name === gateway)?.kind;

/** The Gateway cell: a link to the connected Stripe account, the wallet's business name, or the gateway's name. */
function GatewayCell({ row }: { row: MerchantPaymentMethod }) {
  const gateway = row.paymentProvider.name;
  const kind = kindOf(gateway);
  const account = row.metadata.stripeUserId;
  const label =
    kind === 'card' && account ? (
      <a href={`https://dashboard.stripe.com/${encodeURIComponent(account)}`} target="_blank" rel="noreferrer noopener">
        {gateway}: {BILLING_UI.stripeAccountLink(account)}
      </a>
    ) : kind === 'wallet' && row.metadata.business ? (
      `${gateway}: ${row.metadata.business}`
    ) : (
      gateway
    );
  return (
    <>
      {label}
      {!row.current && (
        <>
          {' '}
          <Pill title={BILLING_UI.standbyHint}>{BILLING_UI.standby}</Pill>
        </>
      )}
    </>
  );
}

type Dialog = { kind: 'fees' | 'stripe' | 'delete'; row: MerchantPaymentMethod } | null;

/** The methods table and its row actions (Commercials, Stripe settings, Delete), with their dialogs. */
function MethodsTable({ answer, editable }: { answer: PaymentMethodsAnswer; editable: boolean }) {
  const dispatch = useDispatch();
  const [dialog, setDialog] = useState<Dialog>(null);
  const fees = useModal(FEES_MODAL);
  const stripe = useModal(STRIPE_SETTINGS_MODAL);
  const remove = useModal(DELETE_MODAL);
  const open = (kind: NonNullable<Dialog>['kind'], row: MerchantPaymentMethod) => {
    setDialog({ kind, row });
    ({ fees, stripe, delete: remove })[kind].open();
  };
  const columns: readonly Column<MerchantPaymentMethod>[] = [
    { key: 'type', header: BILLING.type, render: (row) => row.paymentMethod.name },
    { key: 'gateway', header: BILLING.gateway, render: (row) => <GatewayCell row={row} /> },
    {
      key: 'actions',
      header: BILLING_UI.actions,
      render: (row) => {
        const method = row.paymentMethod.name;
        const gateway = row.paymentProvider.name;
        return (
          <Actions>
            <Button $variant="link" aria-label={BILLING_UI.commercialsOf(method, gateway)} onClick={() => open('fees', row)}>
              {BILLING.commercials}
            </Button>
            {hasStripeSettings(method, gateway) && (
              <Button $variant="link" aria-label={BILLING_UI.stripeSettingsOf(method)} onClick={() => open('stripe', row)}>
                {BILLING.stripeSettings}
              </Button>
            )}
            {editable && (
              <Button $variant="link" aria-label={BILLING_UI.deleteOf(method, gateway)} onClick={() => open('delete', row)}>
                {BILLING.delete}
              </Button>
            )}
          </Actions>
        );
      },
    },
  ];
  const row = dialog?.row;
  return (
    <>
      <Table caption={BILLING_UI.methodsCaption} columns={columns} rows={answer.collection} rowKey={(entry) => entry.accountPaymentProviderId} emptyText={BILLING_UI.noMethods} />
      {row && dialog?.kind === 'fees' && (
        <Modal id={FEES_MODAL} title={BILLING_UI.feesTitle(row.paymentMethod.name, row.paymentProvider.name)}>
          <FeesEditor row={row} merchantId={answer.merchant_id} editable={editable} inherited={answer.inherited} onCancel={fees.close} />
        </Modal>
      )}
      {row && dialog?.kind === 'stripe' && <StripeSettingsDialog row={row} />}
      <ConfirmDialog
        id={DELETE_MODAL}
        message={BILLING.confirmDelete}
        confirmLabel={BILLING.delete}
        onConfirm={() => {
          if (row && dialog?.kind === 'delete') dispatch(deletePaymentMethod.request({ accountPaymentProviderId: row.accountPaymentProviderId }));
          setDialog(null);
        }}
        onCancel={() => setDialog(null)}
      />
    </>
  );
}

export interface PaymentSettingsProps extends MerchantScope {
  /** The merchant's features: the signed-in account's own, or those of the merchant staff chose. */
  hasFeature: (name: FeatureName) => boolean;
  /** Platform staff at work on a merchant's setup: they change it, but Stripe's OAuth is the merchant's own to run. */
  staff?: boolean;
  /** The heading: 'Payment Setup' unless another is given (staff's names the merchant). */
  title?: string;
}

/**
 * 'Payment Setup' with 'Set gateway', the methods table, Stripe Connect and the bank statement, for the signed-in
 * merchant or (`merchantId`) the merchant staff chose. Master and merchant accounts change it (editPaymentGateways),
 * and staff; a follower with the inheritance scope sees its master's setup read-only.
 */
export function PaymentSettings({ merchantId, hasFeature, staff = false, title = BILLING.paymentSetup }: PaymentSettingsProps) {
  const { can } = useCan();
  const request = useMemo((): MerchantScope => (merchantId === undefined ? {} : { merchantId }), [merchantId]);
  const { view, retry } = useStoredRead(fetchPaymentMethods, request);
  const setGateway = useModal(SET_GATEWAY_MODAL);
  const answer = view.data;
  const editable = (staff || can('editPaymentGateways')) && !answer?.inherited;
  return (
    <section>
      <Header>
        <h1>{title}</h1>
        {editable && answer && <Button onClick={setGateway.open}>{BILLING.setGateway}</Button>}
      </Header>
      <LoadState state={view} ready={answer !== undefined} onRetry={retry} failure={BILLING_UI.loadFailed}>
        {answer && (
          <>
            {answer.inherited && <Callout>{BILLING_UI.inherited}</Callout>}
            {can('seeFeeCacheNotice') && <Callout>{BILLING_UI.feeCacheNotice}</Callout>}
            <MethodsTable answer={answer} editable={editable} />
            <DefaultFeesPanel />
            {hasFeature('StripeConnectIntegration') && !answer.inherited && <StripeConnectPanel answer={answer} editable={editable && !staff} />}
            {!answer.inherited && <BankStatementPanel statement={answer.bank_statement} merchantId={answer.merchant_id} editable={editable} />}
            {setGateway.isOpen && <SetGatewayDialog answer={answer} merchantId={merchantId} multiple={hasFeature('NewPricing')} />}
          </>
        )}
      </LoadState>
    </section>
  );
}

/** /billing-plan/payment-settings (spec section 2): the signed-in merchant's own payment setup. */
export default function PaymentSettingsPage() {
  const { hasFeature } = useCan();
  return <PaymentSettings hasFeature={hasFeature} />;
}
