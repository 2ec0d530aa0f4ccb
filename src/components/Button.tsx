import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.buttonBg};
    color: ${({ theme }) => theme.colors.buttonText};
    border-color: ${({ theme }) => theme.colors.buttonBg};
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.buttonText};
    border-color: ${({ theme }) => theme.colors.danger};
  `,
  link: css`
    background: none;
    color: ${({ theme }) => theme.colors.secondary};
    border-color: transparent;
    padding-left: 0;
    padding-right: 0;
  `,
};

/** The one button style; `type` defaults to "button" so nothing submits a form by accident. */
export const Button = styled.button.attrs<{ $variant?: ButtonVariant }>(({ type }) => ({ type: type ?? 'button' }))<{
  $variant?: ButtonVariant;
}>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 8px 16px;
  font: inherit;
  font-weight: 600;
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;
  ${({ $variant = 'primary' }) => variants[$variant]}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;
