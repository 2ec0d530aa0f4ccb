import type { FastifyError, FastifyInstance } from 'fastify';
import { errorBody, HttpError, INTERNAL_ERROR } from './errors';
import { validationError } from './validation';

/** Maps every failure to the contract's error body; anything unexpected is logged and answered with a bare 500. */
const CLIENT_ERROR_TEXT: Record<number, string> = {
  400: 'Malformed request.',
  404: 'Not found.',
  405: 'Method not allowed.',
  406: 'Not acceptable.',
  413: 'Request body is too large.',
  415: 'Unsupported content type: send a form (application/x-www-form-urlencoded) or JSON.',
};

const FASTIFY_TEXT: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body must not be empty when the content type is JSON.',
};

function clientErrorMessage(error: FastifyError, status: number): string {
  // Texts are chosen here, never copied from a library error, so nothing internal can leak.
  return FASTIFY_TEXT[error.code] ?? CLIENT_ERROR_TEXT[status] ?? 'Bad request.';
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.toBody());
    }
    if (error.validation) {
      return reply.code(400).send(validationError(error.validation, error.validationContext ?? 'body').toBody());
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorBody(status, clientErrorMessage(error, status)));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(INTERNAL_ERROR);
  });
}
