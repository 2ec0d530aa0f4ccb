import { useFormik, type FormikProps } from 'formik';
import { useId, useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { useParams } from 'react-router-dom';
import * as yup from 'yup';
import type { Voucher } from '../../api/vouchers';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { SectionPanel } from '../../components/SectionPanel';
import { DateTimeField, SelectField, TextField, useSubmit } from '../../components/form';
import type { GuardedForm } from '../../components/form/UnsavedChanges';
import { LoadState } from '../../components/list/LoadState';
import { useModal } from '../../components/Modal';
import { VIEW_ONLY } from '../../constants/messages/viewOnly';
import { VOUCHERS_UI } from '../../constants/messages/vouchers';
import { useStoredRead } from '../../ducks/requests/readHooks';
import { deleteVoucher, fetchVoucher, updateVoucher } from '../../ducks/vouchers';
import { PATHS } from '../../routes/paths';
import { RouteLink } from '../../routes/RouteLink';
import { useCan } from '../../routes/useCan';
import { fieldProps } from '../public/shared/forms';
import { EditForm } from '../assets/EditForm';
import { RuleEditor } from './RuleEditor';
import { detailsSchema, detailsWireValue, PERIOD_OPTIONS, type DetailsValues } from './VoucherForm';

const text = (value: number | string | null) => (value === null ? '' : String(value));

/**
 * The voucher's fields save themselves (the editor's one model: immediate). The form keeps what is typed when a save
 * of another field reloads the voucher, so what is unsaved is measured against the voucher as last read.
 */
function savedAgainst<Values extends { [K in keyof Values]: string }>(formik: FormikProps<Values>, saved: Values, wire: (key: keyof Values, value: string) => string = (_key, value) => value.trim()): GuardedForm {
  const dirty = (Object.keys(saved) as (keyof Values)[]).some((key) => wire(key, formik.values[key]) !== saved[key]);
  return { dirty, isSubmitting: formik.isSubmitting, submitForm: formik.submitForm, resetForm: () => formik.resetForm({ values: saved }) };
}

function NameForm({ voucher, writable }: { voucher: Voucher; writable: boolean }) {
  const { submit } = useSubmit(updateVoucher, { key: `${voucher.id}:name` });
  const formik = useFormik({
    initialValues: { name: voucher.name },
    validationSchema: yup.object({ name: yup.string().trim().required(VOUCHERS_UI.nameRequired).max(100) }),
    onSubmit: ({ name }, helpers) => (name.trim() === voucher.name ? undefined : submit({ id: voucher.id, part: 'name', name: name.trim() }, helpers)),
  });
  return (
    <EditForm label={VOUCHERS_UI.nameTitle} readOnly={!writable} onSubmit={formik.handleSubmit} submitting={formik.isSubmitting} guard={savedAgainst(formik, { name: voucher.name })} immediate>
      <TextField label={VOUCHERS_UI.name} autoComplete="off" {...fieldProps(formik, 'name')} />
    </EditForm>
  );
}

/** The discount and date fields: only what changed is sent. */
function DetailsForm({ voucher, writable }: { voucher: Voucher; writable: boolean }) {
  const { submit } = useSubmit(updateVoucher, { key: `${voucher.id}:details` });
  const initialValues: DetailsValues = {
    discount: text(voucher.discount),
    rebill_discount: text(voucher.rebill_discount),
    discount_period: voucher.discount_period,
    discount_duration: text(voucher.discount_duration),
    start_date: text(voucher.start_date),
    end_date: text(voucher.end_date),
    usage_limit: text(voucher.usage_limit),
    acc_duration: text(voucher.acc_duration),
  };
  const formik = useFormik<DetailsValues>({
    initialValues,
    validationSchema: yup.object(detailsSchema),
    onSubmit: (values, helpers) => {
      const changed = Object.fromEntries(
        (Object.keys(values) as (keyof DetailsValues)[]).map((key) => [key, detailsWireValue(key, values[key])] as const).filter(([key, value]) => value !== initialValues[key]),
      );
      return Object.keys(changed).length === 0 ? undefined : submit({ id: voucher.id, part: 'details', ...changed }, helpers);
    },
  });
  const props = (name: keyof DetailsValues) => fieldProps(formik, name);
  return (
    <EditForm label={VOUCHERS_UI.detailsTitle} readOnly={!writable} onSubmit={formik.handleSubmit} submitting={formik.isSubmitting} guard={savedAgainst(formik, initialValues, detailsWireValue)} immediate>
      <TextField label={VOUCHERS_UI.discount} inputMode="decimal" {...props('discount')} />
      <TextField label={VOUCHERS_UI.rebillDiscount} inputMode="decimal" {...props('rebill_discount')} />
      <SelectField label={VOUCHERS_UI.period} options={PERIOD_OPTIONS} {...props('discount_period')} />
      {formik.values.discount_period === 'repeating' && <TextField label={VOUCHERS_UI.duration} inputMode="numeric" {...props('discount_duration')} />}
      <DateTimeField label={VOUCHERS_UI.startDate} {...props('start_date')} />
      <DateTimeField label={VOUCHERS_UI.endDate} {...props('end_date')} />
      <TextField label={VOUCHERS_UI.usageLimit} inputMode="numeric" {...props('usage_limit')} />
      <TextField label={VOUCHERS_UI.accDuration} {...props('acc_duration')} />
    </EditForm>
  );
}

/**
 * /vouchers/edit/{id} and /vouchers/in-app/edit/{id}: the voucher's name, discount and dates, its rules, and delete
 * (back to the list). Read-only under the read-only vouchers flag: no Save, no drag handles.
 */
export default function VoucherEditPage({ inApp = false }: { inApp?: boolean }) {
  const dispatch = useDispatch();
  const headingId = useId();
  const id = Number(useParams().id);
  const ref = useMemo(() => ({ id }), [id]);
  const { view, retry } = useStoredRead(fetchVoucher, ref, Number.isInteger(id) && id > 0);
  const writable = !useCan().isReadOnly('vouchers');
  const confirm = useModal('delete-voucher');
  const voucher = view.data;
  return (
    <section aria-labelledby={headingId}>
      <p>
        <RouteLink to={inApp ? PATHS.inAppVouchers : PATHS.vouchers}>{inApp ? VOUCHERS_UI.backInApp : VOUCHERS_UI.back}</RouteLink>
      </p>
      <h1 id={headingId}>
        {writable ? (inApp ? VOUCHERS_UI.inAppEditTitle : VOUCHERS_UI.editTitle) : inApp ? VIEW_ONLY.inAppVoucher : VIEW_ONLY.voucher}
        {voucher ? `: ${voucher.name}` : ''}
      </h1>
      <LoadState state={view} ready={voucher !== undefined} onRetry={retry} failure={VOUCHERS_UI.loadFailed}>
        {voucher && (
          <>
            {writable ? <p>{VOUCHERS_UI.saveModel}</p> : <p>{VOUCHERS_UI.readOnly}</p>}
            <SectionPanel>
              <p>
                {VOUCHERS_UI.code}: <strong>{voucher.code}</strong> · {VOUCHERS_UI.types[voucher.type]}
                {voucher.application ? ` · ${VOUCHERS_UI.applications[voucher.application]}` : ''} · {VOUCHERS_UI.columns.usage}: {VOUCHERS_UI.usageText(voucher.usage_counter, voucher.usage_limit)}
              </p>
              {writable && (
                <Button $variant="danger" onClick={confirm.open}>
                  {VOUCHERS_UI.delete}
                </Button>
              )}
            </SectionPanel>
            <NameForm voucher={voucher} writable={writable} />
            <DetailsForm voucher={voucher} writable={writable} />
            <RuleEditor voucherId={voucher.id} writable={writable} />
            <ConfirmDialog
              id="delete-voucher"
              title={VOUCHERS_UI.deleteTitle}
              message={VOUCHERS_UI.deleteConfirm(voucher.name)}
              confirmLabel={VOUCHERS_UI.delete}
              cancelLabel={VOUCHERS_UI.cancel}
              onConfirm={() => {
                dispatch(deleteVoucher.request({ id: voucher.id, inApp }));
                confirm.close();
              }}
            />
          </>
        )}
      </LoadState>
    </section>
  );
}

export function InAppVoucherEditPage() {
  return <VoucherEditPage inApp />;
}
