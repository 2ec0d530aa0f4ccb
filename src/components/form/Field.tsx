import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

export interface FieldBaseProps {
  name: string;
  label: ReactNode;
  /** Shown under the field and announced with it; false or empty means valid. */
  error?: string | false;
  hint?: ReactNode;
  id?: string;
}

/** What every control spreads: its id and name, and its validity and description wiring. */
export interface ControlProps {
  id: string;
  name: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

const FieldWrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 16px;
`;

const CheckRow = styled(FieldWrap)`
  flex-direction: row;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  > span {
    flex-basis: 100%;
  }
`;

const Label = styled.label<{ $strong: boolean }>`
  font-weight: ${({ $strong }) => ($strong ? 600 : 400)};
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
`;

const ErrorText = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 12px;
`;

export const controlCss = css`
  width: 100%;
  padding: 8px 10px;
  font: inherit;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const Control = styled.input`
  ${controlCss}
`;

export interface FieldShellProps extends FieldBaseProps {
  /** Appends ' *' to the label (required text areas, spec section 5). */
  requiredMark?: boolean;
  /** The control comes after its label (checkboxes) instead of under it. */
  inline?: boolean;
  children: (control: ControlProps) => ReactNode;
}

/** Label, control, hint and error, tied together by ids (label htmlFor, aria-describedby, aria-invalid). */
export function FieldShell({ name, label, error, hint, id, requiredMark, inline = false, children }: FieldShellProps) {
  const generated = useId();
  const fieldId = id ?? `${name}${generated}`;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const control: ControlProps = {
    id: fieldId,
    name,
    'aria-invalid': Boolean(error),
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
  };
  const labelEl = (
    <Label htmlFor={fieldId} $strong={!inline}>
      {label}
      {requiredMark && ' *'}
    </Label>
  );
  const Wrap = inline ? CheckRow : FieldWrap;
  return (
    <Wrap>
      {inline ? children(control) : labelEl}
      {inline ? labelEl : children(control)}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Wrap>
  );
}
