import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { badRequest, errorBody } from './errors';

/** Bodies deeper than this are refused before parsing: no call of the catalogue nests anywhere near it. */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP_MESSAGE = 'Request body is nested too deeply.';

/** The deepest nesting of objects and arrays in a JSON text, counted without parsing it (strings are skipped). */
export function jsonDepth(text: string, stopAbove = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') {
      depth += 1;
      if (depth > deepest) deepest = depth;
      if (deepest > stopAbove) return deepest;
    } else if (char === '}' || char === ']') depth -= 1;
  }
  return deepest;
}

/** JSON bodies are checked for depth before JSON.parse, which would otherwise recurse as deep as it is asked to. */
export function installJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(badRequest('Request body must not be empty when the content type is JSON.'), undefined);
    if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) return done(badRequest(TOO_DEEP_MESSAGE), undefined);
    try {
      return done(null, JSON.parse(text, (key, value: unknown) => (key === '__proto__' ? undefined : value)));
    } catch {
      return done(badRequest('Request body is not valid JSON.'), undefined);
    }
  });
}

const FRAMEWORK_TEXT: Record<string, [number, string]> = {
  FST_ERR_MAX_PARAM_LENGTH: [414, 'The address is too long.'],
  FST_ERR_BAD_URL: [400, 'The address is malformed.'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'Malformed request.'],
};

/**
 * Errors the router raises before any route runs (an overlong or malformed address) get the project's error shape,
 * with a fixed text: nothing of the request, such as the path, is echoed back.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, _request: FastifyRequest, reply: FastifyReply) => {
  const [status, text] = FRAMEWORK_TEXT[error.code] ?? [400, 'Malformed request.'];
  void reply.code(status).send(errorBody(status, text));
};
