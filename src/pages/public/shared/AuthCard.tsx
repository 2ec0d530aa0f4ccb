import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../../theme/theme';

const Card = styled.section<{ $wide: boolean }>`
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? 640 : 420)}px;
  padding: 24px;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: 8px;
  box-shadow: 0 4px 24px rgba(0, 0, 0, 0.12);
  ${media.sm} {
    padding: 32px 40px;
  }
`;

const Title = styled.h1`
  margin: 0 0 24px;
  font-size: 24px;
  text-align: center;
`;

const Footer = styled.div`
  margin-top: 20px;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  font-size: 14px;
`;

export interface AuthCardProps {
  title: ReactNode;
  /** Links under the form (sign-up, log-in, resend). */
  footer?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}

/** The card every public screen sits in (the public layout centres it): one visible <h1>, the form, then its links. */
export function AuthCard({ title, footer, wide = false, children }: AuthCardProps) {
  return (
    <Card $wide={wide}>
      <Title>{title}</Title>
      {children}
      {footer && <Footer>{footer}</Footer>}
    </Card>
  );
}

/** A full-width primary action at the end of a form. */
export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin-top: 8px;
  > button {
    justify-content: center;
  }
`;

/** A boxed message inside a form (the viewer notice, an organisation welcome). */
export const Callout = styled.p<{ $tone?: 'info' | 'danger' }>`
  margin: 0 0 16px;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $tone = 'info' }) => ($tone === 'danger' ? theme.colors.dangerBg : theme.colors.paleBackground)};
  color: ${({ theme, $tone = 'info' }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.text)};
`;
