import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSyncPlatform, type HealthIntegration } from '../../../src/contracts/values';
import type { SandboxContext } from '../context';
import { errorBody } from './errors';

/** What an injected fault does to a matching request (POST /api/_sandbox/faults). */
export const FAULT_KINDS = ['500', '503', 'timeout', 'reset', 'html', 'wrong-shape'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];
export const FAULT_METHODS = ['*', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export const INJECTED_FAULT_MESSAGE = 'Sandbox injected fault.';
export const FAULT_503_MESSAGE = 'Service temporarily unavailable (sandbox injected fault).';
export const FAULT_HTML = '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>';
export const FAULT_WRONG_SHAPE = { unexpected: true };
/** A timeout holds the request at most this long by default, then closes the connection without an answer. */
export const DEFAULT_HOLD_S = 30;
export const DEFAULT_RETRY_AFTER_S = 30;

export interface FaultRule {
  method: (typeof FAULT_METHODS)[number];
  /** A path under /api; `*` stands for any characters within one segment, `**` for any across segments. */
  path: string;
  kind: FaultKind;
  /** 503: the Retry-After header, in seconds. */
  retry_after_s?: number;
  /** timeout: how long the request is held before its connection is closed. */
  hold_s?: number;
}

interface Held {
  release: () => void;
}

/** An integration made unreachable: every call the sandbox makes to its simulated service fails as unanswered. */
export interface UnreachableRule {
  integration: HealthIntegration;
  kind: 'unreachable';
}

interface FaultTable {
  rules: (FaultRule & { pattern: RegExp })[];
  held: Set<Held>;
  unreachable: Set<HealthIntegration>;
}

const tables = new WeakMap<SandboxContext, FaultTable>();

function globToRegExp(glob: string): RegExp {
  const source = glob
    .split(/(\*\*|\*)/)
    .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}/?$`);
}

/** The sandbox's fault table; a reset of the sandbox clears it. */
function tableOf(sandbox: SandboxContext): FaultTable {
  let table = tables.get(sandbox);
  if (!table) {
    const created: FaultTable = { rules: [], held: new Set(), unreachable: new Set() };
    tables.set(sandbox, created);
    sandbox.onReset(() => clearFaults(sandbox));
    table = created;
  }
  return table;
}

const publicRule = ({ pattern: _pattern, ...rule }: FaultRule & { pattern: RegExp }): FaultRule => rule;

/** The rules in force (an unreachable integration's among them), and how many requests a timeout holds now. */
export function listFaults(sandbox: SandboxContext): { faults: (FaultRule | UnreachableRule)[]; held: number } {
  const table = tableOf(sandbox);
  const unreachable = [...table.unreachable].map((integration): UnreachableRule => ({ integration, kind: 'unreachable' }));
  return { faults: [...table.rules.map(publicRule), ...unreachable], held: table.held.size };
}

/** Makes an integration's simulated service unreachable until the faults are cleared. */
export function makeUnreachable(sandbox: SandboxContext, rule: UnreachableRule): ReturnType<typeof listFaults> {
  tableOf(sandbox).unreachable.add(rule.integration);
  return listFaults(sandbox);
}

/** Made unreachable by the faults, or (a video platform) by the settings' unreachable_platforms. */
export function isUnreachable(sandbox: SandboxContext, integration: HealthIntegration): boolean {
  if (tables.get(sandbox)?.unreachable.has(integration) === true) return true;
  return isSyncPlatform(integration) && sandbox.settings.current().unreachable_platforms.includes(integration);
}

/** Adds a rule; a rule for the same method and path replaces the earlier one. */
export function injectFault(sandbox: SandboxContext, rule: FaultRule): ReturnType<typeof listFaults> {
  const table = tableOf(sandbox);
  table.rules = [...table.rules.filter((r) => r.method !== rule.method || r.path !== rule.path), { ...rule, pattern: globToRegExp(rule.path) }];
  return listFaults(sandbox);
}

/** Removes every rule; requests held by a timeout go on to their route as if never held. */
export function clearFaults(sandbox: SandboxContext): void {
  const table = tableOf(sandbox);
  table.rules = [];
  table.unreachable.clear();
  for (const held of [...table.held]) held.release();
}

function matching(sandbox: SandboxContext, request: FastifyRequest): FaultRule | undefined {
  const rules = tables.get(sandbox)?.rules;
  if (!rules || rules.length === 0) return undefined;
  const path = request.url.split('?')[0];
  return rules.find((rule) => (rule.method === '*' || rule.method === request.method) && rule.pattern.test(path));
}

/** Ends the connection without an answer: a TCP reset where the platform allows it. */
function dropConnection(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  reply.hijack();
  const socket = request.raw.socket as typeof request.raw.socket & { resetAndDestroy?: () => void };
  if (typeof socket.resetAndDestroy === 'function') socket.resetAndDestroy();
  else socket.destroy();
  return reply;
}

/** Holds the request until the fault is cleared (it then proceeds), the client leaves, or hold_s passes (closed). */
function hold(sandbox: SandboxContext, request: FastifyRequest, seconds: number): Promise<'released' | 'gone' | 'expired'> {
  const table = tableOf(sandbox);
  return new Promise((resolve) => {
    const finish = (outcome: 'released' | 'gone' | 'expired') => {
      clearTimeout(timer);
      request.raw.socket.off('close', onClose);
      table.held.delete(held);
      resolve(outcome);
    };
    const onClose = () => finish('gone');
    const held: Held = { release: () => finish('released') };
    const timer = setTimeout(() => finish('expired'), seconds * 1000);
    table.held.add(held);
    request.raw.socket.on('close', onClose);
  });
}

/** Part of the platform areas' onRequest hook: answers a request that matches an injected fault the fault's way. */
export async function applyFault(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const sandbox = request.server.sandbox;
  const rule = matching(sandbox, request);
  if (!rule) return undefined;
  switch (rule.kind) {
    case '500':
      return reply.code(500).send(errorBody(500, INJECTED_FAULT_MESSAGE));
    case '503':
      return reply
        .code(503)
        .header('retry-after', String(rule.retry_after_s ?? DEFAULT_RETRY_AFTER_S))
        .send(errorBody(503, FAULT_503_MESSAGE));
    case 'html':
      return reply.code(200).type('text/html; charset=utf-8').send(FAULT_HTML);
    case 'wrong-shape':
      return reply.code(200).send(FAULT_WRONG_SHAPE);
    case 'reset':
      return dropConnection(request, reply);
    case 'timeout': {
      const outcome = await hold(sandbox, request, rule.hold_s ?? DEFAULT_HOLD_S);
      if (outcome === 'released') return undefined;
      return dropConnection(request, reply);
    }
  }
}
