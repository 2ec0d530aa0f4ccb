import type { SyncPlatform } from '../../../src/contracts/values';
/** Runtime knobs changed through `POST /api/_sandbox/config`; they live in memory and reset with the sandbox. */
export interface SandboxSettings {
  token_ttl_s: number;
  latency_ms: number;
  fault_rate: number;
  /** Video platforms that do not answer (their `ovps/*` calls close with no response), e.g. ['qbrick']. */
  unreachable_platforms: SyncPlatform[];
}

export const DEFAULT_SETTINGS: Readonly<SandboxSettings> = { token_ttl_s: 3600, latency_ms: 0, fault_rate: 0, unreachable_platforms: [] };

export interface SettingsStore {
  current(): SandboxSettings;
  update(changes: Partial<SandboxSettings>): SandboxSettings;
  reset(): void;
}

export function createSettingsStore(): SettingsStore {
  let settings: SandboxSettings = { ...DEFAULT_SETTINGS };
  return {
    current: () => ({ ...settings }),
    update(changes) {
      const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      settings = { ...settings, ...defined };
      return { ...settings };
    },
    reset() {
      settings = { ...DEFAULT_SETTINGS };
    },
  };
}
