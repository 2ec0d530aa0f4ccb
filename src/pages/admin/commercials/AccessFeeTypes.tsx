import { useFormik } from 'formik';
import { useId, useMemo } from 'react';
import * as yup from 'yup';
import { Button } from '../../../components/Button';
import { SelectField, TextField, useSubmit } from '../../../components/form';
import { LoadState } from '../../../components/list/LoadState';
import { SectionPanel } from '../../../components/SectionPanel';
import { Table, type Column } from '../../../components/Table';
import { duration } from '../../../constants/accessTypes';
import { ACCESS_TYPE_WORDS } from '../../../constants/messages/accessTypes';
import { COMMERCIALS_UI } from '../../../constants/messages/adminCommercials';
import { ACCESS_FEE_TYPE_NAMES, ACCESS_FEE_TYPE_PERIODS } from '../../../contracts/values';
import type { AccessFeeType } from '../../../api/adminCommercials';
import type { AccessFeeTypeBody } from '../../../contracts/adminCommercials';
import { addAccessFeeType, fetchAccessFeeTypes } from '../../../ducks/adminCommercials';
import { useStoredRead } from '../../../ducks/requests/readHooks';
import { fieldProps } from '../../public/shared/forms';
import { useLeaveQuestion } from '../../../components/form/UnsavedChanges';

/** Names and periods in people's words (issue 24, scope 3); the platform's own names are what is sent. */
const nameOf = (name: string): string => ACCESS_TYPE_WORDS.names[name] ?? name;
const NAME_OPTIONS = ACCESS_FEE_TYPE_NAMES.map((name) => ({ value: name, label: nameOf(name) }));
const PERIOD_OPTIONS = ACCESS_FEE_TYPE_PERIODS.map((period) => ({ value: period, label: ACCESS_TYPE_WORDS.units[period][0] }));
const schema = yup.object({
  quantity: yup
    .string()
    .trim()
    .required(COMMERCIALS_UI.required)
    .matches(/^\d+$/, COMMERCIALS_UI.invalidQuantity)
    .test('range', COMMERCIALS_UI.invalidQuantity, (value) => Number(value) >= 1 && Number(value) <= 1000),
});

const columns: Column<AccessFeeType>[] = [
  { key: 'name', header: COMMERCIALS_UI.typeColumns.name, render: (type) => nameOf(type.name) },
  { key: 'quantity', header: COMMERCIALS_UI.typeColumns.quantity, render: (type) => type.quantity },
  // "7 days" reads the quantity with its period.
  { key: 'period', header: COMMERCIALS_UI.typeColumns.period, render: (type) => duration(type.quantity, type.period) },
];

/** Access fee types (catalogue 7.9): name, quantity and period, listed and added. */
export function AccessFeeTypes({ merchantId }: { merchantId: number }) {
  const headingId = useId();
  const { view, retry } = useStoredRead(fetchAccessFeeTypes, useMemo(() => ({ merchantId }), [merchantId]));
  const { submit } = useSubmit(addAccessFeeType, { onSuccess: (form) => form?.resetForm() });
  const formik = useFormik({
    initialValues: { name: 'ppv' as string, quantity: '1', period: 'day' as string },
    validationSchema: schema,
    onSubmit: (values, helpers) =>
      submit({ merchant_id: merchantId, name: values.name as AccessFeeTypeBody['name'], quantity: Number(values.quantity), period: values.period as AccessFeeTypeBody['period'] }, helpers),
  });
  const leaveQuestion = useLeaveQuestion(formik);
  return (
    <SectionPanel aria-labelledby={headingId}>
      <h3 id={headingId}>{COMMERCIALS_UI.accessFeeTypes}</h3>
      <LoadState state={view} ready={view.data !== undefined} onRetry={retry}>
        <Table caption={COMMERCIALS_UI.accessFeeTypes} columns={columns} rows={view.data?.collection ?? []} rowKey={(type) => type.id} emptyText={COMMERCIALS_UI.noTypes} />
      </LoadState>
      <form noValidate onSubmit={formik.handleSubmit} aria-label={COMMERCIALS_UI.addType}>
        <SelectField label={COMMERCIALS_UI.name} options={NAME_OPTIONS} {...fieldProps(formik, 'name')} />
        <TextField label={COMMERCIALS_UI.quantity} inputMode="numeric" {...fieldProps(formik, 'quantity')} />
        <SelectField label={COMMERCIALS_UI.period} options={PERIOD_OPTIONS} {...fieldProps(formik, 'period')} />
        <Button type="submit" disabled={formik.isSubmitting}>
          {COMMERCIALS_UI.addType}
        </Button>
        {leaveQuestion}
      </form>
    </SectionPanel>
  );
}
