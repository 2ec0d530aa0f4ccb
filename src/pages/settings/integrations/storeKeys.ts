import * as yup from 'yup';
import { FORM } from '../../../constants/messages/forms';
import { IN_APP_KEY_LABELS, INTEGRATIONS_UI as UI, PAYPAL_KEY_LABELS } from '../../../constants/messages/integrations';
import { GOOGLE_SITE_TOKEN_MIN, IN_APP_STORES, isOptionalInAppKey, isP8Key, PAYPAL_KEYS, type InAppKey, type InAppType, type PayPalKey } from '../../../contracts/values';
import type { KeyField } from './KeysForm';

/** Spec section 5: each key required (Apple's legacy secret aside), Google's site token 6 long, Apple's p8 key in its markers. */
const required = () => yup.string().trim().required(FORM.required);

const RULES: Readonly<Record<InAppKey, yup.StringSchema<string | undefined>>> = {
  site_token: required().min(GOOGLE_SITE_TOKEN_MIN, FORM.incorrectFormat),
  playstore_public_key: required(),
  bundle_id: required(),
  p8_certificate: required().test('p8', FORM.incorrectFormat, (value) => isP8Key(value ?? '')),
  key_id: required(),
  issuer: required(),
  secret_key: required(),
  api_key: required(),
};

const MULTILINE: readonly InAppKey[] = ['p8_certificate', 'playstore_public_key'];
const SECRET: readonly InAppKey[] = ['secret_key', 'api_key'];

/** The keys form of a store: its fields in the spec's order, and their rules. */
export function storeForm(type: InAppType): { fields: KeyField<InAppKey>[]; schema: yup.AnyObjectSchema } {
  const names: readonly InAppKey[] = IN_APP_STORES[type].keys;
  const fields = names.map((name) => ({
    name,
    label: IN_APP_KEY_LABELS[name],
    multiline: MULTILINE.includes(name),
    secret: SECRET.includes(name),
    ...(name === 'p8_certificate' ? { hint: UI.p8Hint } : isOptionalInAppKey(type, name) ? { hint: UI.legacySecretHint } : {}),
  }));
  const schema = yup.object(Object.fromEntries(names.map((name) => [name, isOptionalInAppKey(type, name) ? yup.string().trim() : RULES[name]])));
  return { fields, schema };
}

export const PAYPAL_FIELDS: readonly KeyField<PayPalKey>[] = PAYPAL_KEYS.map((name) => ({ name, label: PAYPAL_KEY_LABELS[name], secret: name === 'client_secret' }));
export const PAYPAL_SCHEMA = yup.object(Object.fromEntries(PAYPAL_KEYS.map((name) => [name, required()])));
