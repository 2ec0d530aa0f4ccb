import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import { Button } from '../components/Button';
import { TOUR, TOUR_STEPS } from '../constants/messages/tour';
import { tourStarted } from './slice';
import type { TourSection } from './steps';

/** 'Take a tour of the {section} section!': starts the tour of that section's steps. */
export function TourButton({ section }: { section: TourSection }) {
  const dispatch = useDispatch();
  return (
    <Button $variant="link" onClick={() => dispatch(tourStarted({ section }))}>
      {TOUR.takeATour(TOUR_STEPS.sections[section])}
    </Button>
  );
}

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px;
  h1 {
    margin: 0 0 16px;
  }
`;

/** A screen's heading with the tour button of its section. */
export function SectionHeader({ title, section }: { title: string; section: TourSection }) {
  return (
    <Header>
      <h1>{title}</h1>
      <TourButton section={section} />
    </Header>
  );
}
