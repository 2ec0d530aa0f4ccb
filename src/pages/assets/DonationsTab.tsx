import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import * as yup from 'yup';
import type { Asset, DonationOption } from '../../api/items';
import { Button } from '../../components/Button';
import { Checkbox, SelectField, TextField, useSubmit } from '../../components/form';
import { Table, type Column } from '../../components/Table';
import { CURRENCIES, type Currency } from '../../contracts/values';
import { ASSETS_UI, PRICING_UI } from '../../constants/messages/assets';
import { createDonation, deleteDonation, fetchDonations, setCustomDonations, updateDonation } from '../../ducks/assets';
import { useRequest } from '../../ducks/requests/hooks';
import { useStoredRead } from '../../ducks/requests/readHooks';
import { LoadState } from '../../components/list/LoadState';
import { formatMoney } from '../dashboard/format';
import { fieldProps } from '../public/shared/forms';
import { amountText } from '../../components/form/amount';
import { amountRule } from './pricing/feeForm';
import { useLeaveQuestion } from '../../components/form/UnsavedChanges';

const Row = styled.form`
  display: grid;
  grid-template-columns: minmax(120px, 1fr) minmax(100px, 140px) minmax(160px, 2fr) auto;
  gap: 0 12px;
  align-items: start;
  margin-top: 12px;
  button {
    margin-top: 26px;
  }
`;

interface DonationValues {
  amount: string;
  currency: Currency;
  description: string;
}

const schema = yup.object({ amount: amountRule(true) });
const label = (option: DonationOption) => formatMoney(option.amount, option.currency);

/** Suggested donations of the asset, and whether buyers may give their own amount (feature Donations). */
export function DonationsTab({ asset, readOnly }: { asset: Asset; readOnly: boolean }) {
  const dispatch = useDispatch();
  const itemId = asset.id;
  const read = useStoredRead(fetchDonations, useMemo(() => ({ itemId }), [itemId]));
  const donations = read.view.data;
  const [editing, setEditing] = useState<DonationOption | null>(null);
  const create = useSubmit(createDonation, { key: String(itemId), onSuccess: (form) => form?.resetForm() });
  const update = useSubmit(updateDonation, { key: String(itemId), onSuccess: () => setEditing(null) });
  const toggling = useRequest(setCustomDonations, String(itemId)).status === 'pending';

  const formik = useFormik<DonationValues>({
    initialValues: editing ? { amount: String(editing.amount), currency: editing.currency as Currency, description: editing.description } : { amount: '', currency: 'EUR', description: '' },
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: ({ amount, currency, description }, helpers) => {
      const body = { itemId, amount: amountText(amount), currency, ...(description.trim() ? { description: description.trim() } : {}) };
      return editing ? update.submit({ ...body, donationId: editing.id }, helpers) : create.submit(body, helpers);
    },
  });
  const leaveQuestion = useLeaveQuestion(formik);

  const columns: Column<DonationOption>[] = [
    { key: 'amount', header: ASSETS_UI.donationAmount, render: label },
    { key: 'description', header: ASSETS_UI.donationDescription, render: (option) => option.description },
  ];
  if (!readOnly) {
    columns.push({
      key: 'actions',
      header: PRICING_UI.columns.actions,
      render: (option) => (
        <>
          <Button $variant="link" aria-label={ASSETS_UI.editDonation(label(option))} onClick={() => setEditing(option)}>
            {PRICING_UI.edit}
          </Button>{' '}
          <Button $variant="link" aria-label={ASSETS_UI.deleteDonation(label(option))} onClick={() => dispatch(deleteDonation.request({ itemId, donationId: option.id }))}>
            {PRICING_UI.delete}
          </Button>
        </>
      ),
    });
  }

  return (
    <section aria-label={ASSETS_UI.donationsTab}>
      <h2>{ASSETS_UI.donationOptions}</h2>
      <Checkbox
        label={ASSETS_UI.customDonations}
        name="custom_price_enabled"
        checked={donations?.custom_price_enabled ?? false}
        disabled={readOnly || toggling || donations === undefined}
        onChange={(event) => dispatch(setCustomDonations.request({ itemId, custom_price_enabled: event.target.checked ? '1' : '0' }))}
      />
      <LoadState state={read.view} ready={donations !== undefined} onRetry={read.retry}>
        <Table caption={ASSETS_UI.donationOptions} columns={columns} rows={donations?.donation_options ?? []} rowKey={(option) => option.id} emptyText={ASSETS_UI.noDonations} />
      </LoadState>
      {!readOnly && (
        <Row noValidate onSubmit={formik.handleSubmit} aria-label={editing ? ASSETS_UI.saveDonation : ASSETS_UI.addDonation}>
          <TextField label={ASSETS_UI.donationAmount} inputMode="decimal" {...fieldProps(formik, 'amount')} />
          <SelectField label={ASSETS_UI.donationCurrency} options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))} {...fieldProps(formik, 'currency')} />
          <TextField label={ASSETS_UI.donationDescription} {...fieldProps(formik, 'description')} />
          <Button type="submit" $variant="secondary" disabled={formik.isSubmitting}>
            {editing ? ASSETS_UI.saveDonation : ASSETS_UI.addDonation}
          </Button>
          {leaveQuestion}
        </Row>
      )}
    </section>
  );
}
