// The only module that imports react-joyride: TourHost loads it lazily when a tour starts.
import { createContext, useContext, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import Joyride, { EVENTS, type CallBackProps, type Step, type TooltipRenderProps } from 'react-joyride';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../components/Button';
import { Checkbox } from '../components/form';
import { Modal, useModal } from '../components/Modal';
import { TOUR, TOUR_STEPS } from '../constants/messages/tour';
import { selectAccount } from '../ducks/auth/selectors';
import { merchantLandingPath } from '../routes/access';
import { PATHS } from '../routes/paths';
import { usePermissionContext } from '../routes/useCan';
import { hideTour } from './autoStart';
import { selectTour, tourEnded } from './slice';
import { canTourSection, presentSteps, tourPlan, type TourStep } from './steps';

const TOUR_END_MODAL = 'tour-end';

interface Controls {
  next: () => void;
  back: () => void;
  askToEnd: () => void;
  finish: () => void;
}

const TourControls = createContext<Controls | null>(null);

const Card = styled.div`
  position: relative;
  max-width: 400px;
  padding: 20px;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 8px 32px rgba(0, 0, 0, 0.25);
  h2 {
    margin: 0 32px 8px 0;
    font-size: 17px;
  }
  p {
    margin: 0 0 16px;
  }
`;

const Badge = styled.span`
  display: inline-block;
  margin-bottom: 8px;
  padding: 2px 8px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.paleBackground};
  font-size: 12px;
  font-weight: 700;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`;

const Close = styled.button`
  position: absolute;
  top: 10px;
  right: 10px;
  border: 0;
  background: none;
  font-size: 22px;
  line-height: 1;
  cursor: pointer;
`;

/** Next, Back, 'Go to Dashboard' on the last step, and the 'n / total' badge. */
function TourTooltip({ step, index, size, isLastStep, tooltipProps }: TooltipRenderProps) {
  const controls = useContext(TourControls);
  const titleId = useId();
  const primary = useRef<HTMLButtonElement>(null);
  useEffect(() => primary.current?.focus(), [index]);
  if (!controls) return null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    controls.askToEnd();
  };
  return (
    <Card {...tooltipProps} role="dialog" aria-modal="false" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <Badge aria-label={TOUR_STEPS.progress(index + 1, size)}>{TOUR_STEPS.badge(index + 1, size)}</Badge>
      <h2 id={titleId}>{step.title}</h2>
      <p>{step.content}</p>
      <Footer>
        {index > 0 && (
          <Button $variant="secondary" onClick={controls.back}>
            {TOUR.back}
          </Button>
        )}
        <Button ref={primary} onClick={isLastStep ? controls.finish : controls.next}>
          {isLastStep ? TOUR.goToDashboard : TOUR.next}
        </Button>
      </Footer>
      <Close type="button" aria-label={TOUR_STEPS.close} onClick={controls.askToEnd}>
        ×
      </Close>
    </Card>
  );
}

/** 'End tour?': Continue, or End Tour (optionally never showing it automatically again). */
// Closing the dialog (Continue, Escape, ×) resumes the tour: it runs whenever this dialog is not open.
function EndTourDialog({ onEnd }: { onEnd: (hide: boolean) => void }) {
  const [hide, setHide] = useState(false);
  const { close } = useModal(TOUR_END_MODAL);
  return (
    <Modal
      id={TOUR_END_MODAL}
      title={TOUR.endTourTitle}
      footer={
        <>
          <Button $variant="secondary" onClick={close}>
            {TOUR.continue}
          </Button>
          <Button
            $variant="danger"
            onClick={() => {
              close();
              onEnd(hide);
            }}
          >
            {TOUR.endTour}
          </Button>
        </>
      }
    >
      <Checkbox name="tour-hidden" label={TOUR.dontShowAgain} checked={hide} onChange={(e) => setHide(e.target.checked)} />
    </Modal>
  );
}

/** The running tour: the user's steps whose targets are on the page, in a controlled react-joyride. */
export default function GuidedTour() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const ctx = usePermissionContext();
  const account = useSelector(selectAccount);
  const { section } = useSelector(selectTour);
  const endDialog = useModal(TOUR_END_MODAL);
  // Chosen once, after the page committed, so every target rendered with it counts; fixed for the badge's total.
  const [steps, setSteps] = useState<TourStep[] | null>(null);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const present = presentSteps(tourPlan(ctx, section ?? undefined));
    if (present.length === 0) dispatch(tourEnded({ completed: false }));
    else setSteps(present);
    // The tour keeps the steps it started with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const size = steps?.length ?? 0;

  const controls = useMemo<Controls>(
    () => ({
      next: () => setIndex((i) => Math.min(i + 1, size - 1)),
      back: () => setIndex((i) => Math.max(i - 1, 0)),
      askToEnd: endDialog.open,
      finish: () => {
        dispatch(tourEnded({ completed: true }));
        navigate(canTourSection(ctx, 'analytics') ? PATHS.dashboard : merchantLandingPath(ctx));
      },
    }),
    [size, endDialog.open, dispatch, navigate, ctx],
  );

  const joyrideSteps = useMemo<Step[]>(
    () => (steps ?? []).map((step) => ({ target: step.target, title: step.title, content: step.content, disableBeacon: true, placement: 'auto' })),
    [steps],
  );

  // A target that went away (navigation) is skipped rather than stalling the tour.
  const onEvent = ({ type, index: at }: CallBackProps) => {
    if (type !== EVENTS.TARGET_NOT_FOUND) return;
    if (at >= size - 1) dispatch(tourEnded({ completed: false }));
    else controls.next();
  };

  const end = (hide: boolean) => {
    if (hide && account) hideTour(account.id);
    dispatch(tourEnded({ completed: false }));
  };

  if (size === 0) return null;
  return (
    <TourControls.Provider value={controls}>
      <Joyride
        steps={joyrideSteps}
        stepIndex={index}
        run={!endDialog.isOpen}
        continuous
        disableCloseOnEsc
        disableOverlayClose
        disableScrolling
        tooltipComponent={TourTooltip}
        callback={onEvent}
        styles={{ options: { zIndex: 900 } }}
      />
      <EndTourDialog onEnd={end} />
    </TourControls.Provider>
  );
}
