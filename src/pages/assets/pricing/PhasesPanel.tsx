import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import * as yup from 'yup';
import type { AccessFee, SeasonPhase } from '../../../api/itemTypes';
import { Button } from '../../../components/Button';
import { dateTextSchema, DateTimeField, TextField, useSubmit } from '../../../components/form';
import { Table, type Column } from '../../../components/Table';
import type { Currency } from '../../../contracts/values';
import { PRICING_UI } from '../../../constants/messages/assets';
import { createPhase, fetchPhases, updatePhase } from '../../../ducks/assets';
import { useStoredRead } from '../../../ducks/requests/readHooks';
import { LoadState } from '../../../components/list/LoadState';
import { amountText } from '../../../components/form/amount';
import { buyerMoney } from '../../../constants/accessTypes';
import { fieldProps } from '../../public/shared/forms';
import { amountRule, fromInputDate, toInputDate, utcMinutes as utc } from './feeForm';
import { inStartOrder } from './priceCard';
import { tableDateOfText } from '../../../constants/payments';
import { useLeaveQuestion } from '../../../components/form/UnsavedChanges';

const Row = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr)) auto;
  gap: 0 12px;
  align-items: start;
  button {
    margin-top: 26px;
  }
`;

interface PhaseValues {
  season_price: string;
  starts_at: string;
  expires_at: string;
}

const schema = yup.object({
  season_price: amountRule(true),
  starts_at: dateTextSchema().required(PRICING_UI.required),
  expires_at: dateTextSchema()
    .required(PRICING_UI.required)
    .test('after', PRICING_UI.endAfterStart, function after(value) {
      const { starts_at: startsAt } = this.parent as PhaseValues;
      return !value || !startsAt || value > startsAt;
    }),
});

/** A season fee's phases, in start-time order (the sandbox orders them), added and edited one at a time. */
export function PhasesPanel({ itemId, fee, readOnly }: { itemId: number; fee: AccessFee; readOnly: boolean }) {
  const [editing, setEditing] = useState<SeasonPhase | null>(null);
  // Read once per season fee, not again each time the fee list reloads after an unrelated change.
  const request = useMemo(() => ({ itemId, feeId: fee.id }), [itemId, fee.id]);
  const { view, retry } = useStoredRead(fetchPhases, request);
  const key = `${itemId}:${fee.id}`;
  const create = useSubmit(createPhase, { key, onSuccess: (form) => form?.resetForm() });
  const update = useSubmit(updatePhase, { key, onSuccess: () => setEditing(null) });
  const formik = useFormik<PhaseValues>({
    initialValues: editing
      ? { season_price: String(editing.season_price), starts_at: toInputDate(editing.starts_at), expires_at: toInputDate(editing.expires_at) }
      : { season_price: '', starts_at: '', expires_at: '' },
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: (values, helpers) => {
      const body = {
        itemId,
        feeId: fee.id,
        season_price: amountText(values.season_price),
        currency: fee.currency as Currency,
        starts_at: fromInputDate(values.starts_at),
        expires_at: fromInputDate(values.expires_at),
      };
      return editing ? update.submit({ ...body, phaseId: editing.id }, helpers) : create.submit(body, helpers);
    },
  });
  const leaveQuestion = useLeaveQuestion(formik);
  const columns: Column<SeasonPhase>[] = [
    { key: 'starts', header: PRICING_UI.phaseColumns.starts, render: (phase) => tableDateOfText(phase.starts_at) },
    { key: 'ends', header: PRICING_UI.phaseColumns.ends, render: (phase) => tableDateOfText(phase.expires_at) },
    { key: 'price', header: PRICING_UI.phaseColumns.price, render: (phase) => buyerMoney(phase.season_price, phase.currency) },
  ];
  if (!readOnly) {
    columns.push({
      key: 'edit',
      header: PRICING_UI.columns.actions,
      render: (phase) => (
        <Button $variant="link" onClick={() => setEditing(phase)}>
          {PRICING_UI.editPhase(utc(phase.starts_at))}
        </Button>
      ),
    });
  }
  return (
    <section aria-label={PRICING_UI.phasesTitle}>
      <h3>{PRICING_UI.phasesTitle}</h3>
      <LoadState state={view} ready={view.data !== undefined} onRetry={retry}>
        <Table caption={PRICING_UI.phasesTitle} columns={columns} rows={inStartOrder(view.data ?? [])} rowKey={(phase) => phase.id} emptyText={PRICING_UI.noPhases} />
      </LoadState>
      {!readOnly && (
        <Row noValidate onSubmit={formik.handleSubmit} aria-label={editing ? PRICING_UI.savePhase : PRICING_UI.addPhase}>
          <TextField label={PRICING_UI.phasePrice} inputMode="decimal" {...fieldProps(formik, 'season_price')} />
          <DateTimeField label={PRICING_UI.phaseStarts} {...fieldProps(formik, 'starts_at')} />
          <DateTimeField label={PRICING_UI.phaseEnds} {...fieldProps(formik, 'expires_at')} />
          <Button type="submit" $variant="secondary" disabled={formik.isSubmitting}>
            {editing ? PRICING_UI.savePhase : PRICING_UI.addPhase}
          </Button>
          {leaveQuestion}
        </Row>
      )}
    </section>
  );
}
