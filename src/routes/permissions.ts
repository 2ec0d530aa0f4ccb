/** The shared permission model (src/permissions/model.ts) with the console's configured platform key. */
import { config } from '../config';
import * as model from '../permissions/model';

export * from '../permissions/model';

/** The console's input: the platform key defaults to the configured one. */
export type PermissionInput = Omit<model.PermissionInput, 'platformKey'> & { platformKey?: string };

export const createPermissionContext = (input: PermissionInput): model.PermissionContext =>
  model.createPermissionContext({ ...input, platformKey: input.platformKey ?? config.platformKey });

export const permissionContextFromAuth = (auth: model.AuthLike, platformKey: string = config.platformKey): model.PermissionContext =>
  model.permissionContextFromAuth(auth, platformKey);
