import { Suspense, lazy } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled, { css } from 'styled-components';
import type { Area } from '../routes/types';
import { CHROME_UI } from '../constants/messages';
import { TOUR_STEPS } from '../constants/messages/tour';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { selectTour, tourStarted } from './slice';

// react-joyride loads in its own chunk, only once a tour starts.
const GuidedTour = lazy(() => import(/* webpackChunkName: "tour" */ './GuidedTour'));

/** Renders the guided tour while it runs. */
export function TourHost() {
  const { running, runs } = useSelector(selectTour);
  if (!running) return null;
  return (
    <Suspense fallback={null}>
      <GuidedTour key={runs} />
    </Suspense>
  );
}

const brandCss = css`
  font-size: 18px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

const Brand = styled.span`
  ${brandCss}
`;

const BrandButton = styled.button`
  ${brandCss}
  border: 0;
  background: none;
  padding: 0;
  font-family: inherit;
  cursor: pointer;
`;

/** The top bar's logo: in the merchant area a click starts the guided tour (spec: top bar and chrome). */
export function TourLogo({ area }: { area: Area }) {
  const dispatch = useDispatch();
  if (area !== 'merchant') return <Brand>{CHROME_UI.brand}</Brand>;
  return (
    <>
      <BrandButton type="button" onClick={() => dispatch(tourStarted({}))}>
        {CHROME_UI.brand}
        <VisuallyHidden>, {TOUR_STEPS.startTour}</VisuallyHidden>
      </BrandButton>
      <TourHost />
    </>
  );
}
