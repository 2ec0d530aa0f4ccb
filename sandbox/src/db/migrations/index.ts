import type { Migration } from '../migrate';
import { coreSchema } from './001_core';

/** Every schema version in order. A later area appends its own `NNN_<area>.ts` here; applied ones never change. */
export const migrations: readonly Migration[] = [coreSchema];
