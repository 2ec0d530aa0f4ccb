import { forwardRef, type InputHTMLAttributes } from 'react';
import { FieldShell, type FieldBaseProps } from './Field';

export type CheckboxProps = FieldBaseProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'type'>;

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { name, label, error, hint, id, ...input },
  ref,
) {
  return (
    <FieldShell name={name} label={label} error={error} hint={hint} id={id} inline>
      {(control) => <input ref={ref} type="checkbox" {...input} {...control} />}
    </FieldShell>
  );
});
