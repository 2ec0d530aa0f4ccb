import { useFormik } from 'formik';
import { useId } from 'react';
import * as yup from 'yup';
import { Checkbox, SelectField, TextField, useSubmit } from '../../../components/form';
import { SectionPanel } from '../../../components/SectionPanel';
import { COMMERCIALS_UI } from '../../../constants/messages/adminCommercials';
import type { Currency } from '../../../contracts/values';
import type { RecurringFees } from '../../../api/adminCommercials';
import { saveRecurringFees } from '../../../ducks/adminCommercials';
import { fieldProps } from '../../public/shared/forms';
import { EditForm } from '../../assets/EditForm';
import { amountRule, CURRENCY_OPTIONS, numberOf } from './RevenueSetupForms';

const schema = yup.object({ setup_amount: amountRule, event_amount: amountRule, hour_amount: amountRule, hosting_amount: amountRule });

const valuesOf = ({ streaming, hosting_page: hosting }: RecurringFees) => ({
  streaming_active: streaming.active,
  setup_active: streaming.one_off_setup_fee.active,
  setup_currency: streaming.one_off_setup_fee.currency as string,
  setup_amount: String(streaming.one_off_setup_fee.amount),
  event_active: streaming.per_event.active,
  event_currency: streaming.per_event.currency as string,
  event_amount: String(streaming.per_event.amount),
  hour_active: streaming.per_viewing_hour.active,
  hour_amount: String(streaming.per_viewing_hour.amount),
  hosting_active: hosting.active,
  hosting_currency: hosting.monthly_fee.currency as string,
  hosting_amount: String(hosting.monthly_fee.amount),
});
type Values = ReturnType<typeof valuesOf>;

const feesOf = (v: Values): RecurringFees => ({
  streaming: {
    active: v.streaming_active,
    one_off_setup_fee: { active: v.setup_active, currency: v.setup_currency as Currency, amount: numberOf(v.setup_amount) },
    per_event: { active: v.event_active, currency: v.event_currency as Currency, amount: numberOf(v.event_amount) },
    per_viewing_hour: { active: v.hour_active, amount: numberOf(v.hour_amount) },
  },
  hosting_page: { active: v.hosting_active, monthly_fee: { currency: v.hosting_currency as Currency, amount: numberOf(v.hosting_amount) } },
});

/** Recurring fees (spec section 3): streaming (one-off setup, per event, per viewing hour) and the hosting page. */
export function RecurringFeesForm({ merchantId, fees }: { merchantId: number; fees: RecurringFees }) {
  const headingId = useId();
  const { submit } = useSubmit(saveRecurringFees);
  const formik = useFormik<Values>({
    initialValues: valuesOf(fees),
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: (values, helpers) => submit({ merchantId, fees: feesOf(values) }, helpers),
  });
  const toggle = (name: keyof Values & string, label: string) => <Checkbox label={label} name={name} checked={Boolean(formik.values[name])} onChange={formik.handleChange} />;
  return (
    <SectionPanel aria-labelledby={headingId}>
      <h3 id={headingId}>{COMMERCIALS_UI.recurringFees}</h3>
      <EditForm label={COMMERCIALS_UI.recurringFees} readOnly={false} onSubmit={formik.handleSubmit} submitting={formik.isSubmitting} dirty={formik.dirty} guard={formik}>
        <fieldset>
          <legend>{COMMERCIALS_UI.streaming}</legend>
          {toggle('streaming_active', COMMERCIALS_UI.streamingActive)}
          {toggle('setup_active', `${COMMERCIALS_UI.oneOffSetupFee}: ${COMMERCIALS_UI.active}`)}
          <SelectField label={`${COMMERCIALS_UI.oneOffSetupFee}: ${COMMERCIALS_UI.currency}`} options={CURRENCY_OPTIONS} {...fieldProps(formik, 'setup_currency')} />
          <TextField label={`${COMMERCIALS_UI.oneOffSetupFee}: ${COMMERCIALS_UI.amount}`} inputMode="decimal" {...fieldProps(formik, 'setup_amount')} />
          {toggle('event_active', `${COMMERCIALS_UI.perEvent}: ${COMMERCIALS_UI.active}`)}
          <SelectField label={`${COMMERCIALS_UI.perEvent}: ${COMMERCIALS_UI.currency}`} options={CURRENCY_OPTIONS} {...fieldProps(formik, 'event_currency')} />
          <TextField label={`${COMMERCIALS_UI.perEvent}: ${COMMERCIALS_UI.amount}`} inputMode="decimal" {...fieldProps(formik, 'event_amount')} />
          {toggle('hour_active', `${COMMERCIALS_UI.perViewingHour}: ${COMMERCIALS_UI.active}`)}
          <TextField label={`${COMMERCIALS_UI.perViewingHour}: ${COMMERCIALS_UI.amount}`} inputMode="decimal" {...fieldProps(formik, 'hour_amount')} />
        </fieldset>
        <fieldset>
          <legend>{COMMERCIALS_UI.hostingPage}</legend>
          {toggle('hosting_active', COMMERCIALS_UI.hostingPageActive)}
          <SelectField label={`${COMMERCIALS_UI.monthlyFee}: ${COMMERCIALS_UI.currency}`} options={CURRENCY_OPTIONS} {...fieldProps(formik, 'hosting_currency')} />
          <TextField label={`${COMMERCIALS_UI.monthlyFee}: ${COMMERCIALS_UI.amount}`} inputMode="decimal" {...fieldProps(formik, 'hosting_amount')} />
        </fieldset>
      </EditForm>
    </SectionPanel>
  );
}
