import { useId, type ReactNode } from 'react';
import type { Endpoint } from '../ducks/requests/defineEndpoint';
import { useRequest } from '../ducks/requests/hooks';
import { Button } from './Button';
import { Modal, useModal } from './Modal';

export interface FormDialogProps<Req, Res> {
  id: string;
  title: string;
  submitLabel: string;
  cancelLabel: string;
  /** The call the form submits (with useSubmit): the submit button waits while it runs. */
  endpoint: Endpoint<Req, Res>;
  /** The form, given its id (the footer's submit button names it) and `close`, for its submit's success. */
  children: (form: { formId: string; close: () => void }) => ReactNode;
}

/** A titled dialog around one form, with Cancel and a submit button; it closes when the form's call succeeds. */
export function FormDialog<Req, Res>({ id, title, submitLabel, cancelLabel, endpoint, children }: FormDialogProps<Req, Res>) {
  const { close } = useModal(id);
  const formId = useId();
  const { status } = useRequest(endpoint);

  return (
    <Modal
      id={id}
      title={title}
      footer={
        <>
          <Button $variant="secondary" onClick={close}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} disabled={status === 'pending'}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {children({ formId, close })}
    </Modal>
  );
}
