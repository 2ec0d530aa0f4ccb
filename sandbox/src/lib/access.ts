import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { can, createPermissionContext, isDisabled, isPlatformStaff, isReadOnly, type FeatureName, type Permission, type PermissionContext, type RestrictionKey } from '../../../src/permissions/model';
import { accountRoles } from '../models/accounts';
import { customerOfSession } from '../models/customerSessions';
import { bearerToken, currentAccount, requireAccount, tenantId } from './auth';
import { merchantHasFeature } from '../models/features';
import { forbidden } from './errors';

/**
 * What a route needs, declared once in routes/access.ts. Public routes are listed explicitly; everything else is
 * authenticated first (before the body is parsed or validated), then checked against the shared permission table
 * (src/permissions/model.ts) the console's router uses.
 */
export type RouteAccess =
  | { public: true }
  | {
      /** Sections (restriction keys) that must be open to the caller; a function when the route's params decide. */
      sections?: readonly RestrictionKey[] | ((request: FastifyRequest) => readonly RestrictionKey[]);
      /** A change: refused where any of the sections is read-only for the caller. */
      write?: boolean;
      /** Platform staff only. */
      platform?: boolean;
      /** A feature the caller's merchant must have enabled. */
      feature?: FeatureName;
      /** Platform staff pass whatever the rest says (the route names the merchant it acts on). */
      orPlatform?: boolean;
      /** A rule of the permission model the caller must satisfy (e.g. 'manageFollowers': an activated master). */
      rule?: Permission;
      /**
       * A read a paywall embedded on the merchant's site also makes without a console token (GUIDE section 3): a call
       * with no Authorization header, or with a customer's paywall session, passes as a visitor, and the handler answers
       * the public view of the merchant the path names (lib/paywallScope.ts, which also applies `feature` to that
       * merchant). With a console token the rest applies.
       */
      paywall?: boolean;
    };

export const DISABLED_MESSAGE = 'This section is not available for your account.';
export const READ_ONLY_MESSAGE = 'This section is read-only for your account.';
export const PLATFORM_ONLY_MESSAGE = 'Only platform staff can do this.';
export const FEATURE_OFF_MESSAGE = 'This feature is not enabled for your account.';
export const NOT_PERMITTED_MESSAGE = 'You do not have permission to do this.';


const parseList = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
};

// Permission contexts by what they are computed from: every request checks one, and accounts are few.
const contexts = new Map<string, PermissionContext>();
const MAX_CONTEXTS = 1000;

/** The caller's permissions, from their roles, scopes and account flags. */
export function permissionsOf(request: FastifyRequest): PermissionContext {
  const account = currentAccount(request);
  const platformKey = request.server.sandbox.options.platformKey;
  const key = [account.roles, account.scopes, account.is_master, account.disabled_restrictions, account.read_only_restrictions, platformKey].join('\u0000');
  let ctx = contexts.get(key);
  if (!ctx) {
    ctx = createPermissionContext({
      roles: accountRoles(account),
      scopes: parseList(account.scopes),
      isMaster: account.is_master === 1,
      accountFlags: { disabled: parseList(account.disabled_restrictions), readOnly: parseList(account.read_only_restrictions) },
      platformKey,
    });
    if (contexts.size >= MAX_CONTEXTS) contexts.clear();
    contexts.set(key, ctx);
  }
  return ctx;
}

function check(request: FastifyRequest, access: Exclude<RouteAccess, { public: true }>): void {
  if (access.orPlatform && isPlatformStaff(permissionsOf(request))) return;
  if (access.feature && !merchantHasFeature(request.server.sandbox.db, tenantId(request), access.feature)) throw forbidden(FEATURE_OFF_MESSAGE);
  if (access.rule && !can(permissionsOf(request), access.rule)) throw forbidden(NOT_PERMITTED_MESSAGE);
  if (!access.platform && !access.sections) return;
  const ctx = permissionsOf(request);
  if (access.platform && !isPlatformStaff(ctx)) throw forbidden(PLATFORM_ONLY_MESSAGE);
  const sections = typeof access.sections === 'function' ? access.sections(request) : (access.sections ?? []);
  requireSections(request, sections, access.write === true);
}

/**
 * Refuses the caller unless every section is open to them (and writable, for a change). Handlers call it where the
 * sections depend on a stored record rather than on the request, e.g. a scheduled report's type.
 */
export function requireSections(request: FastifyRequest, sections: readonly RestrictionKey[], write: boolean): void {
  const ctx = permissionsOf(request);
  if (sections.some((key) => isDisabled(ctx, key))) throw forbidden(DISABLED_MESSAGE);
  if (write && sections.some((key) => isReadOnly(ctx, key))) throw forbidden(READ_ONLY_MESSAGE);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's entry of the access table, for the checks that need the merchant a handler finds. */
    access?: RouteAccess;
  }
}

/** A visitor's call to a `paywall` route: no token, so the merchant comes from the path. */
export const isVisitor = (request: FastifyRequest): boolean => request.account === null;

/** No token, or a customer's paywall session: the merchant's public view, not the console's. */
function isVisitorCall(request: FastifyRequest): boolean {
  if (request.headers.authorization === undefined) return true;
  const token = bearerToken(request);
  return token !== null && customerOfSession(request.server.sandbox.db, token) !== null;
}

/** The route's feature, for a visitor once the handler knows which merchant the path names. */
export function requireVisitorFeature(request: FastifyRequest, merchantId: number): void {
  const access = request.routeOptions.config.access;
  if (access && !('public' in access) && access.feature && !merchantHasFeature(request.server.sandbox.db, merchantId, access.feature)) {
    throw forbidden(FEATURE_OFF_MESSAGE);
  }
}

/** The methods a route answers, HEAD (added by Fastify to every GET) left out. */
export const routeMethods = (route: RouteOptions): string[] => (Array.isArray(route.method) ? route.method : [route.method]).filter((method) => method !== 'HEAD');

/** `METHOD /path` as Fastify registers it under `/api`, e.g. `GET /api/accounts`. */
export const routeKey = (method: string, url: string): string => `${method} ${url}`;

/**
 * Every route registered in this scope must have an entry in the access table (registration fails otherwise), and
 * each request is authenticated and authorised by it in `onRequest`, before parsing and validation: no token means
 * 401 before any 400.
 */
export function enforceAccess(scope: FastifyInstance, table: Readonly<Record<string, RouteAccess>>, prefix: string): void {
  scope.addHook('onRoute', (route: RouteOptions) => {
    for (const method of routeMethods(route)) {
      const key = routeKey(method, route.url.slice(prefix.length));
      const access = table[key];
      if (!access) throw new Error(`No access rule for "${key}": add it to sandbox/src/routes/access.ts and to the principal matrix test.`);
      route.config = { ...route.config, access };
      if ('public' in access) continue;
      const hooks = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
      route.onRequest = [
        async (request: FastifyRequest) => {
          if (access.paywall && isVisitorCall(request)) return;
          await requireAccount(request);
          check(request, access);
        },
        ...hooks.filter((hook) => hook !== requireAccount),
      ];
    }
  });
}
