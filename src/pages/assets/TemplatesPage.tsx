import { useFormik } from 'formik';
import * as yup from 'yup';
import type { Template } from '../../api/templates';
import { Button } from '../../components/Button';
import { SelectField, TextField, useSubmit } from '../../components/form';
import { EmptyNextStep } from '../../components/list/EmptyNextStep';
import { ListToolbar } from '../../components/list/ListLayout';
import { LoadState } from '../../components/list/LoadState';
import { FormDialog } from '../../components/FormDialog';
import { useModal } from '../../components/Modal';
import { Table, type Column } from '../../components/Table';
import { ASSET_TYPES, type AssetType } from '../../contracts/values';
import { ASSET_TYPE_LABELS, ASSETS_UI, TEMPLATES_UI } from '../../constants/messages/assets';
import { TABLES } from '../../constants/messages/lists';
import { NEXT_STEPS } from '../../constants/messages/onboarding';
import { createTemplate, fetchTemplates } from '../../ducks/assets';
import { useStoredRead } from '../../ducks/requests/readHooks';
import { PATHS } from '../../routes/paths';
import { RouteLink } from '../../routes/RouteLink';
import { useCan } from '../../routes/useCan';
import { fieldProps } from '../public/shared/forms';

const CREATE_MODAL = 'create-template';
export const TYPE_OPTIONS = ASSET_TYPES.map((type) => ({ value: type, label: ASSET_TYPE_LABELS[type] }));

function CreateTemplateForm({ formId, onDone }: { formId: string; onDone: () => void }) {
  const { submit } = useSubmit(createTemplate, { onSuccess: onDone });
  const formik = useFormik<{ name: string; item_type_name: AssetType }>({
    initialValues: { name: '', item_type_name: 'video' },
    validationSchema: yup.object({ name: yup.string().trim().required(ASSETS_UI.titleRequired).max(200) }),
    onSubmit: ({ name, item_type_name }, helpers) => submit({ name: name.trim(), item_type_name }, helpers),
  });
  return (
    <form id={formId} noValidate onSubmit={formik.handleSubmit}>
      <TextField label={TEMPLATES_UI.name} autoComplete="off" {...fieldProps(formik, 'name')} />
      <SelectField label={ASSETS_UI.assetType} options={TYPE_OPTIONS} {...fieldProps(formik, 'item_type_name')} />
    </form>
  );
}

/** /assets/templates: the merchant's asset templates; a new one opens its edit screen. */
export default function TemplatesPage() {
  const writable = !useCan().isReadOnly('assets');
  const dialog = useModal(CREATE_MODAL);
  const { view: load, retry } = useStoredRead(fetchTemplates, undefined);

  const columns: readonly Column<Template>[] = [
    { key: 'name', header: TEMPLATES_UI.columns.name, render: (template) => <RouteLink to={PATHS.templateDetails(template.id)}>{template.name}</RouteLink> },
    { key: 'type', header: TEMPLATES_UI.columns.type, render: (template) => ASSET_TYPE_LABELS[template.item_type_name] },
    { key: 'prices', header: TEMPLATES_UI.columns.prices, render: (template) => String(template.prices.length) },
    { key: 'restrictions', header: TEMPLATES_UI.columns.restrictions, render: (template) => template.restrictions.map((entry) => TEMPLATES_UI.categories[entry.category]).join(', ') },
  ];

  return (
    <section>
      <h1>{TEMPLATES_UI.title}</h1>
      <ListToolbar>
        <div>{writable && <Button onClick={dialog.open}>{TEMPLATES_UI.newTemplate}</Button>}</div>
      </ListToolbar>
      <LoadState state={load} ready={load.data !== undefined} onRetry={retry}>
        <Table caption={TEMPLATES_UI.title} columns={columns} rows={load.data ?? []} rowKey={(template) => template.id} emptyText={<EmptyNextStep text={TABLES.noEntries(TEMPLATES_UI.entries)} step={writable && { ...NEXT_STEPS.templates, onClick: dialog.open }} />} />
      </LoadState>
      {writable && (
        <FormDialog id={CREATE_MODAL} title={TEMPLATES_UI.createTitle} submitLabel={TEMPLATES_UI.create} cancelLabel={ASSETS_UI.cancel} endpoint={createTemplate}>
          {({ formId, close }) => <CreateTemplateForm formId={formId} onDone={close} />}
        </FormDialog>
      )}
    </section>
  );
}
