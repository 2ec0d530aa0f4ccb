import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { DASHBOARD_UI } from '../../constants/messages/dashboard';
import type { RequestError, RequestState } from '../../ducks/requests/types';
import { Button } from '../Button';
import { Loader } from '../Loader';

const Failure = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerBg};
  border-radius: ${({ theme }) => theme.radius};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/** The shown data while a newer load runs: dimmed, not clickable, and announced busy. */
const Shown = styled.div<{ $stale: boolean }>`
  ${({ $stale }) => ($stale ? 'opacity: 0.6; pointer-events: none;' : '')}
`;

export interface LoadStateProps {
  state: RequestState;
  /** The data is there to show (it stays shown while a newer load runs). */
  ready: boolean;
  onRetry: () => void;
  children: ReactNode;
  /** What the failure says, when the call words it its own way; the server's message by default. */
  errorText?: (error: RequestError) => string;
  /** What could not be loaded, said before the failure's own text (e.g. 'The payments could not be loaded.'). */
  failure?: string;
}

/**
 * The one loading, error and Retry pattern: the data once loaded; before that a loader, or the failure and Retry.
 * When a new request (another filter, another page) has no data yet, what was shown stays, marked busy, until it comes.
 */
export function LoadState({ state, ready, onRetry, children, errorText, failure }: LoadStateProps) {
  const last = useRef<ReactNode>(null);
  if (ready) last.current = children;
  const stale = !ready && state.status !== 'failed' && last.current !== null;
  if (ready || stale) {
    return (
      <Shown aria-busy={stale} $stale={stale}>
        {ready ? children : last.current}
      </Shown>
    );
  }
  if (state.status !== 'failed') return <Loader />;
  const text = state.error && errorText ? errorText(state.error) : state.error?.message;
  return (
    <Failure role="alert">
      <p>{failure ? `${failure} ${text ?? ''}`.trim() : text}</p>
      <Button onClick={onRetry}>{DASHBOARD_UI.retry}</Button>
    </Failure>
  );
}
