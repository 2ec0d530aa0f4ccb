import * as accounts from '../../api/accounts';
import * as auth from '../../api/authSettings';
import type { ApplicationsAnswer, ConcurrentSessions, OAuthApplication, RegisterFieldsAnswer, SsoDomains } from '../../api/authSettings';
import type { Account, MessageResponse } from '../../api/types';
import { AUTH_SETTINGS } from '../../constants/messages/authSettings';
import { RESTRICTION_NOTICES } from '../../constants/messages/restrictions';
import type { CreateCustomFieldBody, CustomFieldBody, SocialSetupBody } from '../../contracts/authSettings';
import type { SocialNetwork } from '../../contracts/values';
import { defineEndpoint, type AnyEndpoint } from '../requests/defineEndpoint';
import { storedRead } from '../requests/paginated';

// The Auth settings screens (catalogue 7.12, 7.13, 7.14 "Social", "Sessions"). Each write names the read it makes stale.
const SOCIAL = 'SocialSettings';
const APPLICATIONS = 'OAuthApplications';
const DOMAINS = 'SsoDomains';
// The allowed origins are the same rows the domain restrictions screen lists (src/ducks/restrictions).
const MERCHANT_DOMAINS = 'MerchantDomains';
const SESSIONS = 'ConcurrentSessions';
const FIELDS = 'CustomFields';

/** The social setup as the account carries it (`metadata.social` and `social_apps_metadata`). */
export const fetchSocialSettings = defineEndpoint<void, Account>('authSettings/fetchSocial', accounts.getAccount, storedRead(undefined, () => [SOCIAL]));

export const updateSocialList = defineEndpoint<{ social: readonly SocialNetwork[] }, Account>('authSettings/updateSocialList', auth.updateSocialList, {
  strategy: 'leading',
  successNotice: AUTH_SETTINGS.socialListUpdated,
  invalidates: () => [SOCIAL],
});

export const updateSocialSetup = defineEndpoint<SocialSetupBody, Account>('authSettings/updateSocialSetup', auth.updateSocialSetup, {
  strategy: 'leading',
  successNotice: AUTH_SETTINGS.socialSetupUpdated,
  invalidates: () => [SOCIAL],
});

export const deleteSocialSetup = defineEndpoint<{ type: SocialNetwork }, Account>('authSettings/deleteSocialSetup', auth.deleteSocialSetup, {
  strategy: 'every',
  key: ({ type }) => type,
  successNotice: AUTH_SETTINGS.socialSetupDeleted,
  invalidates: () => [SOCIAL],
});

export const fetchApplications = defineEndpoint<void, ApplicationsAnswer>('authSettings/fetchApplications', auth.listApplications, storedRead(undefined, () => [APPLICATIONS]));

export const createApplication = defineEndpoint<{ name: string }, OAuthApplication>('authSettings/createApplication', auth.createApplication, {
  strategy: 'leading',
  successNotice: AUTH_SETTINGS.applicationAdded,
  invalidates: () => [APPLICATIONS],
});

export const updateApplication = defineEndpoint<{ id: string; name?: string; sso?: number }, OAuthApplication>('authSettings/updateApplication', auth.updateApplication, {
  strategy: 'every',
  key: ({ id }) => id,
  successNotice: AUTH_SETTINGS.applicationUpdated,
  invalidates: () => [APPLICATIONS],
});

/** The spec gives no text for a new secret: the table shows it. */
export const regenerateSecret = defineEndpoint<{ id: string }, OAuthApplication>('authSettings/regenerateSecret', auth.regenerateSecret, {
  strategy: 'every',
  key: ({ id }) => id,
  invalidates: () => [APPLICATIONS],
});

export const fetchSsoDomains = defineEndpoint<void, SsoDomains>('authSettings/fetchDomains', auth.getSsoDomains, storedRead(undefined, () => [DOMAINS, MERCHANT_DOMAINS]));

export const updateSsoDomains = defineEndpoint<SsoDomains, SsoDomains>('authSettings/updateDomains', auth.updateSsoDomains, {
  strategy: 'leading',
  successNotice: RESTRICTION_NOTICES.domainsUpdated,
  invalidates: () => [DOMAINS, MERCHANT_DOMAINS],
});

/** The limit's load fails silently (spec): the screen shows its error state with Retry. */
export const fetchConcurrentSessions = defineEndpoint<void, ConcurrentSessions>('authSettings/fetchSessions', auth.getConcurrentSessions, storedRead(undefined, () => [SESSIONS]));

export const setConcurrentSessions = defineEndpoint<{ concurrent_sessions: number }, ConcurrentSessions>('authSettings/setSessions', auth.setConcurrentSessions, {
  strategy: 'leading',
  successNotice: AUTH_SETTINGS.sessionsUpdated,
  invalidates: () => [SESSIONS],
});

export const deleteConcurrentSessions = defineEndpoint<void, ConcurrentSessions>('authSettings/deleteSessions', auth.deleteConcurrentSessions, {
  strategy: 'leading',
  successNotice: AUTH_SETTINGS.sessionsDeleted,
  invalidates: () => [SESSIONS],
});

export const fetchCustomFields = defineEndpoint<{ tenantUuid: string }, RegisterFieldsAnswer>(
  'authSettings/fetchCustomFields',
  auth.listCustomFields,
  storedRead(({ tenantUuid }) => tenantUuid, () => [FIELDS]),
);

/** A new field, or the full-name split: each with the spec's own text; a refusal is the spec's validation error. */
export const createCustomField = defineEndpoint<CreateCustomFieldBody, RegisterFieldsAnswer>('authSettings/createCustomField', auth.createCustomField, {
  strategy: 'leading',
  successNotice: (_res, req) => ('split_full_name' in req ? AUTH_SETTINGS.fullNameSplit : AUTH_SETTINGS.customFieldCreated),
  errorNotice: AUTH_SETTINGS.validationError,
  invalidates: () => [FIELDS],
});

export const updateCustomField = defineEndpoint<CustomFieldBody & { id: number }, RegisterFieldsAnswer>('authSettings/updateCustomField', auth.updateCustomField, {
  strategy: 'leading',
  key: ({ id }) => String(id),
  successNotice: AUTH_SETTINGS.customFieldUpdated,
  errorNotice: AUTH_SETTINGS.validationError,
  invalidates: () => [FIELDS],
});

/** A failed delete is silent (spec section 8). */
export const deleteCustomField = defineEndpoint<{ id: number }, MessageResponse>('authSettings/deleteCustomField', auth.deleteCustomField, {
  strategy: 'every',
  key: ({ id }) => String(id),
  successNotice: AUTH_SETTINGS.customFieldDeleted,
  errorNotice: 'silent',
  invalidates: () => [FIELDS],
});

export const authSettingsEndpoints: readonly AnyEndpoint[] = [
  fetchSocialSettings,
  updateSocialList,
  updateSocialSetup,
  deleteSocialSetup,
  fetchApplications,
  createApplication,
  updateApplication,
  regenerateSecret,
  fetchSsoDomains,
  updateSsoDomains,
  fetchConcurrentSessions,
  setConcurrentSessions,
  deleteConcurrentSessions,
  fetchCustomFields,
  createCustomField,
  updateCustomField,
  deleteCustomField,
];
