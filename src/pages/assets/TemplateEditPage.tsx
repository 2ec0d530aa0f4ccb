import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useParams } from 'react-router-dom';
import * as yup from 'yup';
import type { Template, TemplatePrice, TemplateRestriction } from '../../api/templates';
import type { CountrySet } from '../../api/restrictions';
import { Button } from '../../components/Button';
import { SelectField, TextArea, TextField, useSubmit } from '../../components/form';
import { LoadState } from '../../components/list/LoadState';
import { Table, type Column } from '../../components/Table';
import { EVENT_TYPES, RESTRICTION_CATEGORIES, type AssetType, type Currency, type EventType } from '../../contracts/values';
import { ASSETS_UI, EVENT_TYPE_LABELS, PRICING_UI, TEMPLATES_UI } from '../../constants/messages/assets';
import {
  addTemplateRestriction,
  createTemplatePrice,
  deleteTemplate,
  deleteTemplateMetadata,
  deleteTemplatePrice,
  deleteTemplateRestriction,
  fetchTemplate,
  saveTemplateEventDetails,
  TEMPLATES_COLLECTION,
  updateTemplate,
  updateTemplatePrice,
} from '../../ducks/assets';
import { fetchCountrySets } from '../../ducks/restrictions';
import { useRequest } from '../../ducks/requests/hooks';
import { useStoredRead } from '../../ducks/requests/readHooks';
import { selectEntity } from '../../ducks/requests/selectors';
import type { RequestsState } from '../../ducks/requests/slice';
import { PATHS } from '../../routes/paths';
import { RouteLink } from '../../routes/RouteLink';
import { useCan } from '../../routes/useCan';
import { accessTypeNameOf, buyerMoney } from '../../constants/accessTypes';
import { fieldProps } from '../public/shared/forms';
import { MetadataEditor } from './AssetMetadata';
import { EditForm } from './EditForm';
import { EventDetailsForm, eventPayload, eventValues } from './EventDetailsTab';
import { DELETE_CONSEQUENCES } from '../../constants/messages/confirmations';
import { VIEW_ONLY } from '../../constants/messages/viewOnly';
import { ItemEditFrame } from './ItemEditFrame';
import { FeeForm, feeFormField } from './pricing/FeeForm';
import { EMPTY_FEE, externalIds, toInputDate, type FeeFormValues } from './pricing/feeForm';
import { TYPE_OPTIONS } from './TemplatesPage';
import { useFeeChoices } from './pricing/useFeeChoices';

interface DetailsValues {
  name: string;
  item_type_name: AssetType;
  event_type: EventType | '';
  preview_text: string;
  preview_id: string;
}

function DetailsTab({ template, readOnly }: { template: Template; readOnly: boolean }) {
  const { submit } = useSubmit(updateTemplate, { key: String(template.id) });
  const formik = useFormik<DetailsValues>({
    initialValues: { name: template.name, item_type_name: template.item_type_name, event_type: template.event_type ?? '', preview_text: template.preview_text, preview_id: String(template.preview_id) },
    enableReinitialize: true,
    validationSchema: yup.object({ name: yup.string().trim().required(ASSETS_UI.titleRequired).max(200), preview_id: yup.string().matches(/^\d+$/) }),
    onSubmit: (values, helpers) =>
      submit(
        {
          templateId: template.id,
          name: values.name.trim(),
          item_type_name: values.item_type_name,
          ...(values.event_type ? { event_type: values.event_type } : {}),
          preview_text: values.preview_text,
          preview_id: values.preview_id,
        },
        helpers,
      ),
  });
  return (
    <EditForm label={TEMPLATES_UI.detailsTab} readOnly={readOnly} onSubmit={formik.handleSubmit} submitting={formik.isSubmitting} dirty={formik.dirty} guard={formik}>
      <TextField label={TEMPLATES_UI.name} {...fieldProps(formik, 'name')} />
      <SelectField label={ASSETS_UI.assetType} options={TYPE_OPTIONS} {...fieldProps(formik, 'item_type_name')} />
      <SelectField
        label={ASSETS_UI.eventType}
        options={[{ value: '', label: '—' }, ...EVENT_TYPES.map((type) => ({ value: type, label: EVENT_TYPE_LABELS[type] }))]}
        {...fieldProps(formik, 'event_type')}
      />
      <TextArea label={TEMPLATES_UI.previewText} rows={3} {...fieldProps(formik, 'preview_text')} />
      <TextField label={TEMPLATES_UI.previewId} inputMode="numeric" {...fieldProps(formik, 'preview_id')} />
    </EditForm>
  );
}

const priceValues = (price: TemplatePrice): FeeFormValues => ({
  ...EMPTY_FEE,
  access_type_id: price.access_type_id,
  amount: price.amount,
  currency: price.currency as Currency,
  description: price.description ?? '',
  trial_days: price.trial_period_quantity ?? '',
  setup_fee_amount: price.setup_fee_amount ?? '',
  setup_fee_description: price.setup_fee_description ?? '',
  country_iso: price.country_iso ?? '',
  country_set_id: price.country_set_id ?? '',
  external_ids: externalIds(price.external_fees),
  starts_at: toInputDate(price.starts_at ?? null),
  expires_at: toInputDate(price.expires_at ?? null),
});

function PricesTab({ template, readOnly }: { template: Template; readOnly: boolean }) {
  const dispatch = useDispatch();
  const { types, countrySets, providers, load: choices } = useFeeChoices();
  const [editing, setEditing] = useState<'new' | number | null>(null);
  const edited = typeof editing === 'number' ? template.prices.find((price) => price.id === editing) : undefined;
  const close = () => setEditing(null);
  const create = useSubmit(createTemplatePrice, { key: String(template.id), onSuccess: close, fieldFor: feeFormField });
  const update = useSubmit(updateTemplatePrice, { key: String(template.id), onSuccess: close, fieldFor: feeFormField });
  const typeName = (id: string) => accessTypeNameOf(types, id);
  const label = (price: TemplatePrice) => `${typeName(price.access_type_id)} ${buyerMoney(Number(price.amount), price.currency)}`;
  const columns: Column<TemplatePrice>[] = [
    { key: 'type', header: PRICING_UI.columns.accessType, render: (price) => typeName(price.access_type_id) },
    { key: 'description', header: PRICING_UI.columns.description, render: (price) => price.description ?? '' },
    { key: 'price', header: PRICING_UI.columns.price, render: (price) => buyerMoney(Number(price.amount), price.currency) },
  ];
  if (!readOnly) {
    columns.push({
      key: 'actions',
      header: PRICING_UI.columns.actions,
      render: (price) => (
        <>
          <Button $variant="link" aria-label={PRICING_UI.editFee(label(price))} onClick={() => setEditing(price.id)}>
            {PRICING_UI.edit}
          </Button>{' '}
          <Button $variant="link" aria-label={PRICING_UI.deleteFee(label(price))} onClick={() => dispatch(deleteTemplatePrice.request({ templateId: template.id, priceId: price.id }))}>
            {PRICING_UI.delete}
          </Button>
        </>
      ),
    });
  }
  return (
    <section aria-label={TEMPLATES_UI.pricesTitle}>
      <h2>{TEMPLATES_UI.pricesTitle}</h2>
      <Table caption={TEMPLATES_UI.pricesTitle} columns={columns} rows={template.prices} rowKey={(price) => price.id} emptyText={TEMPLATES_UI.noPrices} />
      {!readOnly && editing === null && <Button onClick={() => setEditing('new')}>{PRICING_UI.addFee}</Button>}
      {editing !== null && (
        <LoadState {...choices}>
          <FeeForm
            key={String(editing)}
            editing={edited !== undefined}
            initialValues={edited ? priceValues(edited) : EMPTY_FEE}
            types={types}
            onSave={(payload, helpers) =>
              edited ? update.submit({ templateId: template.id, priceId: edited.id, ...payload }, helpers) : create.submit({ templateId: template.id, ...payload }, helpers)
            }
            onDone={close}
            countrySets={countrySets}
            providers={providers}
          />
        </LoadState>
      )}
    </section>
  );
}

/** A restriction's value as people read it: the age, the country set's name (its id while the sets load), the domain. */
const restrictionValue = (restriction: TemplateRestriction, sets: readonly CountrySet[] | undefined): string => {
  const { age, country_set_id: setId, domain } = restriction.additional_data;
  if (setId !== undefined) return sets?.find((set) => String(set.id) === setId)?.name ?? setId;
  return age ?? domain ?? '';
};
const restrictionLabel = (restriction: TemplateRestriction, sets: readonly CountrySet[] | undefined): string =>
  `${TEMPLATES_UI.categories[restriction.category]}: ${restrictionValue(restriction, sets)}`;

function RestrictionsTab({ template, readOnly }: { template: Template; readOnly: boolean }) {
  const dispatch = useDispatch();
  // A restriction shows its country set's id until the sets are read.
  const sets = useStoredRead(fetchCountrySets, undefined).view.data;
  const { submit } = useSubmit(addTemplateRestriction, { key: String(template.id), onSuccess: (form) => form?.resetForm() });
  const formik = useFormik({
    initialValues: { category: 'age' as (typeof RESTRICTION_CATEGORIES)[number], value: '' },
    validationSchema: yup.object({ value: yup.string().trim().required(PRICING_UI.required) }),
    onSubmit: ({ category, value }, helpers) => {
      const field = category === 'age' ? 'age' : category === 'geo' ? 'country_set_id' : 'domain';
      return submit({ templateId: template.id, category, additional_data: { [field]: value.trim() } }, helpers);
    },
  });
  const columns: Column<TemplateRestriction>[] = [
    { key: 'category', header: TEMPLATES_UI.category, render: (restriction) => TEMPLATES_UI.categories[restriction.category] },
    { key: 'value', header: TEMPLATES_UI.value, render: (restriction) => restrictionValue(restriction, sets) },
  ];
  if (!readOnly) {
    columns.push({
      key: 'actions',
      header: PRICING_UI.columns.actions,
      render: (restriction) => (
        <Button
          $variant="link"
          aria-label={TEMPLATES_UI.deleteRestriction(restrictionLabel(restriction, sets))}
          onClick={() => dispatch(deleteTemplateRestriction.request({ templateId: template.id, restrictionId: restriction.id }))}
        >
          {PRICING_UI.delete}
        </Button>
      ),
    });
  }
  const valueLabel = formik.values.category === 'age' ? TEMPLATES_UI.age : formik.values.category === 'geo' ? TEMPLATES_UI.countrySet : TEMPLATES_UI.domain;
  return (
    <section aria-label={TEMPLATES_UI.restrictionsTitle}>
      <h2>{TEMPLATES_UI.restrictionsTitle}</h2>
      <Table caption={TEMPLATES_UI.restrictionsTitle} columns={columns} rows={template.restrictions} rowKey={(restriction) => restriction.id} emptyText={TEMPLATES_UI.noRestrictions} />
      {!readOnly && (
        <form noValidate onSubmit={formik.handleSubmit} aria-label={TEMPLATES_UI.addRestriction}>
          <SelectField label={TEMPLATES_UI.category} options={RESTRICTION_CATEGORIES.map((category) => ({ value: category, label: TEMPLATES_UI.categories[category] }))} {...fieldProps(formik, 'category')} />
          {formik.values.category === 'geo' ? (
            <SelectField label={valueLabel} options={(sets ?? []).map((set) => ({ value: String(set.id), label: set.name }))} emptyOption={TEMPLATES_UI.chooseCountrySet} {...fieldProps(formik, 'value')} />
          ) : (
            <TextField label={valueLabel} {...fieldProps(formik, 'value')} />
          )}
          <Button type="submit" $variant="secondary" disabled={formik.isSubmitting}>
            {TEMPLATES_UI.addRestriction}
          </Button>
        </form>
      )}
    </section>
  );
}

function TemplateMetadata({ template, readOnly }: { template: Template; readOnly: boolean }) {
  const dispatch = useDispatch();
  const { submit } = useSubmit(updateTemplate, { key: String(template.id), onSuccess: (form) => form?.resetForm() });
  return (
    <MetadataEditor
      metadata={template.metadata}
      readOnly={readOnly}
      onAdd={(metadata, helpers) => submit({ templateId: template.id, metadata }, helpers)}
      onRemove={(key) => dispatch(deleteTemplateMetadata.request({ templateId: template.id, keys: [key] }))}
    />
  );
}

/** The template's event details: 'Template content details successfully updated.' on save. */
function TemplateEventTab({ template, readOnly }: { template: Template; readOnly: boolean }) {
  const { submit } = useSubmit(saveTemplateEventDetails, { key: String(template.id) });
  return (
    <EventDetailsForm
      initialValues={eventValues(template, template.event_details)}
      readOnly={readOnly}
      onSave={(values, helpers) => {
        const { itemId: _itemId, ...body } = eventPayload(template.id, values);
        return submit({ templateId: template.id, ...body }, helpers);
      }}
    />
  );
}

type State = { requests: RequestsState } & Record<string, unknown>;

/** /assets/templates/edit/{id}: the template's details, prices and restrictions; delete to /assets/templates. */
export default function TemplateEditPage() {
  const dispatch = useDispatch();
  const id = Number(useParams().id);
  const template = useSelector((state: State) => selectEntity<Template>(state, 'assets', TEMPLATES_COLLECTION, id));
  const request = useMemo(() => ({ templateId: id }), [id]);
  const { view: load, retry } = useStoredRead(fetchTemplate, request, Number.isInteger(id) && id > 0);
  const deleting = useRequest(deleteTemplate, String(id)).status === 'pending';
  const readOnly = useCan().isReadOnly('assets');

  return (
    <section>
      <p>
        <RouteLink to={PATHS.templates}>{TEMPLATES_UI.backToList}</RouteLink>
      </p>
      <LoadState state={load} ready={template !== undefined} onRetry={retry}>
        {template && (
          <ItemEditFrame
            title={readOnly ? VIEW_ONLY.template(template.name) : TEMPLATES_UI.editTitle(template.name)}
            readOnly={readOnly}
            texts={{ readOnly: TEMPLATES_UI.readOnly, delete: TEMPLATES_UI.delete, consequence: DELETE_CONSEQUENCES.template }}
            deleteModalId="delete-template"
            deleting={deleting}
            onDelete={() => dispatch(deleteTemplate.request({ templateId: template.id }))}
            tabs={[
              {
                id: 'details',
                label: TEMPLATES_UI.detailsTab,
                content: (
                  <>
                    <DetailsTab template={template} readOnly={readOnly} />
                    <TemplateMetadata template={template} readOnly={readOnly} />
                  </>
                ),
              },
              { id: 'prices', label: TEMPLATES_UI.pricesTab, content: <PricesTab template={template} readOnly={readOnly} /> },
              { id: 'restrictions', label: TEMPLATES_UI.restrictionsTab, content: <RestrictionsTab template={template} readOnly={readOnly} /> },
              { id: 'event', label: ASSETS_UI.eventTab, content: <TemplateEventTab template={template} readOnly={readOnly} /> },
            ]}
          />
        )}
      </LoadState>
    </section>
  );
}

