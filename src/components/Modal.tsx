import { useCallback, useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { UI } from '../constants/messages';
import { modalClosed, modalOpened, selectOpenModal } from '../ducks/ui/slice';

/** Open, close and read one modal by id; opening any modal closes the one that was open. */
export function useModal(id: string) {
  const dispatch = useDispatch();
  const isOpen = useSelector(selectOpenModal) === id;
  const open = useCallback(() => dispatch(modalOpened(id)), [dispatch, id]);
  const close = useCallback(() => dispatch(modalClosed(id)), [dispatch, id]);
  return { isOpen, open, close };
}

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 10vh 16px 16px;
  background: rgba(20, 30, 40, 0.45);
  overflow-y: auto;
`;

const Dialog = styled.div`
  position: relative;
  width: min(560px, 100%);
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 8px 32px rgba(0, 0, 0, 0.25);
  padding: 24px;
  &:focus {
    outline: none;
  }
`;

const Title = styled.h2`
  margin: 0 32px 16px 0;
  font-size: 18px;
`;

const CloseButton = styled.button`
  position: absolute;
  top: 12px;
  right: 12px;
  border: 0;
  background: none;
  font-size: 22px;
  line-height: 1;
  cursor: pointer;
`;

export const ModalFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 24px;
`;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  /** Which modal this is; it shows while the ui slice names it as the open one. */
  id: string;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Called after the modal closes by Escape, the close button or the overlay. */
  onClose?: () => void;
}

function ModalDialog({ id, title, children, footer, onClose }: ModalProps) {
  const { close } = useModal(id);
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  const dismiss = useCallback(() => {
    close();
    onClose?.();
  }, [close, onClose]);

  // Focus moves into the dialog on open and back to the opener on close.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog)?.focus();
    return () => opener?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      dismiss();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <Overlay
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) dismiss();
      }}
    >
      <Dialog ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <Title id={titleId}>{title}</Title>
        {children}
        {footer && <ModalFooter>{footer}</ModalFooter>}
        <CloseButton type="button" aria-label={UI.close} onClick={dismiss}>
          ×
        </CloseButton>
      </Dialog>
    </Overlay>,
    document.body,
  );
}

/** A dialog shown only while it is the one open modal (ui slice), so two can never be open at once. */
export function Modal(props: ModalProps) {
  const { isOpen } = useModal(props.id);
  return isOpen ? <ModalDialog {...props} /> : null;
}
