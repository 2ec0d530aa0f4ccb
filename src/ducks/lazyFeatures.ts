import type { FeatureModule } from './featureTypes';

type Injector = (feature: FeatureModule) => void;

let injector: Injector | null = null;
// A screen module loads once per page life, so a store created after it (tests make one per test) gets its features here.
const loaded = new Map<string, FeatureModule>();

/** The store being used registers itself here when it is created, and receives the features already loaded. */
export function setFeatureInjector(next: Injector): void {
  injector = next;
  for (const feature of loaded.values()) next(feature);
}

/** Adds a feature to the running store (idempotent); screens do this as their chunk loads. */
export function injectFeature(feature: FeatureModule): void {
  loaded.set(feature.name, feature);
  if (!injector) throw new Error(`No store to add the "${feature.name}" feature to.`);
  injector(feature);
}

/**
 * For a route's lazy page: loads the page and the features it needs in parallel, so a feature's code ships in
 * the screen's chunk instead of the start-up bundle, and is in the store before the page renders.
 */
export async function withFeatures<Page>(
  page: Promise<Page>,
  ...features: Array<Promise<{ default: FeatureModule | readonly FeatureModule[] }>>
): Promise<Page> {
  const [loaded, ...modules] = await Promise.all([page, ...features]);
  for (const module of modules) for (const feature of ([] as FeatureModule[]).concat(module.default)) injectFeature(feature);
  return loaded;
}
