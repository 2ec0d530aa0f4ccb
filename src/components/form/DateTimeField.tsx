import { forwardRef, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { DATES } from '../../constants/messages/forms';
import { Button } from '../Button';
import { VisuallyHidden } from '../VisuallyHidden';
import { DATE_FORMATS, fromNativeValue, parseDateText, toNativeValue, type DateKind } from './dateText';
import { Control, FieldShell, controlCss, type FieldBaseProps } from './Field';
import { FieldValue, useFieldsReadOnly } from './ReadOnlyFields';
import type { TextFieldProps } from './TextField';

export type DateTimeFieldProps = Omit<TextFieldProps, 'type' | 'label'> &
  FieldBaseProps & {
    label: string;
    /** A day (`YYYY-MM-DD`) or a moment to the second (`YYYY-MM-DD HH:mm:ss`). */
    kind?: DateKind;
  };

const Row = styled.div`
  position: relative;
  display: flex;
  gap: 6px;
  align-items: stretch;
`;

const Popover = styled.div`
  position: absolute;
  top: 100%;
  right: 0;
  z-index: 30;
  margin-top: 4px;
  padding: 8px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.12);
  input {
    ${controlCss}
  }
`;

/** Sets an input's value as typing would, so React's (and Formik's) onChange sees it. */
function typeInto(input: HTMLInputElement | null, text: string): void {
  if (!input || input.value === text) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The one date-time picker: a labelled text input taking the typed format (`YYYY-MM-DD`, or the spec's
 * `YYYY-MM-DD HH:mm:ss`; a date-time may omit seconds or time and is completed on leaving the field), and a "Choose
 * <label>" button opening a calendar. A drop-in for a TextField: spread Formik's field props into it.
 */
export const DateTimeField = forwardRef<HTMLInputElement, DateTimeFieldProps>(function DateTimeField(
  { name, label, error, hint, id, kind = 'datetime', onBlur, ...input },
  ref,
) {
  const inner = useRef<HTMLInputElement | null>(null);
  const [open, setOpen] = useState(false);
  const popoverId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const text = typeof input.value === 'string' ? input.value : '';
  const readOnly = useFieldsReadOnly();

  const setRefs = (element: HTMLInputElement | null) => {
    inner.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
  // A blur that completed the text is passed on once the completed text is rendered and every handler has caught up
  // (a passive effect, after the form's own layout effects; flushed before the next event as the blur is a discrete
  // event): a form's blur handler (Formik's) validates the values of its last render, and would otherwise judge the
  // shorter text and show its error, which moved the form's button away from a click already under way.
  const [completedBlur, setCompletedBlur] = useState<FocusEvent<HTMLInputElement> | null>(null);
  useEffect(() => {
    if (!completedBlur) return;
    setCompletedBlur(null);
    onBlur?.(completedBlur);
  }, [completedBlur, onBlur]);
  // A date that parses is written in the field's own format when the user leaves it ("2031-02-03" → "2031-02-03 00:00:00").
  const complete = (event: FocusEvent<HTMLInputElement>) => {
    const { value } = parseDateText(event.target.value, kind);
    if (value === undefined || value === event.target.value) {
      onBlur?.(event);
      return;
    }
    typeInto(inner.current, value);
    setCompletedBlur(event);
  };
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const onPopoverKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };
  const onPopoverBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null) && event.relatedTarget !== toggle.current) setOpen(false);
  };

  // A read-only role's screen shows the date as text, like every other field there.
  if (readOnly) return <FieldValue label={label} value={text} />;
  return (
    <FieldShell name={name} label={label} error={error} hint={hint ?? DATES.hint(DATE_FORMATS[kind])} id={id}>
      {(control) => (
        <Row>
          <Control ref={setRefs} type="text" inputMode="numeric" autoComplete="off" {...input} {...control} onBlur={complete} />
          <Button ref={toggle} $variant="secondary" aria-expanded={open} aria-controls={popoverId} onClick={() => setOpen(!open)}>
            <span aria-hidden="true">📅</span>
            <VisuallyHidden>{DATES.choose(label)}</VisuallyHidden>
          </Button>
          {open && (
            <Popover id={popoverId} role="group" aria-label={DATES.calendar(label)} onKeyDown={onPopoverKey} onBlur={onPopoverBlur}>
              <input
                type={kind === 'date' ? 'date' : 'datetime-local'}
                step={kind === 'date' ? undefined : 1}
                aria-label={DATES.pick(label)}
                value={toNativeValue(text, kind)}
                // eslint-disable-next-line jsx-a11y/no-autofocus -- the calendar was asked for: focus goes into it
                autoFocus
                onChange={(event) => typeInto(inner.current, fromNativeValue(event.target.value, kind))}
              />
            </Popover>
          )}
        </Row>
      )}
    </FieldShell>
  );
});
