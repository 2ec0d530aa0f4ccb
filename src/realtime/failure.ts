import type { RealtimeResource } from './types';

/** `resource.code` above 400 (a number or a numeric string) marks a failure: the notices and the job tray agree on it. */
export function isFailedResource(resource: RealtimeResource): boolean {
  const code = typeof resource.code === 'string' && resource.code.trim() !== '' ? Number(resource.code) : resource.code;
  return typeof code === 'number' && code > 400;
}
