import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { RegisterField } from '../../../api/authSettings';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormDialog } from '../../../components/FormDialog';
import { LoadState } from '../../../components/list/LoadState';
import { useModal } from '../../../components/Modal';
import { Table, type Column } from '../../../components/Table';
import { useRowDialog } from '../../../components/useRowDialog';
import { AUTH_SETTINGS_UI as UI, FIELD_TYPE_LABELS } from '../../../constants/messages/authSettings';
import { selectAuth } from '../../../ducks/auth/selectors';
import { createCustomField, deleteCustomField, fetchCustomFields, updateCustomField } from '../../../ducks/authSettings';
import { useStoredRead } from '../../../ducks/requests/readHooks';
import { useCan } from '../../../routes/useCan';
import { CustomFieldForm } from './CustomFieldForm';

const ADD_MODAL = 'custom-field-add';
const EDIT_MODAL = 'custom-field-edit';
const DELETE_MODAL = 'custom-field-delete';
const SPLIT_MODAL = 'custom-field-split';

const typeLabel = (field: RegisterField): string => (field.type === 'email' || field.type === 'password' ? UI.builtIn : FIELD_TYPE_LABELS[field.type]);

/** /settings/auth/custom-fields: the paywall's registration form, built-in fields and the merchant's own (catalogue 7.13). */
export default function CustomFieldsPage() {
  const dispatch = useDispatch();
  const writable = !useCan().isReadOnly('customFields');
  const tenantUuid = useSelector(selectAuth).account?.tenant_uuid ?? '';
  const request = useMemo(() => ({ tenantUuid }), [tenantUuid]);
  const { view: load, retry } = useStoredRead(fetchCustomFields, request, tenantUuid !== '');
  const addDialog = useModal(ADD_MODAL);
  const editDialog = useRowDialog<RegisterField>(EDIT_MODAL);
  const confirmDelete = useRowDialog<RegisterField>(DELETE_MODAL);
  const confirmSplit = useModal(SPLIT_MODAL);
  const columns: Column<RegisterField>[] = [
    { key: 'label', header: UI.fieldLabel, render: (row) => row.label },
    { key: 'name', header: UI.fieldName, render: (row) => <code>{row.name}</code> },
    { key: 'type', header: UI.fieldType, render: typeLabel },
    { key: 'required', header: UI.fieldRequired, render: (row) => (row.required ? UI.yes : UI.no) },
    { key: 'options', header: UI.fieldOptions, render: (row) => row.options.map((option) => option.value).join(', ') },
  ];
  if (writable) {
    columns.push({
      key: 'actions',
      header: UI.actionsColumn,
      render: (row) =>
        row.built_in ? null : (
          <>
            <Button $variant="link" aria-label={UI.editField(row.label)} onClick={() => editDialog.openFor(row)}>
              {UI.edit}
            </Button>{' '}
            <Button $variant="link" aria-label={UI.deleteField(row.label)} onClick={() => confirmDelete.openFor(row)}>
              {UI.delete}
            </Button>
          </>
        ),
    });
  }
  const split = load.data?.full_name_split ?? false;
  return (
    <section>
      <h1>{UI.customFieldsTitle}</h1>
      <p>{UI.customFieldsIntro}</p>
      {!writable && <p>{UI.readOnly}</p>}
      <LoadState state={load} ready={load.data !== undefined} onRetry={retry}>
        <Table caption={UI.fieldsCaption} columns={columns} rows={load.data?.collection ?? []} rowKey={(row) => row.name} emptyText="" />
        {split && <p>{UI.fullNameSplit}</p>}
        {writable && (
          <p>
            <Button onClick={addDialog.open}>{UI.addField}</Button>{' '}
            {!split && (
              <Button $variant="secondary" onClick={confirmSplit.open}>
                {UI.splitFullName}
              </Button>
            )}
          </p>
        )}
      </LoadState>
      {addDialog.isOpen && (
        <FormDialog id={ADD_MODAL} title={UI.addFieldTitle} submitLabel={UI.saveField} cancelLabel={UI.cancel} endpoint={createCustomField}>
          {({ formId, close }) => <CustomFieldForm formId={formId} onDone={close} />}
        </FormDialog>
      )}
      {editDialog.isOpen && editDialog.row && (
        <FormDialog id={EDIT_MODAL} title={UI.editFieldTitle} submitLabel={UI.saveField} cancelLabel={UI.cancel} endpoint={updateCustomField}>
          {({ formId, close }) => <CustomFieldForm formId={formId} field={editDialog.row ?? undefined} onDone={close} />}
        </FormDialog>
      )}
      <ConfirmDialog
        id={DELETE_MODAL}
        message={confirmDelete.row ? UI.deleteFieldQuestion(confirmDelete.row.label) : undefined}
        onConfirm={() => confirmDelete.row?.id && dispatch(deleteCustomField.request({ id: confirmDelete.row.id }))}
      />
      <ConfirmDialog id={SPLIT_MODAL} message={UI.splitQuestion} confirmLabel={UI.split} onConfirm={() => dispatch(createCustomField.request({ split_full_name: '1' }))} />
    </section>
  );
}
