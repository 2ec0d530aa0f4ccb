import type { CustomFieldOption, RegisterField, RegisterFieldsAnswer } from '../../../src/api/authSettingsTypes';
import type { CustomFieldBody } from '../../../src/contracts/authSettings';
import { MAX_CUSTOM_FIELD_OPTIONS, OPTION_FIELD_TYPES, RESERVED_FIELD_NAMES, type CustomFieldType } from '../../../src/contracts/values';
import { AUTH_SETTINGS, AUTH_SETTINGS_SERVER } from '../../../src/constants/messages/authSettings';
import { prepared, type Db } from '../db/connection';
import { badRequest, notFound } from '../lib/errors';
import { nowSeconds } from '../lib/time';

// Custom registration fields (catalogue 7.13) and the registration form a paywall shows (spec section 5): the
// built-in fields fullname, email, password and repeatPassword, required text; Full name gives way to First name and
// Last name once split; an `email_confirmation` field follows email.

interface FieldRow {
  id: number;
  name: string;
  label: string;
  placeholder: string;
  default_value: string;
  type: CustomFieldType;
  required: number;
  options: string;
}

const builtIn = (name: string, label: string, type: RegisterField['type']): RegisterField => ({
  id: null,
  name,
  label,
  placeholder: '',
  default_value: '',
  type,
  required: true,
  options: [],
  built_in: true,
});

const toField = (row: FieldRow): RegisterField => ({
  id: row.id,
  name: row.name,
  label: row.label,
  placeholder: row.placeholder,
  default_value: row.default_value,
  type: row.type,
  required: row.required === 1,
  options: JSON.parse(row.options) as CustomFieldOption[],
  built_in: false,
});

const SPLIT_FIELDS = [
  { name: 'first_name', label: 'First name' },
  { name: 'surname', label: 'Last name' },
] as const;

/** The registration form of the merchant, in the order a paywall shows it. */
export function registerFields(db: Db, merchantId: number): RegisterFieldsAnswer {
  const own = (prepared(db, 'SELECT id, name, label, placeholder, default_value, type, required, options FROM custom_fields WHERE merchant_id = ? ORDER BY id').all(merchantId) as FieldRow[]).map(toField);
  const names = new Set(own.map((field) => field.name));
  const split = names.has('first_name') && names.has('surname');
  const first = split ? own.filter((field) => field.name === 'first_name' || field.name === 'surname') : [builtIn('fullname', 'Full name', 'text')];
  const confirmation = own.filter((field) => field.name === 'email_confirmation');
  const rest = own.filter((field) => !['first_name', 'surname', 'email_confirmation'].includes(field.name));
  return {
    collection: [...first, builtIn('email', 'Email', 'email'), ...confirmation, builtIn('password', 'Password', 'password'), builtIn('repeatPassword', 'Repeat password', 'password'), ...rest],
    full_name_split: split,
  };
}

/** The field's options: only select and radio carry them (at least one; the contract allows at most 80). */
function optionsOf(body: CustomFieldBody): CustomFieldOption[] {
  if (!OPTION_FIELD_TYPES.includes(body.type)) return [];
  const options = (body.options ?? []).slice(0, MAX_CUSTOM_FIELD_OPTIONS).map((option) => ({ key: option.key.trim(), value: option.value.trim() }));
  if (options.length === 0) throw badRequest(AUTH_SETTINGS.validationError, { options: AUTH_SETTINGS_SERVER.optionsRequired });
  return options;
}

/** A field's name must be its own: not a built-in one (First name and Last name keep theirs when edited), not taken. */
function assertName(db: Db, merchantId: number, name: string, current?: { id: number; name: string }): void {
  if (RESERVED_FIELD_NAMES.includes(name) && name !== current?.name) throw badRequest(AUTH_SETTINGS.validationError, { name: AUTH_SETTINGS_SERVER.reservedFieldName });
  const taken = prepared(db, 'SELECT id FROM custom_fields WHERE merchant_id = ? AND name = ?').get(merchantId, name) as { id: number } | undefined;
  if (taken && taken.id !== current?.id) throw badRequest(AUTH_SETTINGS.validationError, { name: AUTH_SETTINGS_SERVER.fieldNameTaken });
}

const columns = (body: CustomFieldBody) => [body.label.trim(), body.placeholder?.trim() ?? '', body.default_value?.trim() ?? '', body.type, Number(body.required), JSON.stringify(optionsOf(body))];

export function createCustomField(db: Db, merchantId: number, body: CustomFieldBody): RegisterFieldsAnswer {
  assertName(db, merchantId, body.name);
  const now = nowSeconds();
  prepared(db, 'INSERT INTO custom_fields (merchant_id, name, label, placeholder, default_value, type, required, options, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').run(
    merchantId,
    body.name,
    ...columns(body),
    now,
    now,
  );
  return registerFields(db, merchantId);
}

export function updateCustomField(db: Db, merchantId: number, id: number, body: CustomFieldBody): RegisterFieldsAnswer {
  const current = prepared(db, 'SELECT id, name FROM custom_fields WHERE merchant_id = ? AND id = ?').get(merchantId, id) as { id: number; name: string } | undefined;
  if (!current) throw notFound(AUTH_SETTINGS_SERVER.customFieldNotFound);
  assertName(db, merchantId, body.name, current);
  prepared(db, 'UPDATE custom_fields SET name = ?, label = ?, placeholder = ?, default_value = ?, type = ?, required = ?, options = ?, updated_at = ? WHERE id = ?').run(
    body.name,
    ...columns(body),
    nowSeconds(),
    id,
  );
  return registerFields(db, merchantId);
}

export function deleteCustomField(db: Db, merchantId: number, id: number): void {
  if (prepared(db, 'DELETE FROM custom_fields WHERE merchant_id = ? AND id = ?').run(merchantId, id).changes === 0) throw notFound(AUTH_SETTINGS_SERVER.customFieldNotFound);
}

/** Full name becomes two required text fields, First name and Last name (once). */
export function splitFullName(db: Db, merchantId: number): RegisterFieldsAnswer {
  if (registerFields(db, merchantId).full_name_split) throw badRequest(AUTH_SETTINGS_SERVER.alreadySplit);
  const now = nowSeconds();
  const insert = prepared(db, "INSERT OR IGNORE INTO custom_fields (merchant_id, name, label, type, required, created_at, updated_at) VALUES (?, ?, ?, 'text', 1, ?, ?)");
  db.transaction(() => {
    for (const field of SPLIT_FIELDS) insert.run(merchantId, field.name, field.label, now, now);
  })();
  return registerFields(db, merchantId);
}
