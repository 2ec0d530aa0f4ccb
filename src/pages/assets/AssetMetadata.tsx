import { useFormik, type FormikHelpers } from 'formik';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import * as yup from 'yup';
import type { Asset } from '../../api/items';
import { Button } from '../../components/Button';
import { TextField, useSubmit } from '../../components/form';
import { Table, type Column } from '../../components/Table';
import { ASSET_METADATA_PREFIX } from '../../contracts/values';
import { ASSETS_UI } from '../../constants/messages/assets';
import { deleteAssetMetadata, updateAsset } from '../../ducks/assets';
import { fieldProps } from '../public/shared/forms';
import { useLeaveQuestion } from '../../components/form/UnsavedChanges';

const AddRow = styled.form`
  display: grid;
  grid-template-columns: minmax(160px, 1fr) minmax(160px, 2fr) auto;
  gap: 0 12px;
  align-items: start;
  button {
    margin-top: 26px;
  }
`;

interface Entry {
  key: string;
  value: string;
}

/** The asset's custom metadata: the keys prefixed `asset_` (spec section 3); the preview keys are edited elsewhere. */
export const customMetadata = (metadata: Record<string, string>): Entry[] =>
  Object.entries(metadata)
    .filter(([key]) => key.startsWith(ASSET_METADATA_PREFIX))
    .map(([key, value]) => ({ key, value }));

const schema = yup.object({
  key: yup
    .string()
    .trim()
    .required(ASSETS_UI.keyInvalid)
    .matches(/^[A-Za-z0-9_.-]{1,58}$/, ASSETS_UI.keyInvalid),
  value: yup.string().max(1000),
});

/** An asset's custom metadata: added with updateAsset, removed with the metadata delete call. */
export function AssetMetadata({ asset, readOnly }: { asset: Asset; readOnly: boolean }) {
  const dispatch = useDispatch();
  const { submit } = useSubmit(updateAsset, { key: String(asset.id), onSuccess: (form) => form?.resetForm() });
  return (
    <MetadataEditor
      metadata={asset.metadata}
      readOnly={readOnly}
      onAdd={(metadata, helpers) => submit({ id: asset.id, metadata }, helpers)}
      onRemove={(key) => dispatch(deleteAssetMetadata.request({ id: asset.id, keys: [key] }))}
    />
  );
}

/** Custom `asset_` metadata of an asset or template: add (the prefix is added for the merchant) and remove, key by key. */
export function MetadataEditor({
  metadata,
  readOnly,
  onAdd,
  onRemove,
}: {
  metadata: Record<string, string>;
  readOnly: boolean;
  onAdd: (metadata: Record<string, string>, helpers: FormikHelpers<{ key: string; value: string }>) => Promise<void>;
  onRemove: (key: string) => void;
}) {
  const formik = useFormik({
    initialValues: { key: '', value: '' },
    validationSchema: schema,
    onSubmit: ({ key, value }, helpers) => {
      const name = key.trim().startsWith(ASSET_METADATA_PREFIX) ? key.trim() : `${ASSET_METADATA_PREFIX}${key.trim()}`;
      return onAdd({ [name]: value }, helpers);
    },
  });
  const leaveQuestion = useLeaveQuestion(formik);
  const columns: Column<Entry>[] = [
    { key: 'key', header: ASSETS_UI.metadataKey, render: (entry) => entry.key },
    { key: 'value', header: ASSETS_UI.metadataValue, render: (entry) => entry.value },
  ];
  if (!readOnly) {
    columns.push({
      key: 'remove',
      header: ASSETS_UI.columns.actions,
      render: (entry) => (
        <Button $variant="link" aria-label={ASSETS_UI.removeMetadata(entry.key)} onClick={() => onRemove(entry.key)}>
          {ASSETS_UI.removeMetadata(entry.key)}
        </Button>
      ),
    });
  }
  return (
    <section>
      <h2>{ASSETS_UI.metadata}</h2>
      <Table caption={ASSETS_UI.metadata} columns={columns} rows={customMetadata(metadata)} rowKey={(entry) => entry.key} emptyText={ASSETS_UI.noMetadata} />
      {!readOnly && (
        <AddRow noValidate onSubmit={formik.handleSubmit} aria-label={ASSETS_UI.addMetadata}>
          <TextField label={ASSETS_UI.metadataKey} hint={ASSET_METADATA_PREFIX} autoComplete="off" {...fieldProps(formik, 'key')} />
          <TextField label={ASSETS_UI.metadataValue} autoComplete="off" {...fieldProps(formik, 'value')} />
          <Button type="submit" $variant="secondary" disabled={formik.isSubmitting}>
            {ASSETS_UI.addMetadata}
          </Button>
          {leaveQuestion}
        </AddRow>
      )}
    </section>
  );
}
