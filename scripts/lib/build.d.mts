// Types for build.mjs, imported by the TypeScript e2e setup.
export const ROOT: string;
export const DIST: string;
export function distStaleReason(env?: NodeJS.ProcessEnv): string | null;
export function ensureBuilt(options?: { env?: NodeJS.ProcessEnv; log?: (line: string) => void }): boolean;
