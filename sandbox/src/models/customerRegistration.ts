import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { RegisterField } from '../../../src/api/authSettingsTypes';
import type { CustomerRegisterBody } from '../../../src/contracts/accounts';
import type { AgeVerificationBody } from '../../../src/contracts/restrictions';
import { NO_MIN_AGE } from '../../../src/contracts/values';
import { AUTH_SETTINGS, AUTH_SETTINGS_SERVER } from '../../../src/constants/messages/authSettings';
import { prepared, type Db } from '../db/connection';
import { badRequest, conflict, fieldError, type FieldErrors } from '../lib/errors';
import { nowSeconds } from '../lib/time';
import { registerFields } from './customFields';
import { findPaywallCustomer, type PaywallCustomer } from './customerSessions';
import { merchantHasFeature } from './features';
import { ageSettings } from './restrictions';

// A customer registering on the merchant's paywall (GUIDE section 3: POST accounts with type=consumer). The form is
// the one the public register-fields read answers (spec section 5): the merchant's name fields, an e-mail
// confirmation when the merchant added one, and their custom fields, each checked as its type says.

export const CUSTOMER_EMAIL_TAKEN_MESSAGE = 'A customer with this email is already registered.';
/** The names the form uses for itself rather than as answers kept in the customer's metadata. */
const FORM_FIELDS = ['first_name', 'surname', 'email_confirmation'];
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const isDate = (value: string): boolean => {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
};

/** What is wrong with one answer, or null. */
function answerProblem(field: RegisterField, value: string): string | null {
  if (value === '') return field.required ? AUTH_SETTINGS_SERVER.answerRequired(field.label) : null;
  switch (field.type) {
    case 'select':
    case 'radio':
      return field.options.some((option) => option.key === value) ? null : AUTH_SETTINGS_SERVER.answerNotAnOption(field.label);
    case 'checkbox':
      if (value !== '1' && value !== '0') return AUTH_SETTINGS_SERVER.answerNotAFlag(field.label);
      return field.required && value !== '1' ? AUTH_SETTINGS_SERVER.answerRequired(field.label) : null;
    case 'date':
      return isDate(value) ? null : AUTH_SETTINGS_SERVER.answerNotADate(field.label);
    case 'country':
      return /^[A-Z]{2}$/.test(value) ? null : AUTH_SETTINGS_SERVER.answerNotACountry(field.label);
    default:
      return null;
  }
}

/** The customer's name and custom answers, or a 400 naming every field that is wrong (spec: 'Validation error. ...'). */
function checkedForm(db: Db, merchantId: number, body: CustomerRegisterBody, email: string): { fullName: string; answers: Record<string, string> } {
  const form = registerFields(db, merchantId);
  const errors: FieldErrors = {};
  const text = (value: string | undefined): string => value?.trim() ?? '';
  let fullName: string;
  if (form.full_name_split) {
    if (body.full_name !== undefined) errors.full_name = AUTH_SETTINGS_SERVER.nameIsSplit;
    for (const name of ['first_name', 'surname'] as const) if (text(body[name]) === '') errors[name] = AUTH_SETTINGS_SERVER.answerRequired(name === 'first_name' ? 'First name' : 'Last name');
    fullName = `${text(body.first_name)} ${text(body.surname)}`;
  } else {
    for (const name of ['first_name', 'surname'] as const) if (body[name] !== undefined) errors[name] = AUTH_SETTINGS_SERVER.nameNotSplit;
    if (text(body.full_name).length < 2) errors.full_name = AUTH_SETTINGS_SERVER.answerRequired('Full name');
    fullName = text(body.full_name);
  }
  const confirms = form.collection.some((field) => field.name === 'email_confirmation');
  if (confirms && text(body.email_confirmation).toLowerCase() !== email) errors.email_confirmation = AUTH_SETTINGS_SERVER.emailsDiffer;
  if (!confirms && body.email_confirmation !== undefined) errors.email_confirmation = AUTH_SETTINGS_SERVER.notAFormField;
  const custom = form.collection.filter((field) => !field.built_in && !FORM_FIELDS.includes(field.name));
  const given = body.metadata ?? {};
  for (const key of Object.keys(given)) if (!custom.some((field) => field.name === key)) errors[`metadata[${key}]`] = AUTH_SETTINGS_SERVER.notAFormField;
  const answers: Record<string, string> = {};
  for (const field of custom) {
    const value = text(given[field.name]);
    const problem = answerProblem(field, value);
    if (problem) errors[`metadata[${field.name}]`] = problem;
    else if (value !== '') answers[field.name] = value;
  }
  if (Object.keys(errors).length > 0) throw badRequest(AUTH_SETTINGS.validationError, errors);
  return { fullName, answers };
}

/** Registers the customer with the merchant (active at once, as the paywall signs them in next); 409 when taken. */
export function registerCustomer(db: Db, merchant: { id: number; uuid: string }, body: CustomerRegisterBody, email: string, passwordHash: string): PaywallCustomer {
  if (body.client_id !== merchant.uuid) throw fieldError('client_id', AUTH_SETTINGS_SERVER.clientIsNotMerchant);
  const { fullName, answers } = checkedForm(db, merchant.id, body, email);
  return db.transaction((): PaywallCustomer => {
    if (findPaywallCustomer(db, merchant.id, email)) throw conflict(CUSTOMER_EMAIL_TAKEN_MESSAGE);
    const metadata = body.referrer ? { referrer: body.referrer, ...answers } : answers;
    prepared(db, 'INSERT INTO customers (merchant_id, uuid, email, full_name, active, metadata, created_at, password_hash) VALUES (?, ?, ?, ?, 1, ?, ?, ?)').run(
      merchant.id,
      randomUUID(),
      email,
      fullName,
      JSON.stringify(metadata),
      nowSeconds(),
      passwordHash,
    );
    const customer = findPaywallCustomer(db, merchant.id, email);
    if (!customer) throw new Error('The registered customer could not be read back.');
    return customer;
  })();
}

// Age verification on the paywall (spec section 6: the Age Verification feature "adds PIN codes in registration
// emails"). With the merchant's check on and set to `pin_code`, a new customer's registration mail carries a PIN that
// the paywall's age check takes; set to `date_of_birth`, the check takes a date of birth old enough for the
// merchant's minimum age.

export const AGE_CHECK_OFF_MESSAGE = 'This merchant does not verify age.';
export const WRONG_PIN_MESSAGE = 'The PIN code is not correct.';
export const PIN_NOT_ASKED_MESSAGE = 'This merchant verifies age with a PIN code.';
export const BIRTH_DATE_NOT_ASKED_MESSAGE = 'This merchant verifies age with a date of birth.';
export const NOT_A_BIRTH_DATE_MESSAGE = 'Enter a real date of birth, YYYY-MM-DD.';
export const tooYoungMessage = (minAge: number): string => `You must be at least ${minAge} years old.`;

const pinHash = (customerUuid: string, pin: string): Buffer => createHash('sha256').update(`${customerUuid}:${pin}`).digest();

/** The merchant's age check as the paywall applies it, or null when it does not verify age. */
function ageCheck(db: Db, merchantId: number): { type: 'date_of_birth' | 'pin_code'; minAge: number } | null {
  if (!merchantHasFeature(db, merchantId, 'Age Verification')) return null;
  const settings = ageSettings(db, merchantId);
  return settings.age_verification_enabled ? { type: settings.age_verification_type, minAge: settings.min_age } : null;
}

/** A new PIN for the customer when the merchant verifies age by PIN (kept as its hash), or null. */
export function issueAgePin(db: Db, merchantId: number, customer: PaywallCustomer): string | null {
  if (ageCheck(db, merchantId)?.type !== 'pin_code') return null;
  const pin = String(randomInt(0, 1_000_000)).padStart(6, '0');
  prepared(db, 'UPDATE customers SET age_pin_hash = ? WHERE id = ?').run(pinHash(customer.uuid, pin).toString('hex'), customer.id);
  return pin;
}

/** Whole years between a date of birth and today (UTC). */
function ageOn(birth: string, today: Date): number {
  const [year, month, day] = birth.split('-').map(Number);
  const before = today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  return today.getUTCFullYear() - year - (before ? 1 : 0);
}

/**
 * The paywall's age check for a signed-in customer: the PIN of their registration mail or their date of birth, as
 * the merchant asks. Answers when the customer was verified; a wrong PIN is `WRONG_PIN_MESSAGE` (the caller counts it).
 */
export function verifyCustomerAge(db: Db, customerId: number, merchantId: number, body: AgeVerificationBody): { age_verified_at: number } {
  const check = ageCheck(db, merchantId);
  if (!check) throw conflict(AGE_CHECK_OFF_MESSAGE);
  const customer = prepared(db, 'SELECT uuid, age_pin_hash FROM customers WHERE id = ? AND merchant_id = ?').get(customerId, merchantId) as { uuid: string; age_pin_hash: string | null };
  if (check.type === 'pin_code') {
    if (body.pin_code === undefined) throw fieldError('date_of_birth', PIN_NOT_ASKED_MESSAGE);
    const stored = customer.age_pin_hash === null ? null : Buffer.from(customer.age_pin_hash, 'hex');
    if (!stored || !timingSafeEqual(stored, pinHash(customer.uuid, body.pin_code))) throw fieldError('pin_code', WRONG_PIN_MESSAGE);
  } else {
    if (body.date_of_birth === undefined) throw fieldError('pin_code', BIRTH_DATE_NOT_ASKED_MESSAGE);
    if (!isDate(body.date_of_birth) || body.date_of_birth > new Date(nowSeconds() * 1000).toISOString().slice(0, 10)) throw fieldError('date_of_birth', NOT_A_BIRTH_DATE_MESSAGE);
    if (check.minAge !== NO_MIN_AGE && ageOn(body.date_of_birth, new Date(nowSeconds() * 1000)) < check.minAge) throw fieldError('date_of_birth', tooYoungMessage(check.minAge));
  }
  const at = nowSeconds();
  prepared(db, 'UPDATE customers SET age_verified_at = ? WHERE id = ?').run(at, customerId);
  return { age_verified_at: at };
}
