import { useCallback, useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { CHROME_UI } from '../constants/messages';
import { modalClosed, modalOpened, selectOpenModal } from '../ducks/ui/slice';
import { FOCUSABLE } from './focusable';

/** Open, close and read one modal by id; opening any modal closes the one that was open. */
export function useModal(id: string) {
  const dispatch = useDispatch();
  const isOpen = useSelector(selectOpenModal) === id;
  const open = useCallback(() => dispatch(modalOpened(id)), [dispatch, id]);
  const close = useCallback(() => dispatch(modalClosed(id)), [dispatch, id]);
  return { isOpen, open, close };
}

const Dialog = styled.dialog`
  width: min(560px, calc(100% - 32px));
  max-height: calc(100vh - 20vh);
  margin: 10vh auto auto;
  padding: 0;
  border: 0;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 8px 32px rgba(0, 0, 0, 0.25);
  &::backdrop {
    background: rgba(20, 30, 40, 0.45);
  }
  &:focus {
    outline: none;
  }
`;

/** The dialog's content box: a click on the dialog element outside it is a click on the backdrop. */
const Content = styled.div`
  position: relative;
  padding: 24px;
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

export interface ModalProps {
  /** Which modal this is; it shows while the ui slice names it as the open one. */
  id: string;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Called after the modal closes by Escape, the close button or the overlay. */
  onClose?: () => void;
  /** Asked before the modal closes by Escape, the close button or the overlay: false keeps it open. */
  canClose?: () => boolean;
}

/** What a modal changes on the page while open, undone when it closes. */
function holdPage(dialog: HTMLDialogElement): () => void {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const native = typeof dialog.showModal === 'function';
  // The native modal makes the rest of the page inert; where it is missing (jsdom) that is done by hand.
  if (native) dialog.showModal();
  else dialog.setAttribute('open', '');
  const others = native ? [] : Array.from(document.body.children).filter((element) => !element.contains(dialog));
  for (const element of others) element.setAttribute('inert', '');
  const overflow = document.body.style.overflow;
  document.body.style.overflow = 'hidden';
  (dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog).focus();
  return () => {
    if (native && dialog.open) dialog.close();
    for (const element of others) element.removeAttribute('inert');
    document.body.style.overflow = overflow;
    opener?.focus();
  };
}

function ModalDialog({ id, title, children, footer, onClose, canClose }: ModalProps) {
  const { close } = useModal(id);
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);

  const dismiss = useCallback(() => {
    if (canClose && !canClose()) return;
    close();
    onClose?.();
  }, [close, onClose, canClose]);

  // Modal on the native <dialog>: focus moves in, the page behind is inert and does not scroll; all undone on close.
  useEffect(() => (dialogRef.current ? holdPage(dialogRef.current) : undefined), []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
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
    <Dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-modal="true"
      tabIndex={-1}
      onKeyDown={onKeyDown}
      // The modal closes through the store, never by itself.
      onCancel={(event) => event.preventDefault()}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) dismiss();
      }}
    >
      <Content>
        <Title id={titleId}>{title}</Title>
        {children}
        {footer && <ModalFooter>{footer}</ModalFooter>}
        <CloseButton type="button" aria-label={CHROME_UI.close} onClick={dismiss}>
          ×
        </CloseButton>
      </Content>
    </Dialog>,
    document.body,
  );
}

/** A dialog shown only while it is the one open modal (ui slice), so two can never be open at once. */
export function Modal(props: ModalProps) {
  const { isOpen } = useModal(props.id);
  return isOpen ? <ModalDialog {...props} /> : null;
}
