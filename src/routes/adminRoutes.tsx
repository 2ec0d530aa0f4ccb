import { accountRoutes } from './accountRoutes';
import type { AppRoute } from './types';

/** The admin area (platform staff), in side-nav order. A screen joins this table when it exists. */
export const adminRoutes: readonly AppRoute[] = [...accountRoutes('/admin')];
