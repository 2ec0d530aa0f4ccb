import { useId, useState, type ReactNode } from 'react';
import type { Endpoint } from '../ducks/requests/defineEndpoint';
import { useRequest } from '../ducks/requests/hooks';
import { Button } from './Button';
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

/** A titled dialog around one form, with Cancel and a submit button; it closes when the form's call succeeds. */
export function FormDialog<Req, Res>({ id, title, submitLabel, cancelLabel, endpoint, children }: FormDialogProps<Req, Res>) {
  const { close } = useModal(id);
  const formId = useId();
  const { status } = useRequest(endpoint);
  // The form's submit, under whatever key it is tracked, reports itself here (useSubmit).
  const [busy, setBusy] = useState(false);

  return (
    <Modal
      id={id}
      title={title}
      footer={
        <>
          <Button $variant="secondary" onClick={close}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} disabled={busy || status === 'pending'}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <SubmitBusyContext.Provider value={setBusy}>{children({ formId, close })}</SubmitBusyContext.Provider>
    </Modal>
  );
}
