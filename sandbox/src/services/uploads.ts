import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import { conflict, notFound } from '../lib/errors';

export const NOT_UPLOADED_MESSAGE = 'The file has not been uploaded yet: upload it to the signed address first.';
export const ALREADY_PROCESSED_MESSAGE = 'This file has already been processed.';

/**
 * The call naming an uploaded file (a codes file, a voucher's e-mails): the file must have been put at its signed
 * address and not processed yet; it is processed after the answer, as the platform does, and the answer says so.
 */
export function processAfterAnswer(
  app: FastifyInstance,
  upload: { token: string; status: string } | undefined,
  unknownMessage: string,
  what: string,
  process: (sandbox: SandboxContext, token: string, onError: (error: unknown) => void) => void,
  fileName: string,
): { file_name: string; status: 'uploading' } {
  if (!upload) throw notFound(unknownMessage);
  if (upload.status === 'waiting') throw conflict(NOT_UPLOADED_MESSAGE);
  if (upload.status !== 'received') throw conflict(ALREADY_PROCESSED_MESSAGE);
  app.sandbox.db.prepare("UPDATE code_uploads SET status = 'processing' WHERE token = ?").run(upload.token);
  afterAnswer(app, what, (onError) => process(app.sandbox, upload.token, onError));
  return { file_name: fileName, status: 'uploading' };
}

/**
 * Runs a file's processing after the answer has gone, as the platform does: a failure is logged (never an unhandled
 * error), and `onError` logs an outcome that could not be published.
 */
export function afterAnswer(app: FastifyInstance, what: string, work: (onError: (error: unknown) => void) => void): void {
  setImmediate(() => {
    try {
      work((error) => app.log.warn({ err: error }, `the ${what} import outcome could not be published`));
    } catch (error) {
      app.log.error({ err: error }, `processing a ${what} file failed`);
    }
  });
}
