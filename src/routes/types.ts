import type { ComponentType, LazyExoticComponent } from 'react';
import type { FeatureName, Permission, RestrictionKey } from './permissions';

/** A page component, always code-split. */
export type LazyPage = LazyExoticComponent<ComponentType>;

export interface RouteRestriction {
  key: RestrictionKey;
  /** Further areas that must be open too, e.g. a section's reports need the section as well as 'allReports'. */
  also?: readonly RestrictionKey[];
  /** Where a restricted user goes: '/' by default, or another route, or '/404.html'. */
  redirectTo?: string;
}

/** One screen of the merchant or admin area, as data. */
export interface AppRoute {
  path: string;
  title: string;
  /** Groups the section's screens: one side-nav entry and the top-bar tabs. */
  section: string;
  sectionTitle?: string;
  page: LazyPage;
  feature?: FeatureName;
  restriction?: RouteRestriction;
  /** A rule of the permission model the user must satisfy too (e.g. 'manageFollowers': an activated master). */
  rule?: Permission;
  /** The section's side-nav entry; `newTab`: it opens in a new window or tab (spec section 2: /emailtemplates). */
  nav?: { label: string; newTab?: boolean };
  /** A top-bar tab of the section. */
  tab?: { label: string };
  /** A second-level tab, under the top-bar tab whose path its own path extends (Settings: Auth's sub-screens). */
  subTab?: { label: string };
  /** A door, not a screen: it leads to the first screen below its path open to the user (e.g. /settings/auth). */
  door?: true;
  /** Shown only to the accounts of this merchant (spec section 2: /thoughtspot, /domo); null: to nobody. */
  merchantOnly?: number | null;
}

export type PublicBackground = 'gradient' | 'plain';

export interface PublicRoute {
  path: string;
  title: string;
  page: LazyPage;
  background: PublicBackground;
}

export type Area = 'merchant' | 'admin';
