import type { FastifyInstance, RouteOptions } from 'fastify';
import { routeMethods } from './access';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** What a route of `method url` must declare: its path parameters, a GET's query, and a write's body. */
export function missingSchemas(method: string, url: string, schema: RouteOptions['schema']): string[] {
  const missing: string[] = [];
  if (url.includes(':') && !schema?.params) missing.push('params');
  if (method === 'GET' && !schema?.querystring) missing.push('querystring');
  if (BODY_METHODS.has(method) && !schema?.body) missing.push('body');
  return missing;
}

/**
 * Every route of the scope declares a schema (src/contracts, TypeBox) for each input it reads: the sandbox refuses
 * to register one that does not, as it refuses a route with no access rule. Bad input then always gets the project's
 * 400, and the console's request types are the same declarations.
 */
export function requireSchemas(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route: RouteOptions) => {
    for (const method of routeMethods(route)) {
      const missing = missingSchemas(method, route.url, route.schema);
      if (missing.length > 0) {
        throw new Error(`"${method} ${route.url}" declares no ${missing.join(', ')} schema: add it from src/contracts.`);
      }
    }
  });
}
