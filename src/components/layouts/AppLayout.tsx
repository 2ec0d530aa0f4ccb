import { Suspense, useRef } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { CHROME_UI } from '../../constants/messages';
import type { Area } from '../../routes/types';
import { Footer } from '../chrome/Footer';
import { ActingAsBanner, ImpersonationBanner } from '../chrome/ImpersonationBanner';
import { SideNav } from '../chrome/SideNav';
import { SubTabs } from '../chrome/SubTabs';
import { TopBar } from '../chrome/TopBar';
import { RouteErrorBoundary } from '../ErrorBoundary';
import { Loader } from '../Loader';
import { useHeadingFocus } from './useHeadingFocus';

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.paleBackground};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
`;

const Content = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
`;

const Main = styled.main`
  flex: 1;
  padding: 24px;
  /* The heading takes focus after a navigation to start the page's tab order, not to be operated. */
  h1[tabindex='-1']:focus {
    outline: none;
  }
  /* A key, a secret or an address is one long word: it breaks rather than widen the page. */
  code {
    overflow-wrap: anywhere;
  }
  @media (max-width: 1023px) {
    padding: 16px;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: 8px;
    top: 8px;
    z-index: 1200;
    padding: 8px 12px;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const MAIN_ID = 'main-content';

/** The signed-in shell: top bar, side nav, the page, the footer, on the pale background. */
export default function AppLayout({ area }: { area: Area }) {
  const main = useRef<HTMLElement>(null);
  useHeadingFocus(main);
  return (
    <Shell data-background="pale">
      <SkipLink href={`#${MAIN_ID}`}>{CHROME_UI.skipToContent}</SkipLink>
      <ImpersonationBanner area={area} />
      <ActingAsBanner area={area} />
      <TopBar area={area} />
      <Body>
        <SideNav area={area} />
        <Content>
          <SubTabs area={area} />
          <Main ref={main} id={MAIN_ID} tabIndex={-1}>
            <RouteErrorBoundary>
              <Suspense fallback={<Loader />}>
                <Outlet />
              </Suspense>
            </RouteErrorBoundary>
          </Main>
          <Footer />
        </Content>
      </Body>
    </Shell>
  );
}
