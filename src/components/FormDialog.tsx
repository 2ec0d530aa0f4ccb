import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { UNSAVED } from '../constants/messages/unsaved';
import type { Endpoint } from '../ducks/requests/defineEndpoint';
import { useRequest } from '../ducks/requests/hooks';
import { Button } from './Button';
import { useCloseTabWarning } from './form/UnsavedChanges';
import { SubmitBusyContext } from './form/useSubmit';
import { Modal, useModal } from './Modal';

export interface FormDialogProps<Req, Res> {
  id: string;
  title: string;
  submitLabel: string;
  cancelLabel: string;
  /** The call the form submits (with useSubmit): the submit button waits from the click until it is answered. */
  endpoint: Endpoint<Req, Res>;
  /** The form, given its id (the footer's submit button names it) and `close`, for its submit's success. */
  children: (form: { formId: string; close: () => void }) => ReactNode;
}

const Question = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 8px;
  strong {
    margin-right: auto;
  }
`;

/**
 * A titled dialog around one form, with Cancel and a submit button; it closes when the form's call succeeds.
 * Once the user has changed a field, closing it any other way (Cancel, Escape, its close button, a click beside it)
 * first asks whether to discard the changes, and the browser asks before the tab closes.
 */
export function FormDialog<Req, Res>({ id, title, submitLabel, cancelLabel, endpoint, children }: FormDialogProps<Req, Res>) {
  const { isOpen, close } = useModal(id);
  const formId = useId();
  const questionId = useId();
  const { status } = useRequest(endpoint);
  // The form's submit, under whatever key it is tracked, reports itself here (useSubmit).
  const [busy, setBusy] = useState(false);
  const [changed, setChanged] = useState(false);
  const [asking, setAsking] = useState(false);
  const keepEditing = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (isOpen) return;
    setChanged(false);
    setAsking(false);
  }, [isOpen]);
  useEffect(() => {
    if (asking) keepEditing.current?.focus();
  }, [asking]);
  useCloseTabWarning(isOpen && changed);

  /** Closes at once when nothing was changed; else asks first (false). */
  const canClose = () => {
    if (changed) setAsking(true);
    return !changed;
  };

  return (
    <Modal
      id={id}
      title={title}
      canClose={canClose}
      footer={
        asking ? (
          <Question role="group" aria-labelledby={questionId}>
            <strong id={questionId}>{UNSAVED.discardQuestion}</strong>
            <Button ref={keepEditing} $variant="secondary" onClick={() => setAsking(false)}>
              {UNSAVED.keepEditing}
            </Button>
            <Button onClick={close}>{UNSAVED.discard}</Button>
          </Question>
        ) : (
          <>
            <Button $variant="secondary" onClick={() => canClose() && close()}>
              {cancelLabel}
            </Button>
            <Button type="submit" form={formId} disabled={busy || status === 'pending'}>
              {submitLabel}
            </Button>
          </>
        )
      }
    >
      {/* A change event of any field of the form (they bubble through React's tree) marks the form changed. */}
      <div onChange={() => setChanged(true)}>
        <SubmitBusyContext.Provider value={setBusy}>{children({ formId, close })}</SubmitBusyContext.Provider>
      </div>
    </Modal>
  );
}
