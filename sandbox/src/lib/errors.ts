/** The one error shape of the API: `{ code, message, errors? }`, never a stack trace. */
export type FieldErrors = Record<string, string>;

export interface ErrorBody {
  code: number;
  message: string;
  errors?: FieldErrors;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ErrorBody {
    return errorBody(this.statusCode, this.message, this.errors);
  }
}

export function errorBody(code: number, message: string, errors?: FieldErrors): ErrorBody {
  return errors && Object.keys(errors).length > 0 ? { code, message, errors } : { code, message };
}

export const badRequest = (message: string, errors?: FieldErrors): HttpError => new HttpError(400, message, errors);

/** A 400 naming one field, with the same text as message and field error. */
export const fieldError = (field: string, text: string): HttpError => new HttpError(400, text, { [field]: text });

export const unauthorized = (message = 'Authentication required.'): HttpError => new HttpError(401, message);

export const forbidden = (message = 'Forbidden.'): HttpError => new HttpError(403, message);

export const notFound = (message = 'Not found.'): HttpError => new HttpError(404, message);

export const conflict = (message: string): HttpError => new HttpError(409, message);

/** @fastify/multipart's error when a file part goes over the route's size limit. */
export const isFileTooLarge = (error: unknown): boolean => typeof error === 'object' && error !== null && (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

export const tooManyRequests = (message: string, retryAfterSeconds: number): HttpError =>
  new HttpError(429, message, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

export const INTERNAL_ERROR: ErrorBody = { code: 500, message: 'Internal error.' };
export const NOT_FOUND: ErrorBody = { code: 404, message: 'Not found.' };
