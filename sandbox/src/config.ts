import { resolve } from 'node:path';
import { parseSeedProfile, type SeedProfile } from './seed';

/** The operator contract's environment (GUIDE.md section 4), read in one place. */
export interface SandboxEnv {
  port: number;
  host: string;
  dbPath: string;
  seed: SeedProfile;
  /** The built console to serve; undefined when SERVE_DIST=0 (the dev server serves it instead). */
  distDir?: string;
  platformKey: string;
  recaptchaSiteKey?: string;
  recaptchaSecret?: string;
  clientIds?: string[];
}

export const DEFAULT_PORT = 8080;
export const DEFAULT_DB_PATH = '.sandbox/sandbox.db';

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number (got "${value}").`);
  return port;
}

export function readSandboxEnv(env: NodeJS.ProcessEnv, cwd = process.cwd()): SandboxEnv {
  return {
    port: parsePort(env.PORT),
    // Loopback by default: the sandbox is a development tool, not something to expose to the network.
    host: env.HOST || 'localhost',
    dbPath: env.SANDBOX_DB || DEFAULT_DB_PATH,
    seed: parseSeedProfile(env.SANDBOX_SEED),
    distDir: env.SERVE_DIST === '0' ? undefined : resolve(cwd, env.SANDBOX_DIST || 'dist'),
    platformKey: env.PLATFORM_KEY || 'boxoffice',
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY || undefined,
    recaptchaSecret: env.RECAPTCHA_SECRET_KEY || undefined,
    // CLIENT_IDS lists them; else the CLIENT_ID the console is built with (npm start passes both builds one environment).
    clientIds: (env.CLIENT_IDS || env.CLIENT_ID)?.split(',').map((id) => id.trim()).filter(Boolean),
  };
}
