import { PATH_VARIABLE_MISSING } from '../constants/messages';
import { ApiError } from './errors';

export type PathVars = Record<string, string | number | null | undefined>;

const VARIABLE = /\{([^{}]+)\}/g;

const isMissing = (value: PathVars[string]): boolean =>
  value === undefined || value === null || value === '' || (typeof value === 'number' && !Number.isFinite(value));

/**
 * Fills a path template such as 'v2/items/{id}/access-fees/{feeId}'. Every variable must have a value,
 * otherwise the call is refused before anything is sent.
 */
export function buildPath(template: string, vars: PathVars = {}): string {
  return template.replace(VARIABLE, (_match, name: string) => {
    const value = Object.prototype.hasOwnProperty.call(vars, name) ? vars[name] : undefined;
    if (isMissing(value)) throw new ApiError(0, PATH_VARIABLE_MISSING, { code: 'PATH_VARIABLE_MISSING' });
    return encodeURIComponent(String(value));
  });
}

/** Admin paths ('admin/...', '/admin/...', 'v2/admin/...') are called with the admin session's token. */
export const isAdminPath = (path: string): boolean => /^\/*(v\d+\/)?admin(\/|\?|$)/.test(path);
