import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ERROR_BOUNDARY } from '../constants/messages';

const Panel = styled.section`
  padding: 64px 24px;
  text-align: center;
  h1 {
    font-size: 56px;
    margin: 0;
    color: ${({ theme }) => theme.colors.secondary};
  }
`;

/** '500 - Something went wrong - We are sorry for the inconvenience'. */
export function ErrorView() {
  return (
    <Panel role="alert">
      <h1>{ERROR_BOUNDARY.title}</h1>
      <h2>{ERROR_BOUNDARY.subtitle}</h2>
      <p>{ERROR_BOUNDARY.description}</p>
    </Panel>
  );
}

interface ErrorBoundaryProps {
  /** When this changes, a shown error is cleared and the children render again. */
  resetKey: unknown;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: Error | null;
  failedAt: unknown;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, failedAt: undefined };

  static getDerivedStateFromError(error: Error): Partial<ErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    if (state.error && state.failedAt === undefined) return { failedAt: props.resetKey };
    if (state.error && props.resetKey !== state.failedAt) return { error: null, failedAt: undefined };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[ui] render error', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <ErrorView /> : this.props.children;
  }
}

/** An error boundary that resets when the user navigates elsewhere. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>;
}
