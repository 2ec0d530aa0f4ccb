import { isAxiosError, isCancel } from 'axios';
import { NETWORK_ERROR, NOT_JSON_ERROR, TIMEOUT_ERROR, UNEXPECTED_ANSWER_ERROR, UNKNOWN_ERROR } from '../constants/messages';

/** Code of the errors that ended a session (refresh refused or a 401 on the current token). */
export const SESSION_EXPIRED_CODE = 'SESSION_EXPIRED';
/** Code of a request aborted through its AbortSignal (axios' own code, kept for recognisability). */
export const CANCELLED_CODE = 'ERR_CANCELED';
/** Code of a request the client stopped waiting for (axios' code with clarifyTimeoutError). */
export const TIMEOUT_CODE = 'ETIMEDOUT';
/** Code of a successful answer that is not what the call declares: not JSON, or JSON of another shape. */
export const UNEXPECTED_ANSWER_CODE = 'UNEXPECTED_ANSWER';
// Never shown: a cancelled request belongs to a cancelled saga.
const REQUEST_CANCELLED = 'The request was cancelled.';

export interface ApiErrorDetails {
  fieldErrors?: Record<string, string>;
  code?: string;
  cause?: unknown;
}

/** The one error every API function rejects with. `status` is 0 when no HTTP answer was received. */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors?: Record<string, string>;
  readonly code?: string;

  constructor(status: number, message: string, details: ApiErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'ApiError';
    this.status = status;
    if (details.fieldErrors) this.fieldErrors = details.fieldErrors;
    if (details.code !== undefined) this.code = details.code;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readFieldErrors(errors: unknown): Record<string, string> | undefined {
  if (!isRecord(errors)) return undefined;
  const out: Record<string, string> = {};
  for (const [field, text] of Object.entries(errors)) {
    if (typeof text === 'string') out[field] = text;
    else if (Array.isArray(text)) out[field] = text.filter((t): t is string => typeof t === 'string').join(' ');
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** Builds the ApiError for an HTTP answer from its status and (already parsed) body: the server's message as received. */
export function fromResponse(status: number, body: unknown, details: Omit<ApiErrorDetails, 'fieldErrors'> = {}): ApiError {
  const message = isRecord(body) && typeof body.message === 'string' && body.message !== '' ? body.message : UNKNOWN_ERROR;
  const fieldErrors = isRecord(body) ? readFieldErrors(body.errors) : undefined;
  return new ApiError(status, message, { ...details, fieldErrors });
}

/** Normalises anything thrown on the way to or from the API into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isCancel(error)) return new ApiError(0, REQUEST_CANCELLED, { code: CANCELLED_CODE, cause: error });
  if (isAxiosError(error)) {
    if (error.response) return fromResponse(error.response.status, error.response.data, { cause: error });
    return new ApiError(0, error.code === TIMEOUT_CODE ? TIMEOUT_ERROR : NETWORK_ERROR, { code: error.code, cause: error });
  }
  return new ApiError(0, UNKNOWN_ERROR, { cause: error });
}

/**
 * A successful answer where JSON was expected that is not JSON (a proxy's or a login portal's HTML page): null when it
 * is JSON or empty.
 */
/**
 * The error of one step of a multi-call save, naming the step (`describe` gets the server's reason). A cancelled call
 * or an ended session keeps its own error, which stays quiet.
 */
export function stepError(thrown: unknown, describe: (reason: string) => string): ApiError {
  const error = toApiError(thrown);
  if (error.code === CANCELLED_CODE || error.code === SESSION_EXPIRED_CODE) return error;
  return new ApiError(error.status, describe(error.message), {
    ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
    ...(error.code !== undefined ? { code: error.code } : {}),
    cause: thrown,
  });
}

export function notJsonAnswer(status: number, contentType: unknown, body: unknown): ApiError | null {
  if (typeof body !== 'string' || body.trim() === '') return null;
  if (typeof contentType === 'string' && /[/+]json\b/i.test(contentType)) return null;
  // Only a page is refused: some calls answer plain text by contract (connecting a video platform answers a string).
  const isPage = (typeof contentType === 'string' && /\b(text\/html|application\/xhtml\+xml)\b/i.test(contentType)) || /^\s*</.test(body);
  return isPage ? new ApiError(status, NOT_JSON_ERROR, { code: UNEXPECTED_ANSWER_CODE }) : null;
}

/** The answer of a call, refused as an ApiError when it is not the shape the call declares (checked lightly, by `fits`). */
export async function expectAnswer<T>(answer: Promise<T>, fits: (body: unknown) => boolean): Promise<T> {
  const body = await answer;
  if (!fits(body)) throw new ApiError(200, UNEXPECTED_ANSWER_ERROR, { code: UNEXPECTED_ANSWER_CODE });
  return body;
}

/** A page of a paginated list: its rows and the total. */
export const isPageAnswer = (body: unknown): boolean => isRecord(body) && Array.isArray(body.collection) && typeof body.total === 'number';

/** An object carrying these fields (of any value). */
export const hasFields =
  (...fields: readonly string[]) =>
  (body: unknown): boolean =>
    isRecord(body) && fields.every((field) => field in body);

export const isSessionExpiredError = (error: unknown): boolean =>
  error instanceof ApiError && error.code === SESSION_EXPIRED_CODE;
