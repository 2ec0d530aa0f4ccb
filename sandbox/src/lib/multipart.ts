import { HttpError, isFileTooLarge } from './errors';

export const INCOMPLETE_UPLOAD_MESSAGE = 'The upload is incomplete or malformed.';

/**
 * What a failure while reading a multipart upload answers: our own refusals as they are, a file over the route's limit
 * 413, and anything the parser raises (a body cut off before its closing boundary, a broken part header) 400 with the
 * route's own instruction, never a 500.
 */
export function uploadError(error: unknown, field: string, instruction: string, tooLarge: string): HttpError {
  if (error instanceof HttpError) return error;
  if (isFileTooLarge(error)) return new HttpError(413, tooLarge, { [field]: tooLarge });
  const message = `${INCOMPLETE_UPLOAD_MESSAGE} ${instruction}`;
  return new HttpError(400, message, { [field]: message });
}
