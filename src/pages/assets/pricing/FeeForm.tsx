import { useFormik, type FormikHelpers } from 'formik';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import * as yup from 'yup';
import type { AccessTypeInfo, PaymentProvider } from '../../../api/itemTypes';
import type { CountrySet } from '../../../api/restrictions';
import type { AccessFeeBody } from '../../../contracts/items';
import { Button } from '../../../components/Button';
import { Checkbox, CountryPicker, dateTextSchema, DateTimeField, isCountryOrEmpty, MoreOptions, SelectField, TextField } from '../../../components/form';
import { useLeaveQuestion } from '../../../components/form/UnsavedChanges';
import { accessTypeName } from '../../../constants/accessTypes';
import { COUNTRY_PICKER } from '../../../constants/messages/countryPicker';
import { CURRENCIES } from '../../../contracts/values';
import { PRICING_UI } from '../../../constants/messages/assets';
import { fieldError, fieldProps } from '../../public/shared/forms';
import { amountRule, EMPTY_FEE, feePayload, isSeason, type FeeFormValues } from './feeForm';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 0 16px;
`;

const Panel = styled.form`
  margin: 16px 0;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  h3 {
    margin-top: 0;
  }
`;

const Stores = styled.fieldset`
  margin: 0 0 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
`;

const schema = (types: readonly AccessTypeInfo[]) =>
  yup.object({
    access_type_id: yup.string().required(PRICING_UI.required),
    amount: amountRule(true),
    trial_days: yup
      .string()
      .trim()
      .test('trial', PRICING_UI.trialFormat, (value) => !value || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 365)),
    setup_fee_amount: amountRule(false),
    country_iso: yup.string().test('country', COUNTRY_PICKER.chooseFromList, isCountryOrEmpty),
    country_set_id: yup.string().test('one', PRICING_UI.countryOrSet, function oneOf(value) {
      // Formik hands yup empty fields as undefined.
      return !value || !((this.parent as Partial<FeeFormValues>).country_iso ?? '').trim();
    }),
    starts_at: dateTextSchema(),
    expires_at: dateTextSchema().test('after', PRICING_UI.endAfterStart, function after(value) {
      const { starts_at: startsAt } = this.parent as FeeFormValues;
      return !value || !startsAt || value > startsAt;
    }),
    season_anchor_date: dateTextSchema().test('season', PRICING_UI.required, function anchor(value) {
      return !isSeason(types, (this.parent as FeeFormValues).access_type_id) || Boolean(value);
    }),
    season_price: amountRule(false),
  });

/** The fields under "More options": the price, its currency and its period (the access type) come first. */
const MORE_FIELDS = ['description', 'trial_days', 'setup_fee_amount', 'setup_fee_description', 'country_iso', 'country_set_id', 'starts_at', 'expires_at'] as const;
const hasMoreOptions = (values: FeeFormValues): boolean =>
  MORE_FIELDS.some((field) => values[field] !== '') || Object.values(values.external_ids).some((id) => id !== '');

/** The sandbox's field names in the form's terms. */
const SERVER_FIELDS: Readonly<Record<string, keyof FeeFormValues>> = {
  trial_period_quantity: 'trial_days',
  season_price_amount: 'season_price',
  season_current_price_amount: 'season_price',
};
export const feeFormField = (field: string): keyof FeeFormValues | undefined =>
  SERVER_FIELDS[field] ?? (field in EMPTY_FEE ? (field as keyof FeeFormValues) : undefined);

export interface FeeFormProps {
  /** Whether an existing fee (or price) is edited: the payload and title follow. */
  editing: boolean;
  initialValues: FeeFormValues;
  types: readonly AccessTypeInfo[];
  /** Sends the payload (with useSubmit, so a failure keeps the values and lands on the fields). */
  onSave: (payload: AccessFeeBody, helpers: FormikHelpers<FeeFormValues>) => Promise<void>;
  /** Every change, before it is saved: the price card preview follows it. */
  onDraft?: (values: FeeFormValues) => void;
  onDone: () => void;
  titles?: { create: string; edit: string };
  /** The merchant's country sets a fee can be limited to (the choice appears when there are any). */
  countrySets?: readonly Pick<CountrySet, 'id' | 'name'>[];
  /** The merchant's payment providers: each in-app store gets a product id field (the fee's external fees). */
  providers?: readonly PaymentProvider[];
}

/** Adds or edits one access fee (or a template's price). Only set fields are sent; a failed save keeps what was typed. */
export function FeeForm({ editing, initialValues, types, onSave, onDraft, onDone, titles, countrySets = [], providers = [] }: FeeFormProps) {
  const formik = useFormik<FeeFormValues>({
    initialValues,
    validationSchema: schema(types),
    onSubmit: (values, helpers) => onSave(feePayload(values, types, editing ? 'update' : 'create'), helpers),
  });
  useEffect(() => onDraft?.(formik.values), [formik.values, onDraft]);
  // A fee being typed is asked about before the page is left (Cancel drops it on purpose).
  const leaveQuestion = useLeaveQuestion(formik);
  // More options starts open when a field inside is already set, and opens when one of them gets an error.
  const [more, setMore] = useState(() => hasMoreOptions(initialValues));
  const hiddenError = MORE_FIELDS.some((field) => Boolean(formik.errors[field]) && (Boolean(formik.touched[field]) || formik.submitCount > 0));
  useEffect(() => {
    if (hiddenError) setMore(true);
  }, [hiddenError, formik.submitCount]);

  // Freemium is hidden from the choices (catalogue 7.1), unless the fee already is one.
  const options = types
    .filter((type) => type.name !== 'freemium' || String(type.id) === initialValues.access_type_id)
    .map((type) => ({ value: String(type.id), label: accessTypeName(type) }));
  const season = isSeason(types, formik.values.access_type_id);
  const stores = providers.filter((provider) => provider.in_app);
  const title = editing ? (titles?.edit ?? PRICING_UI.editFeeTitle) : (titles?.create ?? PRICING_UI.newFeeTitle);

  return (
    <Panel noValidate onSubmit={formik.handleSubmit} aria-label={title}>
      <h3>{title}</h3>
      <Grid>
        <TextField label={PRICING_UI.amount} inputMode="decimal" autoComplete="off" {...fieldProps(formik, 'amount')} />
        <SelectField label={PRICING_UI.currency} options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))} {...fieldProps(formik, 'currency')} />
        <SelectField label={PRICING_UI.accessType} options={options} emptyOption={PRICING_UI.chooseAccessType} {...fieldProps(formik, 'access_type_id')} />
        {season && (
          <>
            <DateTimeField label={PRICING_UI.seasonAnchor} {...fieldProps(formik, 'season_anchor_date')} />
            <TextField label={PRICING_UI.seasonPrice} inputMode="decimal" {...fieldProps(formik, 'season_price')} />
            <Checkbox label={PRICING_UI.offSeasonAccess} name="season_off_season_access" checked={formik.values.season_off_season_access} onChange={formik.handleChange} />
          </>
        )}
      </Grid>
      <MoreOptions label={PRICING_UI.moreOptions} open={more} onToggle={setMore}>
        <Grid>
          <TextField label={PRICING_UI.description} {...fieldProps(formik, 'description')} />
          <TextField label={PRICING_UI.trialDays} inputMode="numeric" {...fieldProps(formik, 'trial_days')} />
          <TextField label={PRICING_UI.setupFee} inputMode="decimal" {...fieldProps(formik, 'setup_fee_amount')} />
          <TextField label={PRICING_UI.setupFeeDescription} {...fieldProps(formik, 'setup_fee_description')} />
          <CountryPicker
            name="country_iso"
            label={PRICING_UI.country}
            value={formik.values.country_iso}
            onChange={(code) => void formik.setFieldValue('country_iso', code)}
            onBlur={() => void formik.setFieldTouched('country_iso')}
            error={fieldError(formik, 'country_iso')}
          />
          {(countrySets.length > 0 || formik.values.country_set_id) && (
            <SelectField
              label={PRICING_UI.countrySet}
              options={countrySets.map((set) => ({ value: String(set.id), label: set.name }))}
              emptyOption={PRICING_UI.noCountrySet}
              {...fieldProps(formik, 'country_set_id')}
            />
          )}
          <DateTimeField label={PRICING_UI.startsAt} {...fieldProps(formik, 'starts_at')} />
          <DateTimeField label={PRICING_UI.expiresAt} {...fieldProps(formik, 'expires_at')} />
        </Grid>
      {stores.length > 0 && (
        <Stores>
          <legend>{PRICING_UI.externalFees}</legend>
          <Grid>
            {stores.map((store) => (
              <TextField
                key={store.id}
                name={`external-${store.id}`}
                label={PRICING_UI.storeProductId(store.name)}
                autoComplete="off"
                value={formik.values.external_ids[String(store.id)] ?? ''}
                onChange={(event) => void formik.setFieldValue('external_ids', { ...formik.values.external_ids, [String(store.id)]: event.target.value })}
              />
            ))}
          </Grid>
        </Stores>
        )}
      </MoreOptions>
      <Actions>
        <Button type="submit" disabled={formik.isSubmitting}>
          {PRICING_UI.save}
        </Button>
        <Button $variant="secondary" onClick={onDone}>
          {PRICING_UI.cancel}
        </Button>
      </Actions>
      {leaveQuestion}
    </Panel>
  );
}
