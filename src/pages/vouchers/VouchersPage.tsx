import { useFormik } from 'formik';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Voucher } from '../../api/vouchers';
import { Button } from '../../components/Button';
import { FormDialog } from '../../components/FormDialog';
import { DateTimeField, SelectField, TextField, useSubmit } from '../../components/form';
import { EmptyNextStep } from '../../components/list/EmptyNextStep';
import { ListToolbar } from '../../components/list/ListLayout';
import { ListPager } from '../../components/list/ListPager';
import { LoadState } from '../../components/list/LoadState';
import { SearchFilter } from '../../components/list/SearchFilter';
import { useListQuery, type ListDefaults } from '../../components/list/useListQuery';
import { useModal } from '../../components/Modal';
import { Table, type Column } from '../../components/Table';
import { VOUCHERS_PAGE_SIZE, type VoucherType } from '../../contracts/values';
import { TABLES } from '../../constants/messages/lists';
import { NEXT_STEPS } from '../../constants/messages/onboarding';
import { VOUCHERS_UI } from '../../constants/messages/vouchers';
import { usePagedRead } from '../../ducks/requests/readHooks';
import { createVoucher, fetchVouchers } from '../../ducks/vouchers';
import { PATHS } from '../../routes/paths';
import { RouteLink } from '../../routes/RouteLink';
import { useCan } from '../../routes/useCan';
import { fieldProps } from '../public/shared/forms';
import { createSchema, detailsWireValue, PERIOD_OPTIONS, type DetailsValues } from './VoucherForm';
import { tableDateOfText } from '../../constants/payments';

const DEFAULTS: ListDefaults = { size: VOUCHERS_PAGE_SIZE, field: 'name' };
const SEARCH_FIELDS = [{ value: 'name', label: VOUCHERS_UI.searchField }] as const;
const TYPE_OPTIONS = (['web', 'vip', 'gift-voucher'] as const).map((value) => ({ value, label: VOUCHERS_UI.types[value] }));
const APPLICATION_OPTIONS = (['ios', 'android'] as const).map((value) => ({ value, label: VOUCHERS_UI.applications[value] }));

interface CreateValues extends DetailsValues {
  type: string;
  name: string;
  code: string;
  length: string;
  prefix: string;
  suffix: string;
  application: string;
}

/** An item (and access fee) the voucher is made for, from the URL: /vouchers?item=12&rule_type=assets&fee=34. */
interface Preselected {
  itemId: number;
  ruleType: 'assets' | 'packages';
  fee?: string;
}

function readPreselection(params: URLSearchParams): Preselected | undefined {
  const itemId = Number(params.get('item'));
  const ruleType = params.get('rule_type') === 'packages' ? 'packages' : 'assets';
  const fee = params.get('fee') ?? '';
  if (!Number.isInteger(itemId) || itemId <= 0) return undefined;
  return { itemId, ruleType, ...(/^\d{1,12}$/.test(fee) ? { fee } : {}) };
}

const filled = (values: Record<string, string>) => Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== '').map(([key, value]) => [key, value.trim()]));

function CreateVoucherForm({ formId, inApp, onDone, preselected }: { formId: string; inApp: boolean; onDone: () => void; preselected?: Preselected }) {
  const { submit } = useSubmit(createVoucher, { onSuccess: onDone });
  const formik = useFormik<CreateValues>({
    initialValues: { type: inApp ? 'in-app' : 'web', name: '', code: preselected?.fee ? `OFFER-${preselected.fee}` : '', length: '', prefix: '', suffix: '', discount: '', rebill_discount: '', discount_period: 'once', discount_duration: '', start_date: '', end_date: '', usage_limit: '', acc_duration: '', application: 'ios' },
    validationSchema: createSchema,
    onSubmit: (values, helpers) => {
      const { type, application, code, length, prefix, suffix, discount_duration, ...rest } = values;
      const fields = filled({ ...rest, discount: detailsWireValue('discount', rest.discount), rebill_discount: detailsWireValue('rebill_discount', rest.rebill_discount), ...(code.trim() ? { code } : { length, prefix, suffix }), ...(values.discount_period === 'repeating' ? { discount_duration } : {}) });
      return submit(
        {
          type: type as VoucherType,
          name: values.name.trim(),
          discount: detailsWireValue('discount', values.discount),
          ...fields,
          ...(inApp ? { application: application as 'ios' | 'android' } : {}),
          ...(preselected ? { preselected: { itemId: preselected.itemId, ruleType: preselected.ruleType } } : {}),
        },
        helpers,
      );
    },
  });
  const props = (name: keyof CreateValues) => fieldProps(formik, name);
  return (
    <form id={formId} noValidate onSubmit={formik.handleSubmit}>
      {preselected && <p>{VOUCHERS_UI.preselected(VOUCHERS_UI.ruleTabs[preselected.ruleType], preselected.itemId, preselected.fee)}</p>}
      {inApp ? (
        <SelectField label={VOUCHERS_UI.application} options={APPLICATION_OPTIONS} {...props('application')} />
      ) : (
        <SelectField label={VOUCHERS_UI.type} options={TYPE_OPTIONS} {...props('type')} />
      )}
      <TextField label={VOUCHERS_UI.name} autoComplete="off" {...props('name')} />
      <TextField label={VOUCHERS_UI.code} hint={VOUCHERS_UI.codeHint} autoComplete="off" {...props('code')} />
      {!formik.values.code.trim() && (
        <>
          <TextField label={VOUCHERS_UI.length} inputMode="numeric" {...props('length')} />
          <TextField label={VOUCHERS_UI.prefix} autoComplete="off" {...props('prefix')} />
          <TextField label={VOUCHERS_UI.suffix} autoComplete="off" {...props('suffix')} />
        </>
      )}
      <TextField label={VOUCHERS_UI.discount} inputMode="decimal" {...props('discount')} />
      <SelectField label={VOUCHERS_UI.period} options={PERIOD_OPTIONS} {...props('discount_period')} />
      {formik.values.discount_period === 'repeating' && <TextField label={VOUCHERS_UI.duration} inputMode="numeric" {...props('discount_duration')} />}
      <DateTimeField label={VOUCHERS_UI.startDate} {...props('start_date')} />
      <DateTimeField label={VOUCHERS_UI.endDate} {...props('end_date')} />
    </form>
  );
}

/**
 * /vouchers and /vouchers/in-app: the vouchers (15 a page) searchable by name or code; a new one opens its edit
 * screen. Customer support (no 'add vouchers') sees no New button.
 */
export default function VouchersPage({ inApp = false }: { inApp?: boolean }) {
  const { isDisabled, isReadOnly } = useCan();
  const canAdd = !isDisabled('addVouchers') && !isReadOnly('vouchers');
  const modalId = inApp ? 'create-in-app-voucher' : 'create-voucher';
  const dialog = useModal(modalId);
  const [params] = useSearchParams();
  const preselected = inApp ? undefined : readPreselection(params);
  const { open } = dialog;
  // Arriving to make a voucher for an item opens the create dialog at once.
  useEffect(() => {
    if (preselected && canAdd) open();
  }, [preselected?.itemId, canAdd, open]); // eslint-disable-line react-hooks/exhaustive-deps -- once per preselected item
  const { query, update } = useListQuery(DEFAULTS);
  const request = useMemo(() => ({ page: query.page, limit: query.size, type: inApp ? ('in-app' as const) : ('other' as const), ...(query.keyword.trim() ? { search: query.keyword.trim() } : {}) }), [inApp, query]);
  const { load, rows, total, retry } = usePagedRead(fetchVouchers, request);
  const details = (voucher: Voucher) => (inApp ? PATHS.inAppVoucherDetails(voucher.id) : PATHS.voucherDetails(voucher.id));
  const columns: readonly Column<Voucher>[] = [
    { key: 'name', header: VOUCHERS_UI.columns.name, render: (voucher) => <RouteLink to={details(voucher)}>{voucher.name}</RouteLink> },
    { key: 'code', header: VOUCHERS_UI.columns.code, render: (voucher) => voucher.code },
    inApp
      ? { key: 'application', header: VOUCHERS_UI.columns.application, render: (voucher) => (voucher.application ? VOUCHERS_UI.applications[voucher.application] : '') }
      : { key: 'type', header: VOUCHERS_UI.columns.type, render: (voucher) => VOUCHERS_UI.types[voucher.type] },
    { key: 'discount', header: VOUCHERS_UI.columns.discount, render: (voucher) => VOUCHERS_UI.discountText(voucher.discount) },
    { key: 'period', header: VOUCHERS_UI.columns.period, render: (voucher) => VOUCHERS_UI.periodText(voucher.discount_period, voucher.discount_duration) },
    { key: 'usage', header: VOUCHERS_UI.columns.usage, render: (voucher) => VOUCHERS_UI.usageText(voucher.usage_counter, voucher.usage_limit) },
    { key: 'ends', header: VOUCHERS_UI.columns.ends, render: (voucher) => (voucher.end_date ? tableDateOfText(voucher.end_date) : VOUCHERS_UI.noEnd) },
  ];
  const title = inApp ? VOUCHERS_UI.inAppTitle : VOUCHERS_UI.title;
  return (
    <section>
      <h1>{title}</h1>
      <ListToolbar>
        <SearchFilter fields={SEARCH_FIELDS} field={query.field} keyword={query.keyword} onSearch={(search) => update(search)} />
        <div>{canAdd && <Button onClick={dialog.open}>{inApp ? VOUCHERS_UI.newOffer : VOUCHERS_UI.newVoucher}</Button>}</div>
      </ListToolbar>
      <LoadState state={load} ready={rows !== undefined} onRetry={retry}>
        <Table caption={title} columns={columns} rows={rows ?? []} rowKey={(voucher) => voucher.id} emptyText={<EmptyNextStep text={TABLES.noEntries(VOUCHERS_UI.entries)} step={canAdd && !inApp && !query.keyword.trim() && { ...NEXT_STEPS.vouchers, onClick: dialog.open }} />} />
        <ListPager total={total} page={query.page} size={query.size} entries={VOUCHERS_UI.entries} onPage={(page) => update({ page })} />
      </LoadState>
      {canAdd && (
        <FormDialog id={modalId} title={inApp ? VOUCHERS_UI.createOfferTitle : VOUCHERS_UI.createTitle} submitLabel={VOUCHERS_UI.create} cancelLabel={VOUCHERS_UI.cancel} endpoint={createVoucher}>
          {({ formId, close }) => <CreateVoucherForm formId={formId} inApp={inApp} onDone={close} preselected={preselected} />}
        </FormDialog>
      )}
    </section>
  );
}

export function InAppVouchersPage() {
  return <VouchersPage inApp />;
}
