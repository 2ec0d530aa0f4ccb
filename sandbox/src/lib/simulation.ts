import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors';
import { applyFault, INJECTED_FAULT_MESSAGE } from './faults';
import { sleep } from './time';

/** onRequest hook for the platform areas: the added latency and injected faults set by `_sandbox/config` and `_sandbox/faults`. */
export async function simulateNetworkConditions(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const { latency_ms, fault_rate } = request.server.sandbox.settings.current();
  if (latency_ms > 0) await sleep(latency_ms);
  if (fault_rate > 0 && Math.random() < fault_rate) return reply.code(500).send(errorBody(500, INJECTED_FAULT_MESSAGE));
  return applyFault(request, reply);
}
