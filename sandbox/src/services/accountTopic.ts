import type { SandboxContext } from '../context';
import { prepared } from '../db/connection';

/**
 * Tells an account, on its realtime topic (its uuid), how an asynchronous job it started ended. Nothing is sent for an
 * account that no longer exists or while realtime is not installed; a broker failure goes to `onError` (never an
 * unhandled rejection).
 */
export function publishToAccount(
  sandbox: Pick<SandboxContext, 'db' | 'realtime'>,
  accountId: number,
  message: { type: string; resource: unknown; timestamp?: number },
  onError: (error: unknown) => void = () => undefined,
): void {
  const account = prepared(sandbox.db, 'SELECT uuid FROM accounts WHERE id = ?').get(accountId) as { uuid: string } | undefined;
  if (!account || !sandbox.realtime) return;
  sandbox.realtime.publish(account.uuid, message).catch(onError);
}
