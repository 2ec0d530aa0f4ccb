import * as integrations from '../../api/integrations';
import type { GoogleInAppSetup, InAppKeys, ProviderMetadata, ProviderMetadataList } from '../../api/integrations';
import { INTEGRATION_NOTICES } from '../../constants/messages/integrations';
import type { GoogleInAppBody, InAppBody, ProviderMetadataBody } from '../../contracts/integrations';
import { IN_APP_STORES, IN_APP_TYPES, type InAppType } from '../../contracts/values';
import { defineEndpoint, type EndpointOptions } from '../requests/defineEndpoint';
import { explainedError } from '../requests/explainedError';
import { storedRead } from '../requests/paginated';
import type { Tag } from '../requests/tags';
import { HEALTH } from './health';

// The in-app stores and PayPal (catalogue 7.11). Spec section 4: a save before keys exist says 'saved', later ones
// 'updated'; Google's first save is a POST, every other save a PUT. Each write names the reads it makes stale.
const GOOGLE = 'GoogleInApp';
const PROVIDERS = 'ProviderMetadata';
const storeKeys = (id: number): Tag => ({ type: 'InAppKeys', id });

/** A save of a store's or PayPal's keys: single-flight, the store's refusal explained (catalogue 7.11). */
const save = <Req, Res>(invalidates: (req: Req) => readonly Tag[], successNotice: (res: Res) => string | undefined): EndpointOptions<Req, Res> => ({
  strategy: 'leading',
  successNotice,
  errorNotice: explainedError(),
  // A failed save reached the store too: its health changed either way.
  invalidates: (req) => [...invalidates(req), HEALTH],
  invalidatesOnFailure: () => [HEALTH],
});

export const fetchGoogleInApp = defineEndpoint<void, GoogleInAppSetup>('integrations/fetchGoogleInApp', integrations.getGoogleInApp, storedRead(undefined, () => [GOOGLE]));

export const createGoogleInApp = defineEndpoint<GoogleInAppBody, GoogleInAppSetup>(
  'integrations/createGoogleInApp',
  integrations.createGoogleInApp,
  save(() => [GOOGLE, PROVIDERS], () => INTEGRATION_NOTICES.inAppSaved['google-in-app']),
);

export const updateGoogleInApp = defineEndpoint<GoogleInAppBody, GoogleInAppSetup>(
  'integrations/updateGoogleInApp',
  integrations.updateGoogleInApp,
  save(() => [GOOGLE, PROVIDERS], () => INTEGRATION_NOTICES.inAppUpdated['google-in-app']),
);

/** The merchant's providers with their saved keys: the in-app boxes and the PayPal form read them. */
export const fetchProviderMetadata = defineEndpoint<void, ProviderMetadataList>('integrations/fetchProviderMetadata', integrations.listProviderMetadata, storedRead(undefined, () => [PROVIDERS]));

const storeOf = (res: ProviderMetadata) => IN_APP_TYPES.find((type) => IN_APP_STORES[type].gateway === res.name);

export const fetchInAppKeys = defineEndpoint<{ id: number }, InAppKeys>(
  'integrations/fetchInAppKeys',
  integrations.getInAppKeys,
  storedRead(({ id }) => String(id), ({ id }) => [storeKeys(id)]),
);

type InAppSave = InAppBody & { id: number };
const inAppTags = ({ id }: InAppSave): readonly Tag[] => [storeKeys(id), PROVIDERS];

/** Apple, Amazon and Roku always save with a PUT; the first one says 'saved', later ones 'updated'. */
const inAppWrite = (name: string, notices: Readonly<Record<InAppType, string>>) =>
  defineEndpoint<InAppSave, InAppKeys>(`integrations/${name}`, integrations.updateInAppKeys, {
    ...save(inAppTags, (res: InAppKeys) => {
      const type = storeOf(res);
      return type && notices[type];
    }),
    key: ({ id }) => String(id),
  });

export const saveInAppKeys = inAppWrite('saveInAppKeys', INTEGRATION_NOTICES.inAppSaved);
export const updateInAppKeys = inAppWrite('updateInAppKeys', INTEGRATION_NOTICES.inAppUpdated);

export const savePayPal = defineEndpoint<ProviderMetadataBody, ProviderMetadata>(
  'integrations/savePayPal',
  integrations.updateProviderMetadata,
  save(() => [PROVIDERS], () => INTEGRATION_NOTICES.payPalSaved),
);

export const updatePayPal = defineEndpoint<ProviderMetadataBody, ProviderMetadata>(
  'integrations/updatePayPal',
  integrations.updateProviderMetadata,
  save(() => [PROVIDERS], () => INTEGRATION_NOTICES.payPalUpdated),
);

export const inAppEndpoints = [fetchGoogleInApp, createGoogleInApp, updateGoogleInApp, fetchProviderMetadata, fetchInAppKeys, saveInAppKeys, updateInAppKeys, savePayPal, updatePayPal];
