import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { NOT_FOUND } from '../lib/errors';
import { isApiPath } from '../lib/securityHeaders';

/**
 * Serves the built console from `distDir`: hashed assets cached for a year, HTML revalidated every time,
 * source maps never served, and any other HTML navigation answered with index.html (the SPA fallback).
 * Everything else that matches nothing gets the JSON 404.
 */
const HASHED_ASSET = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const REALTIME_PREFIX = '/mqtt';

export function cacheControlFor(filePath: string): string {
  const name = basename(filePath);
  if (name.endsWith('.html')) return 'no-cache';
  return HASHED_ASSET.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

const isSourceMap = (path: string): boolean => path.split('?', 1)[0].toLowerCase().endsWith('.map');

// A page path has no file extension; a tool that accepts anything (curl sends */*) gets the console too.
const hasExtension = (path: string): boolean => /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1));

function acceptsPage(request: FastifyRequest, path: string): boolean {
  const accept = request.headers.accept ?? '*/*';
  return accept.includes('text/html') || (accept.includes('*/*') && !hasExtension(path));
}

function wantsConsolePage(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0];
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    acceptsPage(request, path) &&
    !isApiPath(path) &&
    path !== REALTIME_PREFIX &&
    !path.startsWith(`${REALTIME_PREFIX}/`) &&
    !isSourceMap(path)
  );
}

export function registerConsole(app: FastifyInstance, options: { distDir?: string }): void {
  const distDir = options.distDir;
  const hasConsole = Boolean(distDir && existsSync(join(distDir, 'index.html')));

  if (hasConsole && distDir) {
    app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      cacheControl: false,
      allowedPath: (pathName) => !isSourceMap(pathName),
      setHeaders: (response, filePath) => response.setHeader('Cache-Control', cacheControlFor(filePath)),
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (hasConsole && wantsConsolePage(request)) return reply.sendFile('index.html');
    return reply.code(404).send(NOT_FOUND);
  });
}
