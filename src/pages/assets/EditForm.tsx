import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { saveOnLeave, UnsavedChangesBar, type GuardedForm } from '../../components/form/UnsavedChanges';
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
  /** The form itself: its changes are guarded (the "Unsaved changes" bar with Discard, asked before leaving). */
  guard?: GuardedForm;
  /** With a guard: Save stays enabled with no changes. */
  alwaysSavable?: boolean;
  /** With a guard: the form saves itself when the focus leaves a changed field (no standing Save button). */
  immediate?: boolean;
  children: ReactNode;
}

/** A named form of a content screen: a read-only role sees its values as text, and gets no Save button. */
export function EditForm({ label, readOnly, onSubmit, submitting, dirty = true, guard, alwaysSavable, immediate = false, children }: EditFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} aria-label={label} onBlur={guard && immediate && !readOnly ? saveOnLeave(guard) : undefined}>
      <Fields disabled={readOnly}>
        <ReadOnlyFields readOnly={readOnly}>{children}</ReadOnlyFields>
      </Fields>
      {!readOnly && guard && <UnsavedChangesBar form={guard} saveLabel={ASSETS_UI.save} savingLabel={ASSETS_UI.saving} alwaysSavable={alwaysSavable} immediate={immediate} />}
      {!readOnly && !guard && (
        <Button type="submit" disabled={submitting || !dirty}>
          {submitting ? ASSETS_UI.saving : ASSETS_UI.save}
        </Button>
      )}
    </form>
  );
}
