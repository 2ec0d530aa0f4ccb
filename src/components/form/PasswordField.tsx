import { forwardRef, useState } from 'react';
import styled from 'styled-components';
import { UI } from '../../constants/messages';
import { Control, FieldShell } from './Field';
import type { TextFieldProps } from './TextField';

const Row = styled.div`
  position: relative;
  display: flex;
`;

const Toggle = styled.button`
  position: absolute;
  right: 4px;
  top: 50%;
  transform: translateY(-50%);
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.secondary};
  cursor: pointer;
  font-size: 12px;
`;

/** A password input with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type'>>(function PasswordField(
  { name, label, error, hint, id, autoComplete = 'current-password', ...input },
  ref,
) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell name={name} label={label} error={error} hint={hint} id={id}>
      {(control) => (
        <Row>
          <Control ref={ref} type={visible ? 'text' : 'password'} autoComplete={autoComplete} {...input} {...control} />
          <Toggle type="button" aria-pressed={visible} aria-controls={control.id} onClick={() => setVisible((v) => !v)}>
            {UI.showPassword}
          </Toggle>
        </Row>
      )}
    </FieldShell>
  );
});
