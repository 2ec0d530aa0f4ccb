import styled, { keyframes } from 'styled-components';
import { UI } from '../constants/messages';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrap = styled.div<{ $fullPage: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 24px;
  min-height: ${({ $fullPage }) => ($fullPage ? '100vh' : 'auto')};
`;

const Spinner = styled.span`
  width: 32px;
  height: 32px;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 3s;
  }
`;

export interface LoaderProps {
  /** Accessible name of the busy region. */
  label?: string;
  fullPage?: boolean;
}

export function Loader({ label = UI.loading, fullPage = false }: LoaderProps) {
  return (
    <Wrap role="status" aria-label={label} $fullPage={fullPage}>
      <Spinner aria-hidden="true" />
    </Wrap>
  );
}
