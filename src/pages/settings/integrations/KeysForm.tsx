import { useFormik } from 'formik';
import type { ReactNode } from 'react';
import type * as yup from 'yup';
import { TextArea, TextField, type FormHelpers } from '../../../components/form';
import { INTEGRATIONS_UI as UI } from '../../../constants/messages/integrations';
import { fieldProps } from '../../public/shared/forms';
import { UnsavedChangesBar } from '../../../components/form/UnsavedChanges';

export interface KeyField<Name extends string> {
  name: Name;
  label: string;
  /** A PEM key or a long public key: a text area. */
  multiline?: boolean;
  secret?: boolean;
  hint?: ReactNode;
}

export interface KeysFormProps<Name extends string> {
  label: string;
  fields: readonly KeyField<Name>[];
  /** The saved keys: the form starts from them and starts again from them after a save reloads them. */
  saved: Readonly<Partial<Record<Name, string>>>;
  /** Keys exist: the button says 'Update' instead of 'Save' (spec section 4). */
  exists: boolean;
  writable: boolean;
  schema: yup.AnyObjectSchema;
  onSubmit: (values: Record<Name, string>, helpers: FormHelpers) => Promise<void>;
  /** The button's label where 'Save'/'Update' is not the spec's word (a connect form). */
  submitLabel?: string;
}

/**
 * A form of an integration's keys (spec sections 4 and 5): each key labelled; 'Save' before keys exist and 'Update'
 * after; the button disabled unless the form is valid, changed and not submitting. Read-only roles see the keys in
 * disabled fields and no button.
 */
export function KeysForm<Name extends string>({ label, fields, saved, exists, writable, schema, onSubmit, submitLabel }: KeysFormProps<Name>) {
  const initialValues: Record<string, string> = Object.fromEntries(fields.map((field) => [field.name, saved[field.name] ?? '']));
  const formik = useFormik<Record<string, string>>({
    initialValues,
    enableReinitialize: true,
    validationSchema: schema,
    validateOnMount: true,
    onSubmit: (values, helpers) => onSubmit(Object.fromEntries(fields.map((field) => [field.name, (values[field.name] ?? '').trim()])) as Record<Name, string>, helpers),
  });
  return (
    <form noValidate aria-label={label} onSubmit={formik.handleSubmit}>
      <fieldset disabled={!writable} style={{ border: 0, margin: 0, padding: 0 }}>
        {fields.map((field) =>
          field.multiline ? (
            <TextArea key={field.name} label={field.label} hint={field.hint} spellCheck={false} rows={6} {...fieldProps(formik, field.name)} />
          ) : (
            <TextField key={field.name} label={field.label} hint={field.hint} type={field.secret ? 'password' : 'text'} autoComplete="off" {...fieldProps(formik, field.name)} />
          ),
        )}
      </fieldset>
      {writable && <UnsavedChangesBar form={formik} saveLabel={submitLabel ?? (exists ? UI.update : UI.save)} savingLabel={UI.saving} blocked={!formik.isValid} />}
    </form>
  );
}
