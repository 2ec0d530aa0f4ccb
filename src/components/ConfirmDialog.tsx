import type { ReactNode } from 'react';
import { CONFIRM } from '../constants/messages';
import { Button } from './Button';
import { Modal, useModal } from './Modal';
import { useRowDialog } from './useRowDialog';

export interface ConfirmDialogProps {
  id: string;
  title?: string;
  message?: ReactNode;
  /** One line under the message saying what confirming does (what is removed, who loses what). */
  consequence?: string;
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
  consequence,
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
      {consequence && <p>{consequence}</p>}
    </Modal>
  );
}

/**
 * A confirmation about one row (remove a member, a relation, a template): `ask(row)` opens the dialog for it, `target`
 * is the row asked about, and `dialogProps` (spread into ConfirmDialog) runs `act(row)` on confirming.
 */
export function useConfirmFor<T>(id: string, act: (row: T) => void) {
  const { row, openFor } = useRowDialog<T>(id);
  return {
    target: row,
    ask: openFor,
    dialogProps: {
      id,
      onConfirm: () => {
        if (row !== null) act(row);
      },
    },
  };
}
