// Types for sandbox.mjs, imported by the TypeScript e2e setup.
export interface SandboxHandle {
  baseURL: string;
  port: number;
  pid: number | undefined;
  dir: string;
  logFile: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number>;
export function startSandbox(options?: { env?: Record<string, string>; timeoutMs?: number; dbFrom?: string }): Promise<SandboxHandle>;
export function stopSandbox(
  handle: Pick<SandboxHandle, 'pid' | 'dir'> & { logFile?: string; keepLogAs?: string; keepDbAs?: string },
): Promise<void>;
