import { useFormik } from 'formik';
import { useId } from 'react';
import styled from 'styled-components';
import * as yup from 'yup';
import type { CustomerDetails } from '../../api/audience';
import { Button } from '../../components/Button';
import { PasswordField, TextField, useSubmit } from '../../components/form';
import { FORM } from '../../constants/messages';
import { AUDIENCE_UI } from '../../constants/messages/audience';
import { eraseCustomer, resetCustomerPassword, updateCustomerProfile } from '../../ducks/audience';
import { fieldProps } from '../public/shared/forms';
import { ThemeSelect } from '../settings/branding/ThemeSelect';
import { useUnsavedChangesGuard } from '../../components/form/UnsavedChanges';

/** The customer details' forms: the profile editor, and the bodies of the reset-password and erase dialogs. */

/** A row of buttons or fields. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

interface MetadataRow {
  key: string;
  value: string;
}

const PROFILE_SCHEMA = yup.object({
  full_name: yup.string().trim().min(2, AUDIENCE_UI.fullName).max(250),
  metadata: yup.array(yup.object({ key: yup.string().trim().matches(/^[A-Za-z0-9_.-]{1,64}$/, AUDIENCE_UI.metadataKey), value: yup.string().max(1000) })),
});
const RESET_SCHEMA = yup.object({ branding: yup.string().trim().matches(/^\d*$/, AUDIENCE_UI.branding) });
const ERASE_SCHEMA = yup.object({ password: yup.string().required(FORM.required) });

/** The full name and metadata (keys added, changed or removed; a removed key is sent empty, which deletes it). */
export function ProfileForm({ customer, onDone }: { customer: CustomerDetails; onDone: () => void }) {
  const formId = useId();
  const { submit } = useSubmit(updateCustomerProfile, { key: String(customer.id), onSuccess: onDone });
  const initial: MetadataRow[] = Object.entries(customer.metadata).map(([key, value]) => ({ key, value }));
  const formik = useFormik<{ full_name: string; metadata: MetadataRow[] }>({
    initialValues: { full_name: customer.full_name, metadata: initial },
    validationSchema: PROFILE_SCHEMA,
    onSubmit: (values, helpers) => {
      const metadata: Record<string, string> = {};
      for (const { key } of initial) metadata[key] = '';
      for (const { key, value } of values.metadata) if (key.trim()) metadata[key.trim()] = value;
      const nameChanged = values.full_name.trim() !== customer.full_name;
      return submit({ id: customer.id, ...(nameChanged ? { full_name: values.full_name.trim() } : {}), metadata }, helpers);
    },
  });
  const rows = formik.values.metadata;
  // A changed name or metadata row is not left behind without a question (another page, a closed tab).
  const leaveQuestion = useUnsavedChangesGuard(formik.dirty && !formik.isSubmitting);
  return (
    <form id={formId} noValidate onSubmit={formik.handleSubmit} aria-label={AUDIENCE_UI.editProfile}>
      {leaveQuestion}
      <TextField label={AUDIENCE_UI.fullName} autoComplete="off" {...fieldProps(formik, 'full_name')} />
      <fieldset>
        <legend>{AUDIENCE_UI.metadata}</legend>
        {rows.map((row, index) => (
          <Actions key={index}>
            <TextField name={`metadata.${index}.key`} label={AUDIENCE_UI.metadataKey} value={row.key} onChange={formik.handleChange} />
            <TextField name={`metadata.${index}.value`} label={AUDIENCE_UI.metadataValue} value={row.value} onChange={formik.handleChange} />
            <Button $variant="link" aria-label={AUDIENCE_UI.removeMetadata(row.key)} onClick={() => void formik.setFieldValue('metadata', rows.filter((_row, at) => at !== index))}>
              ✕
            </Button>
          </Actions>
        ))}
        <Button $variant="secondary" onClick={() => void formik.setFieldValue('metadata', [...rows, { key: '', value: '' }])}>
          {AUDIENCE_UI.addMetadata}
        </Button>
      </fieldset>
      <Actions>
        <Button type="submit" disabled={formik.isSubmitting}>
          {AUDIENCE_UI.saveProfile}
        </Button>
        <Button $variant="secondary" onClick={onDone}>
          {AUDIENCE_UI.cancel}
        </Button>
      </Actions>
    </form>
  );
}

export function ResetForm({ formId, id, onDone }: { formId: string; id: number; onDone: () => void }) {
  const { submit } = useSubmit(resetCustomerPassword, { key: String(id), onSuccess: onDone });
  const formik = useFormik({
    initialValues: { branding: '' },
    validationSchema: RESET_SCHEMA,
    onSubmit: ({ branding }, helpers) => submit({ id, ...(branding.trim() ? { brandingId: branding.trim() } : {}) }, helpers),
  });
  return (
    <form id={formId} noValidate onSubmit={formik.handleSubmit}>
      <p>{AUDIENCE_UI.resetText}</p>
      <ThemeSelect label={AUDIENCE_UI.branding} {...fieldProps(formik, 'branding')} />
    </form>
  );
}

export function EraseForm({ formId, id, onDone }: { formId: string; id: number; onDone: () => void }) {
  const { submit } = useSubmit(eraseCustomer, { key: String(id), onSuccess: onDone });
  const formik = useFormik({
    initialValues: { password: '' },
    validationSchema: ERASE_SCHEMA,
    onSubmit: ({ password }, helpers) => submit({ id, password }, helpers),
  });
  return (
    <form id={formId} noValidate onSubmit={formik.handleSubmit}>
      <p>{AUDIENCE_UI.eraseText}</p>
      <PasswordField label={AUDIENCE_UI.yourPassword} autoComplete="current-password" {...fieldProps(formik, 'password')} />
    </form>
  );
}
