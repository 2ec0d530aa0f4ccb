import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { NOTICE_TITLES, UI } from '../constants/messages';
import { NOTICE_DURATION_MS, noticeDismissed, selectNotices, type Notice } from '../ducks/notices/slice';

const Stack = styled.div`
  position: fixed;
  top: 16px;
  right: 16px;
  z-index: 1100;
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: min(360px, calc(100vw - 32px));
`;

const Card = styled.div<{ $kind: Notice['kind'] }>`
  position: relative;
  padding: 12px 40px 12px 14px;
  border-left: 4px solid ${({ theme, $kind }) => ($kind === 'error' ? theme.colors.danger : theme.colors.success)};
  background: ${({ theme, $kind }) => ($kind === 'error' ? theme.colors.dangerBg : theme.colors.successBg)};
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

function NoticeItem({ notice }: { notice: Notice }) {
  const dispatch = useDispatch();
  const dismiss = () => dispatch(noticeDismissed(notice.id));
  useEffect(() => {
    const timer = setTimeout(() => dispatch(noticeDismissed(notice.id)), NOTICE_DURATION_MS);
    return () => clearTimeout(timer);
  }, [dispatch, notice.id]);
  const isError = notice.kind === 'error';
  return (
    // Errors interrupt (alert); successes wait their turn (status).
    <Card $kind={notice.kind} role={isError ? 'alert' : 'status'} aria-atomic="true">
      <strong>{NOTICE_TITLES[notice.kind]}</strong>
      <p>{notice.text}</p>
      <Close type="button" aria-label={UI.closeNotice} onClick={dismiss}>
        ×
      </Close>
    </Card>
  );
}

/** The notices slice as live regions, each gone after NOTICE_DURATION_MS or when closed. */
export function Notices() {
  const notices = useSelector(selectNotices);
  return (
    <Stack>
      {notices.map((notice) => (
        <NoticeItem key={notice.id} notice={notice} />
      ))}
    </Stack>
  );
}
