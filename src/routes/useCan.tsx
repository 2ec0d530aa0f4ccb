import { useMemo, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { selectAuth } from '../ducks/auth/selectors';
import {
  can,
  hasFeature,
  isDisabled,
  isReadOnly,
  isTopStatHidden,
  permissionContextFromAuth,
  type FeatureName,
  type Permission,
  type PermissionContext,
  type RestrictionKey,
  type TopStatKey,
} from './permissions';

/** The signed-in user's permission context, rebuilt only when the account or features change. */
export function usePermissionContext(): PermissionContext {
  const auth = useSelector(selectAuth);
  return useMemo(() => permissionContextFromAuth(auth), [auth]);
}

export interface BoundPermissions {
  ctx: PermissionContext;
  can: (permission: Permission) => boolean;
  isDisabled: (key: RestrictionKey) => boolean;
  isReadOnly: (key: RestrictionKey) => boolean;
  isTopStatHidden: (key: TopStatKey) => boolean;
  hasFeature: (feature: FeatureName) => boolean;
}

/** The permission functions bound to the signed-in user: `const { can, isReadOnly } = useCan()`. */
export function useCan(): BoundPermissions {
  const ctx = usePermissionContext();
  return useMemo(
    () => ({
      ctx,
      can: (permission) => can(ctx, permission),
      isDisabled: (key) => isDisabled(ctx, key),
      isReadOnly: (key) => isReadOnly(ctx, key),
      isTopStatHidden: (key) => isTopStatHidden(ctx, key),
      hasFeature: (feature) => hasFeature(ctx, feature),
    }),
    [ctx],
  );
}

export interface CanProps {
  /** A capability rule, e.g. 'editPaymentGateways'. */
  do?: Permission;
  /** The area must not be disabled. */
  enabled?: RestrictionKey;
  /** The area must be neither disabled nor read-only. */
  writable?: RestrictionKey;
  feature?: FeatureName;
  fallback?: ReactNode;
  children: ReactNode;
}

/** Renders its children only when every given condition holds. */
export function Can({ do: permission, enabled, writable, feature, fallback = null, children }: CanProps) {
  const checks = useCan();
  const allowed =
    (!permission || checks.can(permission)) &&
    (!enabled || !checks.isDisabled(enabled)) &&
    (!writable || (!checks.isDisabled(writable) && !checks.isReadOnly(writable))) &&
    (!feature || checks.hasFeature(feature));
  return <>{allowed ? children : fallback}</>;
}
