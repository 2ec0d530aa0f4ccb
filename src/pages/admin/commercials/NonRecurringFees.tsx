import { useFormik } from 'formik';
import { useId, useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import * as yup from 'yup';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DateTimeField, SelectField, TextField, dateTextSchema, parseDecimal, useSubmit } from '../../../components/form';
import { ListPager } from '../../../components/list/ListPager';
import { LoadState } from '../../../components/list/LoadState';
import { useModal } from '../../../components/Modal';
import { SectionPanel } from '../../../components/SectionPanel';
import { Table, type Column } from '../../../components/Table';
import { COMMERCIALS_UI } from '../../../constants/messages/adminCommercials';
import type { Currency } from '../../../contracts/values';
import { NON_RECURRING_FEES_PAGE_SIZE, type NonRecurringFee } from '../../../api/adminCommercials';
import { addNonRecurringFee, deleteNonRecurringFee, fetchNonRecurringFees } from '../../../ducks/adminCommercials';
import { usePagedRead } from '../../../ducks/requests/readHooks';
import { fieldProps } from '../../public/shared/forms';
import { CURRENCY_OPTIONS, numberOf } from './RevenueSetupForms';
import { useLeaveQuestion } from '../../../components/form/UnsavedChanges';

const schema = yup.object({
  revenue_stream_id: yup.string().trim().required(COMMERCIALS_UI.required).matches(/^[1-9]\d{0,5}$/, COMMERCIALS_UI.invalidQuantity),
  amount: yup
    .string()
    .trim()
    .required(COMMERCIALS_UI.required)
    .test('positive', COMMERCIALS_UI.invalidAmount, (value) => (parseDecimal(value ?? '') ?? 0) > 0),
  currency: yup.string().required(COMMERCIALS_UI.required),
  date: dateTextSchema('date').required(COMMERCIALS_UI.required),
});

const today = (): string => new Date().toISOString().slice(0, 10);
const describe = (fee: NonRecurringFee): string => `${fee.currency} ${fee.amount.toFixed(2)} (${fee.date})`;

function AddFeeForm({ merchantId }: { merchantId: number }) {
  const { submit } = useSubmit(addNonRecurringFee, { onSuccess: (form) => form?.resetForm() });
  const formik = useFormik({
    initialValues: { revenue_stream_id: '1', amount: '', currency: 'USD', date: today() },
    validationSchema: schema,
    onSubmit: (values, helpers) =>
      submit({ merchant_id: merchantId, revenue_stream_id: Number(values.revenue_stream_id), amount: numberOf(values.amount), currency: values.currency as Currency, date: values.date }, helpers),
  });
  const leaveQuestion = useLeaveQuestion(formik);
  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-label={COMMERCIALS_UI.addFee}>
      <TextField label={COMMERCIALS_UI.revenueStream} inputMode="numeric" {...fieldProps(formik, 'revenue_stream_id')} />
      <TextField label={COMMERCIALS_UI.amount} inputMode="decimal" {...fieldProps(formik, 'amount')} />
      <SelectField label={COMMERCIALS_UI.currency} options={CURRENCY_OPTIONS} {...fieldProps(formik, 'currency')} />
      <DateTimeField label={COMMERCIALS_UI.date} kind="date" {...fieldProps(formik, 'date')} />
      <Button type="submit" disabled={formik.isSubmitting}>
        {COMMERCIALS_UI.addFee}
      </Button>
      {leaveQuestion}
    </form>
  );
}

/** Non-recurring fees (catalogue 7.9): the merchant's list with its total, add and delete. */
export function NonRecurringFees({ merchantId }: { merchantId: number }) {
  const headingId = useId();
  const confirmId = `delete-non-recurring-fee-${merchantId}`;
  const dispatch = useDispatch();
  const confirm = useModal(confirmId);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<NonRecurringFee | null>(null);
  const { load, rows, total, retry } = usePagedRead(fetchNonRecurringFees, useMemo(() => ({ merchantId, page }), [merchantId, page]));
  const columns: Column<NonRecurringFee>[] = [
    { key: 'date', header: COMMERCIALS_UI.feeColumns.date, render: (fee) => fee.date },
    { key: 'stream', header: COMMERCIALS_UI.feeColumns.stream, render: (fee) => fee.revenue_stream_id },
    { key: 'amount', header: COMMERCIALS_UI.feeColumns.amount, render: (fee) => `${fee.currency} ${fee.amount.toFixed(2)}` },
    {
      key: 'actions',
      header: COMMERCIALS_UI.feeColumns.actions,
      render: (fee) => (
        <Button
          $variant="secondary"
          aria-label={COMMERCIALS_UI.deleteFee(describe(fee))}
          onClick={() => {
            setChosen(fee);
            confirm.open();
          }}
        >
          ×
        </Button>
      ),
    },
  ];
  return (
    <SectionPanel aria-labelledby={headingId}>
      <h3 id={headingId}>{COMMERCIALS_UI.nonRecurringFees}</h3>
      <LoadState state={load} ready={rows !== undefined} onRetry={retry}>
        <Table caption={COMMERCIALS_UI.nonRecurringFees} columns={columns} rows={rows ?? []} rowKey={(fee) => fee.id} emptyText={COMMERCIALS_UI.noFees} />
        <ListPager total={total} page={page} size={NON_RECURRING_FEES_PAGE_SIZE} entries={COMMERCIALS_UI.feeEntries} onPage={setPage} />
      </LoadState>
      <AddFeeForm merchantId={merchantId} />
      <ConfirmDialog
        id={confirmId}
        message={COMMERCIALS_UI.deleteFeeConfirm}
        onConfirm={() => chosen && dispatch(deleteNonRecurringFee.request({ id: chosen.id, merchantId }))}
      />
    </SectionPanel>
  );
}
