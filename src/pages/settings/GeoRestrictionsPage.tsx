import { useFormik } from 'formik';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import * as yup from 'yup';
import type { CountrySet } from '../../api/restrictions';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Checkbox, CountriesPicker, SelectField, TextArea, TextField, useSubmit } from '../../components/form';
import { countryNameOf } from '../../components/form/countryChoice';
import { FormDialog } from '../../components/FormDialog';
import { ListToolbar } from '../../components/list/ListLayout';
import { LoadState } from '../../components/list/LoadState';
import { useModal } from '../../components/Modal';
import { Table, type Column } from '../../components/Table';
import { RESTRICTIONS_UI } from '../../constants/messages/restrictions';
import type { CountrySetBody } from '../../contracts/restrictions';
import { COUNTRY_SET_TYPES, type CountrySetType } from '../../contracts/values';
import { createCountrySet, deleteCountrySet, fetchCountrySets, updateCountrySet } from '../../ducks/restrictions';
import { useStoredRead } from '../../ducks/requests/readHooks';
import { useCan } from '../../routes/useCan';
import { fieldProps } from '../public/shared/forms';
import { ImpactPreview } from './ImpactPreview';

const SET_MODAL = 'country-set';
const DELETE_MODAL = 'delete-country-set';
const SHOWN_COUNTRIES = 8;

export interface CountrySetValues {
  name: string;
  type: CountrySetType;
  global: boolean;
  countries: string[];
  regions: string;
  cities: string;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export const countrySetValues = (set?: CountrySet): CountrySetValues => ({
  name: set?.name ?? '',
  type: set?.type ?? 'whitelist',
  global: set?.global ?? false,
  countries: set?.countries ?? [],
  regions: (set?.regions ?? []).join('\n'),
  cities: (set?.cities ?? []).join('\n'),
});

/** The set as sent: every list whole (PUT replaces the set), the flag as 'true'/'false'. */
export const countrySetBody = (values: CountrySetValues): CountrySetBody => ({
  name: values.name.trim(),
  type: values.type,
  global: values.global ? 'true' : 'false',
  countries: values.countries,
  regions: lines(values.regions),
  cities: lines(values.cities),
});

const schema = yup.object({ name: yup.string().trim().required(RESTRICTIONS_UI.nameRequired).max(100) });

/** A set names at least one country, region or city. */
const validatePlaces = (values: CountrySetValues): Record<string, string> =>
  values.countries.length + lines(values.regions).length + lines(values.cities).length > 0 ? {} : { countries: RESTRICTIONS_UI.setRequired };

const TYPE_OPTIONS = COUNTRY_SET_TYPES.map((type) => ({ value: type, label: RESTRICTIONS_UI.setTypes[type] }));

/** A country set's fields; with `impact`, what the set would block is previewed as it is edited. */
function CountrySetForm({ formId, set, impact, onDone }: { formId: string; set?: CountrySet; impact: boolean; onDone: () => void }) {
  const create = useSubmit(createCountrySet, { onSuccess: onDone });
  const update = useSubmit(updateCountrySet, { onSuccess: onDone });
  const formik = useFormik<CountrySetValues>({
    initialValues: countrySetValues(set),
    validationSchema: schema,
    validate: validatePlaces,
    onSubmit: (values, helpers) => (set ? update.submit({ countrySetId: set.id, ...countrySetBody(values) }, helpers) : create.submit(countrySetBody(values), helpers)),
  });
  const countriesError = formik.touched.countries || formik.submitCount > 0 ? (formik.errors.countries as string | undefined) : undefined;
  return (
    <form id={formId} noValidate onSubmit={formik.handleSubmit} aria-label={set ? RESTRICTIONS_UI.editSet(set.name) : RESTRICTIONS_UI.createSet}>
      <TextField label={RESTRICTIONS_UI.setName} autoComplete="off" {...fieldProps(formik, 'name')} />
      <SelectField label={RESTRICTIONS_UI.setType} options={TYPE_OPTIONS} {...fieldProps(formik, 'type')} />
      <CountriesPicker
        label={RESTRICTIONS_UI.countries}
        name="countries"
        values={formik.values.countries}
        onChange={(codes) => void formik.setFieldValue('countries', codes)}
        onBlur={() => void formik.setFieldTouched('countries')}
        error={countriesError}
      />
      <TextArea label={RESTRICTIONS_UI.regions} rows={2} {...fieldProps(formik, 'regions')} />
      <TextArea label={RESTRICTIONS_UI.cities} rows={2} {...fieldProps(formik, 'cities')} />
      <Checkbox label={RESTRICTIONS_UI.globalLabel} name="global" checked={formik.values.global} onChange={formik.handleChange} />
      {impact && <ImpactPreview rule={{ countrySet: formik.values.countries.length > 0 ? { type: formik.values.type, countries: formik.values.countries } : null }} />}
    </form>
  );
}

/** /settings/auth/geo-restrictions: the merchant's country sets (one global); read-only for customer support. */
export default function GeoRestrictionsPage() {
  const dispatch = useDispatch();
  const { isReadOnly, isDisabled } = useCan();
  const writable = !isReadOnly('geoRestrictions');
  const { view: load, retry } = useStoredRead(fetchCountrySets, undefined);
  const setDialog = useModal(SET_MODAL);
  const deleteDialog = useModal(DELETE_MODAL);
  const [editing, setEditing] = useState<CountrySet | undefined>();
  const [deleting, setDeleting] = useState<CountrySet | undefined>();

  const openSet = (set?: CountrySet) => {
    setEditing(set);
    setDialog.open();
  };
  const setForm = ({ formId, close }: { formId: string; close: () => void }) => (
    <CountrySetForm key={editing?.id ?? 'new'} formId={formId} set={editing} impact={!isDisabled('analytics')} onDone={close} />
  );
  const columns: Column<CountrySet>[] = [
    { key: 'name', header: RESTRICTIONS_UI.setColumns.name, render: (set) => (set.global ? `${set.name} (${RESTRICTIONS_UI.global})` : set.name) },
    { key: 'type', header: RESTRICTIONS_UI.setColumns.type, render: (set) => RESTRICTIONS_UI.setTypeShort[set.type] },
    {
      key: 'countries',
      header: RESTRICTIONS_UI.setColumns.countries,
      render: (set) => {
        const names = set.countries.map(countryNameOf);
        return names.length > SHOWN_COUNTRIES ? `${names.slice(0, SHOWN_COUNTRIES).join(', ')} +${names.length - SHOWN_COUNTRIES}` : names.join(', ');
      },
    },
    { key: 'places', header: RESTRICTIONS_UI.setColumns.regionsCities, render: (set) => [...set.regions, ...set.cities].join(', ') },
    { key: 'assets', header: RESTRICTIONS_UI.setColumns.assets, render: (set) => String(set.item_count) },
  ];
  if (writable) {
    columns.push({
      key: 'actions',
      header: RESTRICTIONS_UI.setColumns.actions,
      render: (set) => (
        <>
          <Button $variant="link" aria-label={RESTRICTIONS_UI.editSet(set.name)} onClick={() => openSet(set)}>
            {RESTRICTIONS_UI.edit}
          </Button>{' '}
          <Button
            $variant="link"
            aria-label={RESTRICTIONS_UI.deleteSet(set.name)}
            onClick={() => {
              setDeleting(set);
              deleteDialog.open();
            }}
          >
            {RESTRICTIONS_UI.delete}
          </Button>
        </>
      ),
    });
  }

  return (
    <section>
      <h1>{RESTRICTIONS_UI.geoTitle}</h1>
      <p>{RESTRICTIONS_UI.geoIntro}</p>
      {!writable && <p>{RESTRICTIONS_UI.readOnly}</p>}
      <ListToolbar>
        <div>{writable && <Button onClick={() => openSet()}>{RESTRICTIONS_UI.newSet}</Button>}</div>
      </ListToolbar>
      <LoadState state={load} ready={load.data !== undefined} onRetry={retry}>
        <Table caption={RESTRICTIONS_UI.setsCaption} columns={columns} rows={load.data ?? []} rowKey={(set) => set.id} emptyText={RESTRICTIONS_UI.noSets} />
      </LoadState>
      {writable && (
        <>
          {editing ? (
            <FormDialog id={SET_MODAL} title={RESTRICTIONS_UI.editSet(editing.name)} submitLabel={RESTRICTIONS_UI.save2} cancelLabel={RESTRICTIONS_UI.cancel} endpoint={updateCountrySet}>
              {setForm}
            </FormDialog>
          ) : (
            <FormDialog id={SET_MODAL} title={RESTRICTIONS_UI.createSet} submitLabel={RESTRICTIONS_UI.createSet} cancelLabel={RESTRICTIONS_UI.cancel} endpoint={createCountrySet}>
              {setForm}
            </FormDialog>
          )}
          <ConfirmDialog
            id={DELETE_MODAL}
            message={deleting ? RESTRICTIONS_UI.deleteSetConfirm(deleting.name) : undefined}
            onConfirm={() => {
              if (deleting) dispatch(deleteCountrySet.request({ countrySetId: deleting.id }));
              deleteDialog.close();
            }}
          />
        </>
      )}
    </section>
  );
}
