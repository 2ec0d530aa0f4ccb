import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Button } from '../../components/Button';
import { Modal, useModal } from '../../components/Modal';
import { REPORTS } from '../../constants/messages';
import type { RequestActions } from '../../ducks/requests/createRequestActions';
import { selectRequest } from '../../ducks/requests/slice';
import type { RootState } from '../../store';

export interface FormDialogProps<Req, Res> {
  id: string;
  title: string;
  submitLabel: string;
  /** The request the form submits: the dialog closes when it succeeds and stays open when it fails. */
  actions: RequestActions<Req, Res>;
  /** The form, given its id (the footer's submit button names it) and the callback to call once it dispatched. */
  children: (form: { formId: string; submitted: () => void }) => ReactNode;
}

/** A titled dialog around one form, with Cancel and a submit button that waits for the request's outcome. */
export function FormDialog<Req, Res>({ id, title, submitLabel, actions, children }: FormDialogProps<Req, Res>) {
  const { close } = useModal(id);
  const formId = useId();
  const status = useSelector((state: RootState) => selectRequest(state, actions.type).status);
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (!waiting || status === 'pending') return;
    setWaiting(false);
    if (status === 'succeeded') close();
  }, [waiting, status, close]);
  const submitted = useCallback(() => setWaiting(true), []);

  return (
    <Modal
      id={id}
      title={title}
      onClose={() => setWaiting(false)}
      footer={
        <>
          <Button $variant="secondary" onClick={close}>
            {REPORTS.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={waiting}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {children({ formId, submitted })}
    </Modal>
  );
}
