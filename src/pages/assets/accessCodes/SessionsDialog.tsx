import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import type { AccessCode, CodeSession } from '../../../api/accessCodes';
import { Button } from '../../../components/Button';
import { LoadState } from '../../../components/list/LoadState';
import { Modal, useModal } from '../../../components/Modal';
import { Table, type Column } from '../../../components/Table';
import { CODES_UI } from '../../../constants/messages/accessCodes';
import { fetchSessions, terminateSession } from '../../../ducks/accessCodes';
import { formatTableDate } from '../../../ducks/reports/periods';
import { useStoredRead } from '../../../ducks/requests/readHooks';

export const SESSIONS_MODAL = 'access-code-sessions';

/** A code's sessions by browser fingerprint, with terminate. */
export function SessionsDialog({ code, itemId, readOnly }: { code: AccessCode | undefined; itemId: number; readOnly: boolean }) {
  const dispatch = useDispatch();
  const { close, isOpen } = useModal(SESSIONS_MODAL);
  const codeId = code?.id ?? 0;
  // Asked again each time the dialog opens, so the sessions shown are current.
  const { view: load, retry } = useStoredRead(fetchSessions, useMemo(() => ({ codeId }), [codeId]), isOpen && code !== undefined);
  const columns: Column<CodeSession>[] = [
    { key: 'fingerprint', header: CODES_UI.sessionColumns.fingerprint, render: (row) => row.browser_fingerprint },
    { key: 'ip', header: CODES_UI.sessionColumns.ip, render: (row) => row.ip_address },
    { key: 'device', header: CODES_UI.sessionColumns.device, render: (row) => row.user_agent },
    { key: 'started', header: CODES_UI.sessionColumns.started, render: (row) => formatTableDate(row.created_at) },
    { key: 'seen', header: CODES_UI.sessionColumns.lastSeen, render: (row) => formatTableDate(row.last_seen_at) },
  ];
  if (!readOnly && code) {
    columns.push({
      key: 'actions',
      header: CODES_UI.sessionColumns.actions,
      render: (row) => (
        <Button
          $variant="link"
          aria-label={CODES_UI.terminateSession(row.browser_fingerprint)}
          onClick={() => dispatch(terminateSession.request({ codeId: code.id, browserFingerprint: row.browser_fingerprint, itemId }))}
        >
          {CODES_UI.terminate}
        </Button>
      ),
    });
  }
  return (
    <Modal
      id={SESSIONS_MODAL}
      title={code ? CODES_UI.sessionsTitle(code.code) : CODES_UI.sessions}
      footer={
        <Button $variant="secondary" onClick={close}>
          {CODES_UI.close}
        </Button>
      }
    >
      <LoadState state={load} ready={load.data !== undefined} onRetry={retry}>
        <Table caption={CODES_UI.sessions} columns={columns} rows={load.data ?? []} rowKey={(row) => row.browser_fingerprint} emptyText={CODES_UI.noSessions} />
      </LoadState>
    </Modal>
  );
}
