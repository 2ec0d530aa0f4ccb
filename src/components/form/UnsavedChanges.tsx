import { useContext, useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { UNSAVED } from '../../constants/messages/unsaved';
import { Button } from '../Button';
import { ConfirmDialog } from '../ConfirmDialog';
import { useModal } from '../Modal';
import { registerGuard } from './navigationGuard';

/** What the guard needs of a form; Formik's `useFormik` result fits. */
export interface GuardedForm {
  dirty: boolean;
  isSubmitting: boolean;
  resetForm: () => void;
  submitForm: () => Promise<unknown>;
}

/** Marks the bar, so that focus moving into it (to Discard) does not save a form that saves itself. */
const BAR_ATTRIBUTE = 'data-unsaved-bar';

/**
 * A form that saves itself (immediate save model): a change is saved when the focus leaves the field, unless it
 * moves to the bar (Discard) or the form is already saving. Returns the form's onBlur handler.
 */
export function saveOnLeave(form: GuardedForm) {
  return (event: FocusEvent<HTMLFormElement>) => {
    const next = event.relatedTarget;
    if (!form.dirty || form.isSubmitting || (next instanceof Element && next.closest(`[${BAR_ATTRIBUTE}]`))) return;
    void form.submitForm();
  };
}

/** While `dirty`: the browser asks before the tab closes or reloads. */
export function useCloseTabWarning(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}

/**
 * While `dirty`: asks before the user leaves the page (a link, `navigate`, the browser's Back, closing the tab).
 * Returns the question's dialog, to be rendered by the caller.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  const here = useRef('');
  here.current = `${location.pathname}${location.search}`;
  const dialogId = `unsaved-${useId()}`;
  const dialog = useModal(dialogId);
  const [proceed, setProceed] = useState<(() => void) | null>(null);
  const openDialog = dialog.open;

  useCloseTabWarning(dirty);
  useEffect(() => {
    if (!dirty) return undefined;
    return registerGuard(navigator, {
      here: () => here.current,
      ask: (go) => {
        setProceed(() => go);
        openDialog();
      },
    });
  }, [dirty, navigator, openDialog]);

  return (
    <ConfirmDialog
      id={dialogId}
      title={UNSAVED.leaveTitle}
      message={UNSAVED.leaveMessage}
      confirmLabel={UNSAVED.leave}
      cancelLabel={UNSAVED.stay}
      onCancel={() => setProceed(null)}
      onConfirm={() => {
        const go = proceed;
        setProceed(null);
        go?.();
      }}
    />
  );
}

/**
 * A form that adds or edits in place (an add-row form, a fee being typed): while it has changes that are not being
 * saved, leaving the page asks first. Returns the question's dialog, to be rendered by the caller.
 */
export function useLeaveQuestion(form: Pick<GuardedForm, 'dirty' | 'isSubmitting'>) {
  return useUnsavedChangesGuard(form.dirty && !form.isSubmitting);
}

const Bar = styled.div<{ $dirty: boolean }>`
  position: sticky;
  bottom: 0;
  z-index: 10;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-top: 12px;
  padding: ${({ $dirty }) => ($dirty ? '8px 12px' : '0')};
  background: ${({ theme, $dirty }) => ($dirty ? theme.colors.paleBackground : 'transparent')};
  border: ${({ theme, $dirty }) => ($dirty ? `1px solid ${theme.colors.border}` : '0')};
  border-radius: ${({ theme }) => theme.radius};
  strong {
    margin-right: auto;
  }
`;

export interface UnsavedChangesBarProps {
  form: GuardedForm;
  saveLabel: string;
  savingLabel?: string;
  /** Save stays enabled with no changes (a form that may be saved as it is). */
  alwaysSavable?: boolean;
  /** A form that saves itself: the bar shows only while a change is not saved yet. */
  immediate?: boolean;
  /** Save stays disabled whatever the changes (e.g. while the form is invalid). */
  blocked?: boolean;
}

/**
 * The actions of a form that edits a saved thing: its Save (the form's submit button), and while it has changes an
 * "Unsaved changes" bar with Discard, kept in view, and the question before leaving the page.
 */
export function UnsavedChangesBar({ form, saveLabel, savingLabel = saveLabel, alwaysSavable = false, immediate = false, blocked = false }: UnsavedChangesBarProps) {
  const dialog = useLeaveQuestion(form);
  if (immediate && !form.dirty) return dialog;
  return (
    <Bar $dirty={form.dirty} role={form.dirty ? 'region' : undefined} aria-label={form.dirty ? UNSAVED.bar : undefined} {...{ [BAR_ATTRIBUTE]: '' }}>
      {form.dirty && <strong>{UNSAVED.bar}</strong>}
      {form.dirty && (
        <Button $variant="secondary" disabled={form.isSubmitting} onClick={() => form.resetForm()}>
          {UNSAVED.discard}
        </Button>
      )}
      <Button type="submit" disabled={blocked || form.isSubmitting || (!form.dirty && !alwaysSavable)}>
        {form.isSubmitting ? savingLabel : saveLabel}
      </Button>
      {dialog}
    </Bar>
  );
}
