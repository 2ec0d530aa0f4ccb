import path from 'node:path';
import { buildSync } from 'esbuild';
import { CLIENT_ID } from './sandbox';

/** What the injected script puts on the page's global object. */
export interface PageApi {
  accounts: {
    getAccount(): Promise<{ email: string }>;
    getFeatures(): Promise<{ name: string; enabled: boolean }[]>;
  };
  /** Session kinds the client reported as ended. */
  expired: string[];
}

export const PAGE_API_GLOBAL = 'e2eConsoleApi';

// The console's own client, token store and resource module, wired the way src/index.tsx wires them.
const ENTRY = `
import { configureApi } from './src/api/client';
import { tokenStore } from './src/api/tokenStore';
import * as accounts from './src/api/accounts';
const expired = [];
configureApi({ baseURL: '/api', clientId: ${JSON.stringify(CLIENT_ID)}, tokens: tokenStore, onSessionExpired: (kind) => { expired.push(kind); } });
globalThis.${PAGE_API_GLOBAL} = { accounts, expired };
`;

/**
 * The console's API client bundled from src/api for injection into a page, so a test can make many calls through
 * it at once: no screen of the console makes ten calls together yet, and production code carries no test hook.
 */
export function consoleApiClientScript(): string {
  const result = buildSync({
    stdin: { contents: ENTRY, resolveDir: path.resolve(__dirname, '..', '..', '..'), loader: 'ts', sourcefile: 'e2e-api-client.ts' },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    logLevel: 'error',
  });
  return result.outputFiles[0].text;
}
