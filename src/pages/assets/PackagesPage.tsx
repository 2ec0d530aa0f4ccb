import { useFormik } from 'formik';
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import * as yup from 'yup';
import type { Package } from '../../api/packages';
import { Button } from '../../components/Button';
import { SelectField, TextArea, TextField, useSubmit } from '../../components/form';
import { EmptyNextStep } from '../../components/list/EmptyNextStep';
import { ListToolbar } from '../../components/list/ListLayout';
import { ListPager } from '../../components/list/ListPager';
import { LoadState } from '../../components/list/LoadState';
import { SearchFilter } from '../../components/list/SearchFilter';
import { useListQuery, type ListDefaults } from '../../components/list/useListQuery';
import { FormDialog } from '../../components/FormDialog';
import { useModal } from '../../components/Modal';
import { Table, type Column } from '../../components/Table';
import { PACKAGES_PAGE_SIZE } from '../../contracts/values';
import { ASSETS_UI, PACKAGES_UI } from '../../constants/messages/assets';
import { TABLES } from '../../constants/messages/lists';
import { NEXT_STEPS } from '../../constants/messages/onboarding';
import { TEXT_MAX, truncate, utcTableDate } from '../../constants/payments';
import { createPackage, fetchPackages } from '../../ducks/assets';
import { selectAccount } from '../../ducks/auth/selectors';
import { usePagedRead } from '../../ducks/requests/readHooks';
import { PATHS } from '../../routes/paths';
import { RouteLink } from '../../routes/RouteLink';
import { useCan } from '../../routes/useCan';
import { fieldProps } from '../public/shared/forms';

const DEFAULTS: ListDefaults = { size: PACKAGES_PAGE_SIZE, field: 'title', status: 'active' };
const SEARCH_FIELDS = [{ value: 'title', label: PACKAGES_UI.columns.title }] as const;
const STATUS_OPTIONS = [
  { value: 'active', label: ASSETS_UI.active },
  { value: 'inactive', label: ASSETS_UI.inactive },
];
const CREATE_MODAL = 'create-package';

const schema = yup.object({ title: yup.string().trim().required(ASSETS_UI.titleRequired).max(250), content: yup.string().max(20_000) });

function CreatePackageForm({ formId, onDone }: { formId: string; onDone: () => void }) {
  const { submit } = useSubmit(createPackage, { onSuccess: onDone });
  const formik = useFormik({
    initialValues: { title: '', content: '' },
    validationSchema: schema,
    onSubmit: ({ title, content }, helpers) => submit({ title: title.trim(), ...(content.trim() ? { content } : {}) }, helpers),
  });
  return (
    <form id={formId} noValidate onSubmit={formik.handleSubmit}>
      <TextField label={ASSETS_UI.assetTitle} autoComplete="off" {...fieldProps(formik, 'title')} />
      <TextArea label={ASSETS_UI.description} rows={3} {...fieldProps(formik, 'content')} />
    </form>
  );
}

/** /assets/packages: the merchant's packages (14 a page), active or inactive, searchable; a new one opens its edit screen. */
export default function PackagesPage() {
  const { isReadOnly } = useCan();
  const writable = !isReadOnly('assets');
  const dialog = useModal(CREATE_MODAL);
  const tenantUuid = useSelector(selectAccount)?.tenant_uuid ?? '';
  const { query, update } = useListQuery(DEFAULTS);
  const request = useMemo(
    () => ({
      tenantUuid,
      page: query.page,
      limit: query.size,
      is_active: query.status === 'inactive' ? ('false' as const) : ('true' as const),
      ...(query.keyword.trim() ? { search: query.keyword.trim() } : {}),
    }),
    [tenantUuid, query],
  );
  const { load, rows, total, retry } = usePagedRead(fetchPackages, request, Boolean(tenantUuid));
  const firstOne = writable && !query.keyword.trim() && query.status === DEFAULTS.status;

  const columns: readonly Column<Package>[] = [
    {
      key: 'title',
      header: PACKAGES_UI.columns.title,
      render: (pack) => (
        <RouteLink to={PATHS.packageDetails(pack.id)}>
          <span title={pack.title}>{truncate(pack.title, TEXT_MAX)}</span>
        </RouteLink>
      ),
    },
    { key: 'items', header: PACKAGES_UI.columns.items, render: (pack) => pack.number_of_items.toLocaleString('en-US') },
    { key: 'created', header: PACKAGES_UI.columns.created, render: (pack) => utcTableDate(pack.created_at) },
  ];

  return (
    <section>
      <h1>{PACKAGES_UI.title}</h1>
      <ListToolbar>
        <SearchFilter fields={SEARCH_FIELDS} field={query.field} keyword={query.keyword} onSearch={(search) => update(search)} />
        <SelectField name="package-status" label={ASSETS_UI.status} options={STATUS_OPTIONS} value={query.status} onChange={(event) => update({ status: event.target.value })} />
        <div>{writable && <Button onClick={dialog.open}>{PACKAGES_UI.newPackage}</Button>}</div>
      </ListToolbar>
      <LoadState state={load} ready={rows !== undefined} onRetry={retry}>
        <Table caption={PACKAGES_UI.title} columns={columns} rows={rows ?? []} rowKey={(pack) => pack.id} emptyText={<EmptyNextStep text={TABLES.noEntries(PACKAGES_UI.entries)} step={firstOne && { ...NEXT_STEPS.packages, onClick: dialog.open }} />} />
        <ListPager total={total} page={query.page} size={query.size} entries={PACKAGES_UI.entries} onPage={(page) => update({ page })} />
      </LoadState>
      {writable && (
        <FormDialog id={CREATE_MODAL} title={PACKAGES_UI.createTitle} submitLabel={PACKAGES_UI.create} cancelLabel={ASSETS_UI.cancel} endpoint={createPackage}>
          {({ formId, close }) => <CreatePackageForm formId={formId} onDone={close} />}
        </FormDialog>
      )}
    </section>
  );
}
