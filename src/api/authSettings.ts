// The Auth settings (catalogue 7.12 applications and domains, 7.13 custom fields, 7.14 social and sessions). The
// catalogue shows no paths: these are the sandbox's, named in its style (README, "Settings calls the catalogue leaves open").
import type { CreateCustomFieldBody, CustomFieldBody, SocialSetupBody, UpdateApplicationBody } from '../contracts/authSettings';
import type { SocialNetwork } from '../contracts/values';
import { api, type CallContext } from './client';
import type { ApplicationsAnswer, ConcurrentSessions, OAuthApplication, RegisterFieldsAnswer, SsoDomains } from './authSettingsTypes';
import type { Account, MessageResponse } from './types';

export type * from './authSettingsTypes';

/** PUT accounts/social: the networks the paywall offers (none: one empty entry). */
export const updateSocialList = ({ social }: { social: readonly SocialNetwork[] }, ctx?: CallContext): Promise<Account> =>
  api().request({ method: 'PUT', path: 'accounts/social', body: { social: social.length ? [...social] : [''] }, arrays: 'indices', ...ctx });

/** PUT accounts/social/setup: a network's app keys. */
export const updateSocialSetup = (body: SocialSetupBody, ctx?: CallContext): Promise<Account> =>
  api().request({ method: 'PUT', path: 'accounts/social/setup', body, ...ctx });

/** DELETE accounts/social/{type}: a network's setup. */
export const deleteSocialSetup = ({ type }: { type: SocialNetwork }, ctx?: CallContext): Promise<Account> =>
  api().request({ method: 'DELETE', path: 'accounts/social/{type}', pathVars: { type }, ...ctx });

/** GET accounts/applications */
export const listApplications = (_req: void, ctx?: CallContext): Promise<ApplicationsAnswer> => api().request({ method: 'GET', path: 'accounts/applications', ...ctx });

/** POST accounts/applications (multipart `name`). */
export const createApplication = ({ name }: { name: string }, ctx?: CallContext): Promise<OAuthApplication> =>
  api().request({ method: 'POST', path: 'accounts/applications', body: { name }, bodyType: 'multipart', ...ctx });

/** PUT accounts/applications/{id}: the name (optional) and `sso`, sent only when 0 or 1. */
export const updateApplication = ({ id, name, sso }: { id: string; name?: string; sso?: number }, ctx?: CallContext): Promise<OAuthApplication> => {
  const body: UpdateApplicationBody = { ...(name ? { name } : {}), ...(sso === 0 || sso === 1 ? { sso: sso === 1 ? '1' : '0' } : {}) };
  return api().request({ method: 'PUT', path: 'accounts/applications/{id}', pathVars: { id }, body, ...ctx });
};

/** PUT accounts/applications/{id}/secret: a new secret; the old one stops working. */
export const regenerateSecret = ({ id }: { id: string }, ctx?: CallContext): Promise<OAuthApplication> =>
  api().request({ method: 'PUT', path: 'accounts/applications/{id}/secret', pathVars: { id }, ...ctx });

/** GET accounts/domains */
export const getSsoDomains = (_req: void, ctx?: CallContext): Promise<SsoDomains> => api().request({ method: 'GET', path: 'accounts/domains', ...ctx });

/** PUT accounts/domains: the sub-domain only when non-empty; no origins is one empty string (spec section 5). */
export const updateSsoDomains = ({ sub_domain_name, allowed_origins }: SsoDomains, ctx?: CallContext): Promise<SsoDomains> =>
  api().request({
    method: 'PUT',
    path: 'accounts/domains',
    body: { ...(sub_domain_name ? { sub_domain_name } : {}), allowed_origins: allowed_origins.length ? allowed_origins : [''] },
    arrays: 'indices',
    ...ctx,
  });

/** GET accounts/concurrent-sessions */
export const getConcurrentSessions = (_req: void, ctx?: CallContext): Promise<ConcurrentSessions> =>
  api().request({ method: 'GET', path: 'accounts/concurrent-sessions', ...ctx });

/** PUT accounts/concurrent-sessions with concurrent_sessions */
export const setConcurrentSessions = ({ concurrent_sessions }: { concurrent_sessions: number }, ctx?: CallContext): Promise<ConcurrentSessions> =>
  api().request({ method: 'PUT', path: 'accounts/concurrent-sessions', body: { concurrent_sessions: String(concurrent_sessions) }, ...ctx });

/** DELETE accounts/concurrent-sessions: no limit. */
export const deleteConcurrentSessions = (_req: void, ctx?: CallContext): Promise<ConcurrentSessions> =>
  api().request({ method: 'DELETE', path: 'accounts/concurrent-sessions', ...ctx });

/** GET accounts/custom-fields/{tenantUuid}: the registration form's fields, built-in first. */
export const listCustomFields = ({ tenantUuid }: { tenantUuid: string }, ctx?: CallContext): Promise<RegisterFieldsAnswer> =>
  api().request({ method: 'GET', path: 'accounts/custom-fields/{tenantUuid}', pathVars: { tenantUuid }, ...ctx });

/** POST accounts/custom-fields (form-encoded): a new field, or `split_full_name=1`. */
export const createCustomField = (body: CreateCustomFieldBody, ctx?: CallContext): Promise<RegisterFieldsAnswer> =>
  api().request({ method: 'POST', path: 'accounts/custom-fields', body, ...ctx });

/** PUT accounts/custom-fields/{id} */
export const updateCustomField = ({ id, ...body }: CustomFieldBody & { id: number }, ctx?: CallContext): Promise<RegisterFieldsAnswer> =>
  api().request({ method: 'PUT', path: 'accounts/custom-fields/{id}', pathVars: { id }, body, ...ctx });

/** DELETE accounts/custom-fields/{id} */
export const deleteCustomField = ({ id }: { id: number }, ctx?: CallContext): Promise<MessageResponse> =>
  api().request({ method: 'DELETE', path: 'accounts/custom-fields/{id}', pathVars: { id }, ...ctx });

/** GET accounts/register-fields/{merchantUuid}: public, what a paywall on the merchant's site reads. */
export const getRegisterFields = ({ merchantUuid }: { merchantUuid: string }, ctx?: CallContext): Promise<RegisterFieldsAnswer> =>
  api().request({ method: 'GET', path: 'accounts/register-fields/{merchantUuid}', pathVars: { merchantUuid }, auth: false, ...ctx });
