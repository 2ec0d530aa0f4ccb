import { forwardRef, type InputHTMLAttributes } from 'react';
import { Control, FieldShell, type FieldBaseProps } from './Field';
import { FieldValue, useFieldsReadOnly } from './ReadOnlyFields';

export type TextFieldProps = FieldBaseProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'>;

/** A labelled input; spread Formik's `getFieldProps(name)` into it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { name, label, error, hint, id, type = 'text', ...input },
  ref,
) {
  const readOnly = useFieldsReadOnly();
  if (readOnly && type !== 'password') return <FieldValue label={label} value={input.value} />;
  return (
    <FieldShell name={name} label={label} error={error} hint={hint} id={id}>
      {(control) => <Control ref={ref} type={type} {...input} {...control} />}
    </FieldShell>
  );
});
