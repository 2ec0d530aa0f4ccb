import { createContext, useContext, type ReactNode } from 'react';
import styled from 'styled-components';
import { VIEW_ONLY } from '../../constants/messages/viewOnly';

const FieldsReadOnly = createContext(false);

/** The fields inside show their values as text (a read-only role's screen), not as disabled-looking inputs. */
export function ReadOnlyFields({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  return <FieldsReadOnly.Provider value={readOnly}>{children}</FieldsReadOnly.Provider>;
}

export const useFieldsReadOnly = (): boolean => useContext(FieldsReadOnly);

const Pair = styled.dl`
  margin: 0 0 16px;
  dt {
    font-weight: 600;
    margin-bottom: 4px;
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/** A field's label and its value as text. */
export function FieldValue({ label, value }: { label: ReactNode; value: string | number | readonly string[] | undefined }) {
  const text = Array.isArray(value) ? value.join(', ') : String(value ?? '');
  return (
    <Pair>
      <dt>{label}</dt>
      <dd>{text.trim() === '' ? VIEW_ONLY.empty : text}</dd>
    </Pair>
  );
}
