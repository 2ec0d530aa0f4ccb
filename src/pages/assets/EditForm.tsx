import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { ReadOnlyFields } from '../../components/form/ReadOnlyFields';
import { ASSETS_UI } from '../../constants/messages/assets';

const Fields = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
`;

export interface EditFormProps {
  label: string;
  readOnly: boolean;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  /** Save stays disabled until something changed (default), or always enabled. */
  dirty?: boolean;
  children: ReactNode;
}

/** A named form of a content screen: a read-only role sees its values as text, and gets no Save button. */
export function EditForm({ label, readOnly, onSubmit, submitting, dirty = true, children }: EditFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} aria-label={label}>
      <Fields disabled={readOnly}>
        <ReadOnlyFields readOnly={readOnly}>{children}</ReadOnlyFields>
      </Fields>
      {!readOnly && (
        <Button type="submit" disabled={submitting || !dirty}>
          {submitting ? ASSETS_UI.saving : ASSETS_UI.save}
        </Button>
      )}
    </form>
  );
}
