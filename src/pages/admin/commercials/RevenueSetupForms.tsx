import { useFormik } from 'formik';
import { useId } from 'react';
import * as yup from 'yup';
import { parseDecimal, SelectField, TextField, useSubmit } from '../../../components/form';
import { SectionPanel } from '../../../components/SectionPanel';
import { COMMERCIALS_UI } from '../../../constants/messages/adminCommercials';
import { CURRENCIES, PLATFORM_FEE_CYCLES, type Currency, type PlatformFeeCycle } from '../../../contracts/values';
import type { RevenueSetup } from '../../../api/adminCommercials';
import { updateRevenueSetup } from '../../../ducks/adminCommercials';
import { fieldProps } from '../../public/shared/forms';
import { EditForm } from '../../assets/EditForm';

/** A number of 0 or more, typed as text. */
/** A fee or share: a decimal comma is read as a point ("2,5" is 2.5). */
export const amountRule = yup
  .string()
  .trim()
  .required(COMMERCIALS_UI.required)
  .test('number', COMMERCIALS_UI.invalidNumber, (value) => parseDecimal(value ?? '') !== null);
const percentRule = amountRule.test('percent', COMMERCIALS_UI.invalidNumber, (value) => Number(parseDecimal(value ?? '')) <= 100);
/** A validated field's number (the schema refused anything else). */
export const numberOf = (value: string): number => parseDecimal(value) ?? Number.NaN;

export const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({ value: currency, label: currency }));
const CYCLE_OPTIONS = PLATFORM_FEE_CYCLES.map((cycle) => ({ value: cycle, label: COMMERCIALS_UI.cycles[cycle] }));
/** Spec section 3: a rebill month of 0 is shown as 'Select'. */
const MONTH_OPTIONS = [{ value: '0', label: COMMERCIALS_UI.select }, ...COMMERCIALS_UI.months.map((label, index) => ({ value: String(index + 1), label }))];

const setupSchema = yup.object({ platform_fee: amountRule, mau_fee: amountRule });
const shareSchema = yup.object({
  share_percent: percentRule,
  share_minimum_amount: amountRule,
  payment_provider_fee_percent: percentRule,
  payment_provider_fixed_fee: amountRule,
});

/** The setup fields (contract, platform fee, MAU fee), saved on their own. */
function SetupForm({ setup }: { setup: RevenueSetup }) {
  const headingId = useId();
  const { submit } = useSubmit(updateRevenueSetup);
  const formik = useFormik({
    initialValues: {
      contract_currency: setup.contract_currency as string,
      platform_fee: String(setup.platform_fee),
      platform_fee_cycle: setup.platform_fee_cycle as string,
      platform_fee_rebill_month: String(setup.platform_fee_rebill_month),
      mau_fee: String(setup.mau_fee),
    },
    enableReinitialize: true,
    validationSchema: setupSchema,
    onSubmit: (values, helpers) =>
      submit(
        {
          merchantId: setup.merchant_id,
          setup: {
            contract_currency: values.contract_currency as Currency,
            platform_fee: numberOf(values.platform_fee),
            platform_fee_cycle: values.platform_fee_cycle as PlatformFeeCycle,
            platform_fee_rebill_month: Number(values.platform_fee_rebill_month),
            mau_fee: numberOf(values.mau_fee),
          },
        },
        helpers,
      ),
  });
  return (
    <SectionPanel aria-labelledby={headingId}>
      <h3 id={headingId}>{COMMERCIALS_UI.revenueSetup}</h3>
      <EditForm label={COMMERCIALS_UI.revenueSetup} readOnly={false} onSubmit={formik.handleSubmit} submitting={formik.isSubmitting} dirty={formik.dirty} guard={formik}>
        <SelectField label={COMMERCIALS_UI.contractCurrency} options={CURRENCY_OPTIONS} {...fieldProps(formik, 'contract_currency')} />
        <TextField label={COMMERCIALS_UI.platformFee} inputMode="decimal" {...fieldProps(formik, 'platform_fee')} />
        <SelectField label={COMMERCIALS_UI.platformFeeCycle} options={CYCLE_OPTIONS} {...fieldProps(formik, 'platform_fee_cycle')} />
        <SelectField label={COMMERCIALS_UI.rebillMonth} options={MONTH_OPTIONS} {...fieldProps(formik, 'platform_fee_rebill_month')} />
        <TextField label={COMMERCIALS_UI.mauFee} inputMode="decimal" {...fieldProps(formik, 'mau_fee')} />
      </EditForm>
    </SectionPanel>
  );
}

/** The share fields (platform share and the payment provider's fees), saved on their own. */
function ShareForm({ setup }: { setup: RevenueSetup }) {
  const headingId = useId();
  const { submit } = useSubmit(updateRevenueSetup);
  const formik = useFormik({
    initialValues: {
      share_percent: String(setup.share_percent),
      share_minimum_amount: String(setup.share_minimum_amount),
      payment_provider_fee_percent: String(setup.payment_provider_fee_percent),
      payment_provider_fixed_fee: String(setup.payment_provider_fixed_fee),
    },
    enableReinitialize: true,
    validationSchema: shareSchema,
    onSubmit: (values, helpers) =>
      submit(
        {
          merchantId: setup.merchant_id,
          share: {
            share_percent: numberOf(values.share_percent),
            share_minimum_amount: numberOf(values.share_minimum_amount),
            payment_provider_fee_percent: numberOf(values.payment_provider_fee_percent),
            payment_provider_fixed_fee: numberOf(values.payment_provider_fixed_fee),
          },
        },
        helpers,
      ),
  });
  return (
    <SectionPanel aria-labelledby={headingId}>
      <h3 id={headingId}>{COMMERCIALS_UI.revenueShare}</h3>
      <EditForm label={COMMERCIALS_UI.revenueShare} readOnly={false} onSubmit={formik.handleSubmit} submitting={formik.isSubmitting} dirty={formik.dirty} guard={formik}>
        <TextField label={COMMERCIALS_UI.sharePercent} inputMode="decimal" {...fieldProps(formik, 'share_percent')} />
        <TextField label={COMMERCIALS_UI.shareMinimum} inputMode="decimal" {...fieldProps(formik, 'share_minimum_amount')} />
        <TextField label={COMMERCIALS_UI.providerFeePercent} inputMode="decimal" {...fieldProps(formik, 'payment_provider_fee_percent')} />
        <TextField label={COMMERCIALS_UI.providerFixedFee} inputMode="decimal" {...fieldProps(formik, 'payment_provider_fixed_fee')} />
      </EditForm>
    </SectionPanel>
  );
}

/** The revenue setup (spec section 3), as two forms: the PATCH takes the setup fields or the share fields. */
export function RevenueSetupForms({ setup }: { setup: RevenueSetup }) {
  return (
    <>
      <SetupForm setup={setup} />
      <ShareForm setup={setup} />
    </>
  );
}
