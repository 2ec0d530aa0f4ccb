import { Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import type { PublicBackground } from '../../routes/types';
import { RouteErrorBoundary } from '../ErrorBoundary';
import { Loader } from '../Loader';

const Page = styled.main<{ $background: PublicBackground }>`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 24px 16px;
  background: ${({ theme, $background }) => ($background === 'gradient' ? theme.gradient : theme.colors.surface)};
`;

/** Public pages: no navigation bar; the gradient background on login, register, forgot and new password. */
export function PublicLayout({ background, children }: { background: PublicBackground; children: ReactNode }) {
  return (
    <Page $background={background} data-background={background}>
      <RouteErrorBoundary>
        <Suspense fallback={<Loader />}>{children}</Suspense>
      </RouteErrorBoundary>
    </Page>
  );
}
