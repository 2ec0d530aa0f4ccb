import { useFormik } from 'formik';
import { useMemo } from 'react';
import * as yup from 'yup';
import type { DefaultRevenueShare, FeesAnswer, MerchantPaymentMethod, RevenueShare } from '../../api/billing';
import { Button } from '../../components/Button';
import { parseAmount, SelectField, TextField, useSubmit } from '../../components/form';
import { LoadState } from '../../components/list/LoadState';
import { ModalFooter } from '../../components/Modal';
import { Tabs } from '../../components/Tabs';
import { FORM } from '../../constants/messages';
import { TABLES } from '../../constants/messages/lists';
import { BILLING, BILLING_UI } from '../../constants/messages/billing';
import { FEE_CURRENCIES, FEE_PAYMENT_TYPES, type FeePaymentType } from '../../contracts/values';
import { fetchFees, saveFee } from '../../ducks/billing';
import { useStoredRead } from '../../ducks/requests/readHooks';
import { fieldProps } from '../public/shared/forms';

export interface FeeValues {
  currency: string;
  fixedFee: string;
  sharePercent: string;
}

/** Tabs Subscription and One-Time, One-Time open first (spec). Only the open tab's form is mounted. */
const DEFAULT_TAB: FeePaymentType = 'ppv';
const CURRENCY_OPTIONS = Object.entries(FEE_CURRENCIES).map(([value, label]) => ({ value, label }));

/** A typed number, "0,30" read as 0.30 (parseAmount); any other text as Number reads it, so the spec's messages still answer it. */
const decimal = (text: string): number => Number(parseAmount(text, 12) ?? text);

/** The form's rules (spec section 2, "Payment fees modal"), the typo of 'The fixes fee must be a number.' kept. */
const amount = (notANumber: string) =>
  yup
    .number()
    // An empty field is missing, not a wrong number; a decimal comma is read as a point.
    .transform((value: number, original: unknown) => (typeof original !== 'string' ? value : original.trim() === '' ? undefined : decimal(original)))
    .typeError(notANumber)
    .required(FORM.required);
export const feeSchema = yup.object({
  currency: yup.string().required(FORM.required),
  fixedFee: amount(BILLING.fixedFeeNumber).min(0, BILLING.fixedFeeMin),
  sharePercent: amount(BILLING.sharePercentNumber).min(0, BILLING.sharePercentMin).max(100, BILLING_UI.sharePercentMax),
});

const toValues = (fee: Pick<RevenueShare, 'fixed_fee_currency' | 'fixed_fee' | 'share_percent'> | undefined): FeeValues =>
  fee ? { currency: String(fee.fixed_fee_currency), fixedFee: String(fee.fixed_fee), sharePercent: String(fee.share_percent) } : { currency: '', fixedFee: '', sharePercent: '' };

/** Whether the values differ from the platform's default (Reset To Default shows only then). */
export function differsFromDefault(values: FeeValues, fallback: DefaultRevenueShare | undefined): boolean {
  if (!fallback) return false;
  return values.currency !== String(fallback.fixed_fee_currency) || decimal(values.fixedFee) !== fallback.fixed_fee || decimal(values.sharePercent) !== fallback.share_percent;
}

interface FeeFormProps {
  row: MerchantPaymentMethod;
  merchantId: number;
  paymentType: FeePaymentType;
  fees: FeesAnswer;
  /** The user may change fees: Update Fees and Reset To Default show. */
  editable: boolean;
  /** The setup is the master's: the inputs are disabled. */
  inherited: boolean;
  onCancel: () => void;
}

/** One payment type's fee. Remounted on a tab switch, so switching tabs resets it; a failed save resets it too. */
function FeeForm({ row, merchantId, paymentType, fees, editable, inherited, onCancel }: FeeFormProps) {
  const own = fees.account_revenue_shares.find((fee) => fee.payment_type === paymentType);
  const fallback = fees.default_revenue_share.find((fee) => fee.payment_type === paymentType);
  const { submit } = useSubmit(saveFee, { key: `${row.accountPaymentProviderId}|${paymentType}`, onFailure: (_error, form) => form?.resetForm() });
  const formik = useFormik<FeeValues>({
    initialValues: toValues(own ?? fallback),
    enableReinitialize: true,
    validationSchema: feeSchema,
    onSubmit: (values, helpers) =>
      submit(
        {
          ...(own ? { id: own.id } : {}),
          merchant_id: merchantId,
          account_payment_provider_id: row.accountPaymentProviderId,
          payment_type: paymentType,
          fixed_fee: decimal(values.fixedFee),
          share_percent: decimal(values.sharePercent),
          fixed_fee_currency: Number(values.currency),
        },
        helpers,
      ),
  });
  const disabled = inherited;
  const title = paymentType === 'subscription' ? BILLING.subscriptionSetup : BILLING.oneTimeSetup;
  return (
    <form noValidate aria-label={title} onSubmit={formik.handleSubmit}>
      <h3>{title}</h3>
      {!own && <p>{BILLING_UI.defaultShown}</p>}
      <SelectField label={BILLING.currency} emptyOption={BILLING.selectCurrency} options={CURRENCY_OPTIONS} disabled={disabled} {...fieldProps(formik, 'currency')} />
      <TextField label={BILLING.fixedFee} inputMode="decimal" disabled={disabled} {...fieldProps(formik, 'fixedFee')} />
      <TextField label={BILLING.sharePercent} inputMode="decimal" disabled={disabled} {...fieldProps(formik, 'sharePercent')} />
      <ModalFooter>
        <Button $variant="secondary" onClick={onCancel}>
          {BILLING.cancel}
        </Button>
        {editable && !inherited && differsFromDefault(formik.values, fallback) && (
          <Button $variant="secondary" onClick={() => void formik.setValues(toValues(fallback), true)}>
            {BILLING.resetToDefault}
          </Button>
        )}
        {editable && !inherited && (
          <Button type="submit" disabled={!formik.isValid || formik.isSubmitting || !formik.dirty}>
            {BILLING.updateFees}
          </Button>
        )}
      </ModalFooter>
    </form>
  );
}

export interface FeesEditorProps {
  row: MerchantPaymentMethod;
  merchantId: number;
  editable: boolean;
  inherited: boolean;
  onCancel: () => void;
}

/**
 * The revenue setup of one method's gateway: tabs One-Time (the default) and Subscription, each its own form. A loader
 * while the fees load; 'Not Set' when they cannot be (with Retry).
 */
export function FeesEditor({ row, merchantId, editable, inherited, onCancel }: FeesEditorProps) {
  const request = useMemo(() => ({ accountPaymentProviderId: row.accountPaymentProviderId }), [row.accountPaymentProviderId]);
  const { view, retry } = useStoredRead(fetchFees, request);
  const fees = view.data;
  return (
    <LoadState state={view} ready={fees !== undefined} onRetry={retry} errorText={() => TABLES.notSet}>
      {fees && (
        <Tabs
          label={BILLING_UI.feesTabs}
          defaultValue={DEFAULT_TAB}
          items={FEE_PAYMENT_TYPES.map((paymentType) => ({
            id: paymentType,
            label: BILLING_UI.paymentTypes[paymentType],
            content: <FeeForm key={paymentType} row={row} merchantId={merchantId} paymentType={paymentType} fees={fees} editable={editable} inherited={inherited} onCancel={onCancel} />,
          }))}
        />
      )}
    </LoadState>
  );
}
