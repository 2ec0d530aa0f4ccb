import type { ReactNode } from 'react';
import { CONFIRM } from '../constants/messages';
import { Button } from './Button';
import { Modal, useModal } from './Modal';

export interface ConfirmDialogProps {
  id: string;
  title?: string;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel?: () => void;
  /** Disables the confirm button, e.g. while the request runs. */
  busy?: boolean;
}

/** A confirmation modal with the spec's defaults: 'Confirm your action', 'Yes, delete!', 'Oops, no!'. */
export function ConfirmDialog({
  id,
  title = CONFIRM.title,
  message,
  confirmLabel = CONFIRM.yes,
  cancelLabel = CONFIRM.no,
  onConfirm,
  onCancel,
  busy = false,
}: ConfirmDialogProps) {
  const { close } = useModal(id);
  const cancel = () => {
    close();
    onCancel?.();
  };
  return (
    <Modal
      id={id}
      title={title}
      onClose={onCancel}
      footer={
        <>
          <Button $variant="secondary" onClick={cancel}>
            {cancelLabel}
          </Button>
          <Button
            $variant="danger"
            disabled={busy}
            onClick={() => {
              onConfirm();
              close();
            }}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message && <p>{message}</p>}
    </Modal>
  );
}
