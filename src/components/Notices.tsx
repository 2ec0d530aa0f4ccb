import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { NOTICE_TITLES, UI } from '../constants/messages';
import { NOTICE_DURATION_MS, noticeDismissed, selectNotices, type Notice } from '../ducks/notices/slice';

const Stack = styled.div`
  position: fixed;
  /* Below the top bar's first row, so a notice that stays until closed never covers Jobs or the account menu. */
  top: ${({ theme }) => theme.topBarHeight + 8}px;
  right: 16px;
  z-index: 1100;
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: min(360px, calc(100vw - 32px));
  /* The stack (and its empty live regions with their gaps) never takes a click meant for what is under it. */
  pointer-events: none;
`;

/** Green only for a full success; a partial outcome is amber, a failure red. */
const KIND_COLOURS = { error: ['danger', 'dangerBg'], warning: ['warning', 'warningBg'], success: ['success', 'successBg'] } as const;

const Card = styled.div<{ $kind: Notice['kind'] }>`
  position: relative;
  pointer-events: auto;
  padding: 12px 40px 12px 14px;
  border-left: 4px solid ${({ theme, $kind }) => theme.colors[KIND_COLOURS[$kind][0]]};
  background: ${({ theme, $kind }) => theme.colors[KIND_COLOURS[$kind][1]]};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 2px 8px rgba(0, 0, 0, 0.12);
  p {
    margin: 4px 0 0;
  }
`;

const Close = styled.button`
  position: absolute;
  top: 6px;
  right: 6px;
  border: 0;
  background: none;
  font-size: 18px;
  line-height: 1;
  cursor: pointer;
  color: inherit;
`;

const Region = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

/** A success notice's time left runs only while the pointer and the focus are elsewhere. */
function useSuccessTimeout(notice: Notice, held: boolean) {
  const dispatch = useDispatch();
  const left = useRef(NOTICE_DURATION_MS);
  useEffect(() => {
    if (notice.kind !== 'success' || held) return undefined;
    const startedAt = Date.now();
    const timer = setTimeout(() => dispatch(noticeDismissed(notice.id)), left.current);
    return () => {
      clearTimeout(timer);
      left.current = Math.max(0, left.current - (Date.now() - startedAt));
    };
  }, [dispatch, notice.id, notice.kind, held]);
}

function NoticeItem({ notice }: { notice: Notice }) {
  const dispatch = useDispatch();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useSuccessTimeout(notice, hovered || focused);
  return (
    <Card
      $kind={notice.kind}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
    >
      <strong>{NOTICE_TITLES[notice.kind]}</strong>
      <p>{notice.text}</p>
      <Close type="button" aria-label={UI.closeNotice} onClick={() => dispatch(noticeDismissed(notice.id))}>
        ×
      </Close>
    </Card>
  );
}

/** One live region (aria-live) per kind, always rendered; its role and title come with its first notice. */
function LiveRegion({ kind, notices }: { kind: Notice['kind']; notices: readonly Notice[] }) {
  const shown = notices.filter((notice) => notice.kind === kind);
  const filled = shown.length > 0;
  return (
    <Region
      aria-live={kind === 'error' ? 'assertive' : 'polite'}
      role={filled ? (kind === 'error' ? 'alert' : 'status') : undefined}
      aria-label={filled ? NOTICE_TITLES[kind] : undefined}
    >
      {shown.map((notice) => (
        <NoticeItem key={notice.id} notice={notice} />
      ))}
    </Region>
  );
}

/**
 * The notices in live regions (errors, partial outcomes, successes) that exist from the start, empty: a screen reader announces text put into a
 * region it already knows, and often misses a region that arrives with its text. Errors interrupt and stay until
 * closed, as do partial outcomes (they name rows to act on); successes wait their turn and go after NOTICE_DURATION_MS, held while hovered or focused.
 */
export function Notices() {
  const notices = useSelector(selectNotices);
  return (
    <Stack>
      <LiveRegion kind="error" notices={notices} />
      <LiveRegion kind="success" notices={notices} />
      <LiveRegion kind="warning" notices={notices} />
    </Stack>
  );
}
