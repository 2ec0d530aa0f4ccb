import { accountRoutes } from './accountRoutes';
import type { AppRoute } from './types';

/** The merchant area, in side-nav order. A screen joins this table when it exists. */
export const merchantRoutes: readonly AppRoute[] = [...accountRoutes('')];
