import { forwardRef, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldShell, controlCss, type FieldBaseProps } from './Field';
import { FieldValue, useFieldsReadOnly } from './ReadOnlyFields';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectFieldProps = FieldBaseProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name'> & {
    options: readonly SelectOption[];
    /** Text of a first, empty option (e.g. 'Select currency'). */
    emptyOption?: string;
  };

const Select = styled.select`
  ${controlCss}
`;

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { name, label, error, hint, id, options, emptyOption, ...select },
  ref,
) {
  if (useFieldsReadOnly()) {
    const value = String(select.value ?? '');
    return <FieldValue label={label} value={options.find((option) => option.value === value)?.label ?? (value === '' ? emptyOption : value)} />;
  }
  return (
    <FieldShell name={name} label={label} error={error} hint={hint} id={id}>
      {(control) => (
        <Select ref={ref} {...select} {...control}>
          {emptyOption !== undefined && <option value="">{emptyOption}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FieldShell>
  );
});
