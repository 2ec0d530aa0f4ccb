import { useState } from 'react';
import styled from 'styled-components';
import { COUNTRY_PICKER } from '../../constants/messages/countryPicker';
import { CountryPicker } from './CountryPicker';
import { countryNameOf as nameOf, isCountryCode } from './countryChoice';
import { FieldValue, useFieldsReadOnly } from './ReadOnlyFields';

const Chosen = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: -4px 0 12px;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    padding: 2px 4px 2px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.paleBackground};
  }
  button {
    min-width: 24px;
    min-height: 24px;
    border: 0;
    border-radius: 50%;
    background: none;
    color: inherit;
    font-size: 16px;
    line-height: 1;
    cursor: pointer;
  }
  button:hover,
  button:focus-visible {
    background: ${({ theme }) => theme.colors.border};
  }
`;

export interface CountriesPickerProps {
  name: string;
  label: string;
  /** The chosen ISO codes, in the order they were chosen. */
  values: readonly string[];
  onChange: (values: string[]) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
}

/**
 * Several countries chosen by name (issue 24, scope 3): the searchable picker adds each chosen country to a list
 * below it, where each has its own Remove button. The ISO codes are the value.
 */
export function CountriesPicker({ name, label, values, onChange, onBlur, error, disabled }: CountriesPickerProps) {
  // What the picker holds until a country is chosen from it.
  const [typed, setTyped] = useState('');
  const readOnly = useFieldsReadOnly();
  if (readOnly) return <FieldValue label={label} value={values.map(nameOf).join(', ')} />;
  const pick = (value: string) => {
    if (!isCountryCode(value)) {
      setTyped(value);
      return;
    }
    setTyped('');
    if (!values.includes(value)) onChange([...values, value]);
  };
  return (
    <>
      <CountryPicker name={name} label={label} value={typed} onChange={pick} onBlur={onBlur} error={error} disabled={disabled} />
      {values.length > 0 && (
        <Chosen aria-label={COUNTRY_PICKER.chosen(label)}>
          {values.map((code) => (
            <li key={code}>
              {nameOf(code)}
              <button type="button" aria-label={COUNTRY_PICKER.remove(nameOf(code))} disabled={disabled} onClick={() => onChange(values.filter((each) => each !== code))}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </Chosen>
      )}
    </>
  );
}
