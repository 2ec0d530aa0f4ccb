import type { FastifyRequest } from 'fastify';
import { forbidden, HttpError } from './errors';

export const FOREIGN_ORIGIN_MESSAGE = 'The sandbox controls only answer the sandbox itself.';
export const CONTROLS_JSON_MESSAGE = 'The sandbox controls take JSON bodies only.';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

const hostName = (host: string): string => (host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]).toLowerCase();

/**
 * The `/api/_sandbox` controls can reset the database or inject faults, so a web page elsewhere must not drive them:
 * a request naming another Origin is refused, as is one addressed to a host name other than the loopback ones or the
 * configured HOST (a page on a rebinding domain sends its own name), and bodies must be JSON, which a cross-site
 * form can never send.
 */
export function controlsGuard(configuredHost: string | undefined) {
  const allowedHosts = new Set([...LOOPBACK_HOSTS, ...(configuredHost ? [configuredHost.toLowerCase()] : [])]);
  return async (request: FastifyRequest): Promise<void> => {
    const host = request.headers.host ?? '';
    if (!allowedHosts.has(hostName(host))) throw forbidden(FOREIGN_ORIGIN_MESSAGE);
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== `http://${host}` && origin !== `https://${host}`) throw forbidden(FOREIGN_ORIGIN_MESSAGE);
    const type = request.headers['content-type'];
    if (type !== undefined && !/^application\/json\s*(;|$)/i.test(type)) throw new HttpError(415, CONTROLS_JSON_MESSAGE);
  };
}
