import { useFormik } from 'formik';
import { useId, useMemo, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import * as yup from 'yup';
import type { PaymentDetails, Refund } from '../../api/audience';
import { Button } from '../../components/Button';
import { FormDialog } from '../../components/FormDialog';
import { amountText, parseAmount, TextField, useSubmit } from '../../components/form';
import { LoadState } from '../../components/list/LoadState';
import { useModal } from '../../components/Modal';
import { Facts } from '../../components/Facts';
import { SectionPanel } from '../../components/SectionPanel';
import { Table, type Column } from '../../components/Table';
import { FORM } from '../../constants/messages';
import { AUDIENCE_UI, PAYMENT_DETAILS_UI } from '../../constants/messages/audience';
import { paymentAmount, paymentCountry, paymentTypeLabel, utcTableDate } from '../../constants/payments';
import { fetchPaymentDetails, refundPayment } from '../../ducks/audience';
import type { Endpoint } from '../../ducks/requests/defineEndpoint';
import { useStoredRead } from '../../ducks/requests/readHooks';
import { PATHS } from '../../routes/paths';
import { RouteLink } from '../../routes/RouteLink';
import { useCan } from '../../routes/useCan';
import { fieldProps } from '../public/shared/forms';

const Negative = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

const REFUND_COLUMNS: readonly Column<Refund>[] = [
  { key: 'amount', header: PAYMENT_DETAILS_UI.refundColumns.amount, render: (refund) => <Negative>{paymentAmount('refund', refund.amount, refund.currency)}</Negative> },
  { key: 'reason', header: PAYMENT_DETAILS_UI.refundColumns.reason, render: (refund) => refund.reason },
  { key: 'date', header: PAYMENT_DETAILS_UI.refundColumns.date, render: (refund) => utcTableDate(refund.created_at) },
];

/** A refund of at most what is left of the payment. */
const refundSchema = (refundable: number) =>
  yup.object({
    amount: yup
      .string()
      .trim()
      .required(FORM.required)
      // A decimal comma is read as a point ("2,50" is 2.50).
      .test('number', PAYMENT_DETAILS_UI.amountNumber, (value) => parseAmount(value ?? '') !== null)
      .test('positive', PAYMENT_DETAILS_UI.amountPositive, (value) => Number(parseAmount(value ?? '')) > 0)
      .test('at-most', PAYMENT_DETAILS_UI.amountTooLarge(refundable), (value) => Number(parseAmount(value ?? '')) <= refundable + 1e-9),
    reason: yup.string().trim().required(FORM.required).max(500),
  });

type RefundRequest = { paymentId: number; trxToken: string; amount: string; reason: string };

function RefundForm<P extends PaymentDetails>({ formId, payment, refund, onDone }: { formId: string; payment: P; refund: Endpoint<RefundRequest, P>; onDone: () => void }) {
  const { submit } = useSubmit(refund, { key: payment.trxToken, onSuccess: onDone });
  const schema = useMemo(() => refundSchema(payment.refundable_amount), [payment.refundable_amount]);
  const formik = useFormik({
    initialValues: { amount: payment.refundable_amount.toFixed(2), reason: '' },
    validationSchema: schema,
    onSubmit: ({ amount, reason }, helpers) => submit({ paymentId: payment.paymentHistoryId, trxToken: payment.trxToken, amount: amountText(amount), reason: reason.trim() }, helpers),
  });
  return (
    <form id={formId} noValidate onSubmit={formik.handleSubmit}>
      <p>{PAYMENT_DETAILS_UI.refundable(payment.refundable_amount, payment.currencyIso)}</p>
      <TextField label={`${PAYMENT_DETAILS_UI.refundAmount} (${payment.currencyIso})`} inputMode="decimal" autoComplete="off" {...fieldProps(formik, 'amount')} />
      <TextField label={PAYMENT_DETAILS_UI.refundReason} autoComplete="off" {...fieldProps(formik, 'reason')} />
    </form>
  );
}

/** Where a payment's details link to: its list, its customer, its subscription (the merchant's or the admin's screens). */
export interface PaymentLinks {
  back: string;
  notFound: string;
  customer: (id: number) => string;
  subscription: (id: string) => string;
}

const MERCHANT_LINKS: PaymentLinks = { back: PATHS.payments, notFound: PATHS.notFound, customer: PATHS.customerDetails, subscription: PATHS.subscriptionDetails };

function Details({ payment, links, extra }: { payment: PaymentDetails; links: PaymentLinks; extra?: ReactNode }) {
  const { fields } = PAYMENT_DETAILS_UI;
  const amount = paymentAmount(payment.actionType, payment.chargedAmount, payment.currencyIso);
  return (
    <Facts>
      {extra}
      <dt>{fields.trxToken}</dt>
      <dd>{payment.trxToken}</dd>
      <dt>{fields.transactionToken}</dt>
      <dd>{payment.transactionToken}</dd>
      <dt>{fields.actionType}</dt>
      <dd>{paymentTypeLabel(payment.actionType)}</dd>
      <dt>{fields.amount}</dt>
      <dd>{payment.actionType === 'refund' ? <Negative>{amount}</Negative> : amount}</dd>
      <dt>{fields.date}</dt>
      <dd>{utcTableDate(payment.timestamp)}</dd>
      <dt>{fields.customer}</dt>
      <dd>
        <RouteLink to={links.customer(payment.consumerId)}>{payment.consumerEmail}</RouteLink>
      </dd>
      <dt>{fields.customerName}</dt>
      <dd>{payment.consumer_name || PAYMENT_DETAILS_UI.none}</dd>
      <dt>{fields.item}</dt>
      <dd>{payment.item_title}</dd>
      <dt>{fields.itemType}</dt>
      <dd>{payment.item_type}</dd>
      <dt>{fields.fee}</dt>
      <dd>{payment.access_fee_description || PAYMENT_DETAILS_UI.none}</dd>
      <dt>{fields.expiresAt}</dt>
      <dd>{payment.expires_at ? utcTableDate(payment.expires_at) : AUDIENCE_UI.neverExpires}</dd>
      <dt>{fields.method}</dt>
      <dd>{payment.paymentMethodName}</dd>
      <dt>{fields.tool}</dt>
      <dd>{payment.payment_tool_info}</dd>
      <dt>{fields.gateway}</dt>
      <dd>{payment.gateway_name}</dd>
      <dt>{fields.issuedBy}</dt>
      <dd>{payment.issued_by}</dd>
      <dt>{fields.note}</dt>
      <dd>{payment.note || PAYMENT_DETAILS_UI.none}</dd>
      <dt>{fields.ip}</dt>
      <dd>{payment.ip_address}</dd>
      <dt>{fields.location}</dt>
      <dd>{[payment.continent, paymentCountry(payment.country_iso)].filter(Boolean).join(', ')}</dd>
      <dt>{fields.device}</dt>
      <dd>{PAYMENT_DETAILS_UI.deviceText(payment.device.type, payment.device.os, payment.device.model)}</dd>
      <dt>{fields.voucher}</dt>
      <dd>{payment.voucher_code ? PAYMENT_DETAILS_UI.voucherText(payment.voucher_code, payment.voucher_discount) : PAYMENT_DETAILS_UI.none}</dd>
      <dt>{fields.exchangeRate}</dt>
      <dd>{PAYMENT_DETAILS_UI.exchange(payment.currencyIso, payment.exchange_rate, payment.settlement_currency)}</dd>
      <dt>{fields.clientId}</dt>
      <dd>{payment.client_id}</dd>
      <dt>{fields.gift}</dt>
      <dd>{payment.gift ? PAYMENT_DETAILS_UI.giftText(payment.gift.buyer_email, payment.gift.receiver_email, payment.gift.code) : PAYMENT_DETAILS_UI.none}</dd>
      {payment.subscriptionId && (
        <>
          <dt>{fields.subscription}</dt>
          <dd>
            <RouteLink to={links.subscription(payment.subscriptionId)}>{PAYMENT_DETAILS_UI.viewSubscription}</RouteLink>
          </dd>
        </>
      )}
    </Facts>
  );
}

export interface PaymentDetailsScreenProps<P extends PaymentDetails> {
  read: Endpoint<{ trxToken: string }, P>;
  refund: Endpoint<RefundRequest, P>;
  links: PaymentLinks;
  writable: boolean;
  /** Facts shown first (the admin console names the payment's merchant). */
  extra?: (payment: P) => ReactNode;
}

/**
 * A payment's every detail (spec section 3), its refunds, and a refund of part or all of what is left; an unknown or
 * empty payment goes to the area's not-found page. The merchant's screen and platform staff's share it.
 */
export function PaymentDetailsScreen<P extends PaymentDetails>({ read, refund, links, writable, extra }: PaymentDetailsScreenProps<P>) {
  const headingId = useId();
  const trxToken = useParams().trxToken ?? '';
  const { view, retry } = useStoredRead(read, useMemo(() => ({ trxToken }), [trxToken]), trxToken !== '');
  const dialog = useModal('refund-payment');
  const payment = view.data;
  const empty = view.status === 'succeeded' && (!payment || !payment.trxToken);
  if (!trxToken || empty || (view.status === 'failed' && view.error?.status === 404)) return <Navigate to={links.notFound} replace />;
  return (
    <section aria-labelledby={headingId}>
      <p>
        <RouteLink to={links.back}>{PAYMENT_DETAILS_UI.back}</RouteLink>
      </p>
      <h1 id={headingId}>{PAYMENT_DETAILS_UI.title}</h1>
      <LoadState state={view} ready={payment !== undefined} onRetry={retry}>
        {payment && (
          <>
            <SectionPanel aria-label={PAYMENT_DETAILS_UI.summary}>
              <Details payment={payment} links={links} extra={extra?.(payment)} />
              {writable && payment.refundable_amount > 0 && <Button onClick={dialog.open}>{PAYMENT_DETAILS_UI.refund}</Button>}
            </SectionPanel>
            <SectionPanel aria-label={PAYMENT_DETAILS_UI.refunds}>
              <h2>{PAYMENT_DETAILS_UI.refunds}</h2>
              <Table caption={PAYMENT_DETAILS_UI.refunds} columns={REFUND_COLUMNS} rows={payment.refunds} rowKey={(row) => row.id} emptyText={PAYMENT_DETAILS_UI.noRefunds} />
            </SectionPanel>
            {writable && (
              <FormDialog id="refund-payment" title={PAYMENT_DETAILS_UI.refundTitle} submitLabel={PAYMENT_DETAILS_UI.refund} cancelLabel={AUDIENCE_UI.cancel} endpoint={refund}>
                {({ formId, close }) => <RefundForm formId={formId} payment={payment} refund={refund} onDone={close} />}
              </FormDialog>
            )}
          </>
        )}
      </LoadState>
    </section>
  );
}

/** /transactions/payments/{trxToken}: the merchant's payment (a read-only payments section cannot refund). */
export default function PaymentDetailsPage() {
  const writable = !useCan().isReadOnly('payments');
  return <PaymentDetailsScreen read={fetchPaymentDetails} refund={refundPayment} links={MERCHANT_LINKS} writable={writable} />;
}
