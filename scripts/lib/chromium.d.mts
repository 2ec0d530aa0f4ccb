// Types for chromium.mjs, imported by playwright.config.ts.
export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
export function installedChromium(): string | null;
export function resolveChromium(): Promise<string>;
