import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Account, MessageResponse } from '../../../src/api/types';
import {
  ApplicationName,
  ApplicationParams,
  ConcurrentSessionsBody,
  CreateCustomFieldBody,
  CustomFieldBody,
  CustomFieldParams,
  RegisterFieldsParams,
  SocialListBody,
  SocialSetupBody,
  SocialTypeParams,
  SsoDomainsBody,
  TenantUuidParams,
  UpdateApplicationBody,
} from '../../../src/contracts/authSettings';
import { NoBody, SrkeyQuery } from '../../../src/contracts/fields';
import { MultipartBody } from '../../../src/contracts/images';
import { AUTH_SETTINGS_SERVER } from '../../../src/constants/messages/authSettings';
import { Value } from 'typebox/value';
import { paywallMerchant } from '../lib/paywallScope';
import { currentAccount, tenantId } from '../lib/auth';
import { commerceMerchant } from '../lib/commerceScope';
import { fieldError, HttpError } from '../lib/errors';
import { uploadError } from '../lib/multipart';
import { toAccountDto } from '../models/accounts';
import {
  concurrentSessions,
  createApplication,
  deleteSocialApp,
  listApplications,
  regenerateSecret,
  saveSocialApp,
  saveSsoDomains,
  setConcurrentSessions,
  setEnabledNetworks,
  ssoDomains,
  updateApplication,
  withSocial,
} from '../models/authSettings';
import { createCustomField, deleteCustomField, registerFields, splitFullName, updateCustomField } from '../models/customFields';

const NAME_FIELD = 'name';

/** The multipart body of a new application: its one `name` field. */
async function readApplicationName(request: FastifyRequest): Promise<string> {
  if (!request.isMultipart()) throw new HttpError(415, AUTH_SETTINGS_SERVER.applicationNameRequired);
  let name: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field' && part.fieldname === NAME_FIELD && typeof part.value === 'string') name = part.value;
      else throw fieldError(part.fieldname, `Unknown field "${part.fieldname}" in the body.`);
    }
  } catch (error) {
    throw uploadError(error, NAME_FIELD, AUTH_SETTINGS_SERVER.applicationNameRequired, AUTH_SETTINGS_SERVER.applicationNameRequired);
  }
  const trimmed = name?.trim() ?? '';
  if (!Value.Check(ApplicationName, trimmed)) throw fieldError(NAME_FIELD, AUTH_SETTINGS_SERVER.applicationNameRequired);
  return trimmed;
}

/**
 * The Auth settings (catalogue 7.12, 7.13, 7.14 "Social", "Sessions"): social sign-in, OAuth applications, SSO domains,
 * simultaneous logins and custom registration fields, the merchant's own; and the paywall's public register-fields read.
 */
export const authSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.sandbox;
  const account = (request: FastifyRequest): Account => withSocial(db, toAccountDto(currentAccount(request)));

  app.put('/accounts/social', { schema: { body: SocialListBody } }, async (request) => {
    setEnabledNetworks(db, tenantId(request), request.body.social);
    return account(request);
  });
  app.put('/accounts/social/setup', { schema: { body: SocialSetupBody } }, async (request) => {
    saveSocialApp(db, tenantId(request), request.body);
    return account(request);
  });
  app.delete('/accounts/social/:type', { schema: { params: SocialTypeParams, body: NoBody } }, async (request) => {
    deleteSocialApp(db, tenantId(request), request.params.type);
    return account(request);
  });

  app.get('/accounts/applications', { schema: { querystring: SrkeyQuery } }, async (request) => ({ collection: listApplications(db, tenantId(request)) }));
  // Multipart is parsed only for a new application's name: the other routes keep refusing it (415).
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: 0, files: 0, fields: 1, parts: 1 } });
    scope.post('/accounts/applications', { schema: { body: MultipartBody } }, async (request, reply) => {
      const name = await readApplicationName(request);
      reply.code(201);
      return createApplication(db, tenantId(request), name);
    });
  });
  app.put('/accounts/applications/:id', { schema: { params: ApplicationParams, body: UpdateApplicationBody } }, async (request) =>
    updateApplication(db, tenantId(request), request.params.id, request.body),
  );
  app.put('/accounts/applications/:id/secret', { schema: { params: ApplicationParams, body: NoBody } }, async (request) =>
    regenerateSecret(db, tenantId(request), request.params.id),
  );

  app.get('/accounts/domains', { schema: { querystring: SrkeyQuery } }, async (request) => ssoDomains(db, tenantId(request)));
  app.put('/accounts/domains', { schema: { body: SsoDomainsBody } }, async (request) => saveSsoDomains(db, tenantId(request), request.body));

  app.get('/accounts/concurrent-sessions', { schema: { querystring: SrkeyQuery } }, async (request) => concurrentSessions(db, tenantId(request)));
  app.put('/accounts/concurrent-sessions', { schema: { body: ConcurrentSessionsBody } }, async (request) =>
    setConcurrentSessions(db, tenantId(request), Number(request.body.concurrent_sessions)),
  );
  app.delete('/accounts/concurrent-sessions', { schema: { body: NoBody } }, async (request) => setConcurrentSessions(db, tenantId(request), null));

  app.get('/accounts/custom-fields/:tenant_uuid', { schema: { params: TenantUuidParams, querystring: SrkeyQuery } }, async (request) =>
    registerFields(db, commerceMerchant(request, request.params.tenant_uuid)),
  );
  app.post('/accounts/custom-fields', { schema: { body: CreateCustomFieldBody } }, async (request, reply) => {
    const { body } = request;
    const answer = 'split_full_name' in body ? splitFullName(db, tenantId(request)) : createCustomField(db, tenantId(request), body);
    reply.code(201);
    return answer;
  });
  app.put('/accounts/custom-fields/:id', { schema: { params: CustomFieldParams, body: CustomFieldBody } }, async (request) =>
    updateCustomField(db, tenantId(request), request.params.id, request.body),
  );
  app.delete('/accounts/custom-fields/:id', { schema: { params: CustomFieldParams, body: NoBody } }, async (request): Promise<MessageResponse> => {
    deleteCustomField(db, tenantId(request), request.params.id);
    return { message: AUTH_SETTINGS_SERVER.customFieldDeleted };
  });

  // Public: the registration form a paywall embedded on the merchant's site shows (GUIDE section 3).
  app.get('/accounts/register-fields/:merchant_uuid', { schema: { params: RegisterFieldsParams, querystring: SrkeyQuery } }, async (request) => {
    return registerFields(db, paywallMerchant(request, request.params.merchant_uuid));
  });
};
