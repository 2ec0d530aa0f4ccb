import type { GiftVouchersPage, Voucher, VoucherAccessType, VoucherEmailsPage, VoucherRule, VoucherRulesPage, VouchersPage } from '../../../src/api/voucherTypes';
import type { CreateVoucherBody, UpdateVoucherBody, VoucherAccessFeesBody, VoucherRuleBody, VoucherRulesQuery } from '../../../src/contracts/vouchers';
import {
  ACC_DURATION_PATTERN,
  MAX_DISCOUNT_DURATION,
  RANDOM_CODE_LENGTH,
  VOUCHER_APPLICATIONS,
  type DiscountPeriod,
  type VoucherApplication,
  type VoucherRuleType,
  type VoucherType,
} from '../../../src/contracts/values';
import { prepared, type Db } from '../db/connection';
import { conflict, fieldError, HttpError, notFound } from '../lib/errors';
import { formFlag } from '../lib/form';
import { containsPattern } from '../lib/sqlLike';
import { randomInt } from 'node:crypto';
import { nowSeconds } from '../lib/time';
import { codeDateSeconds, codeDateText } from './accessCodes';
import { ACCESS_TYPE_LIST } from './items';

/** Vouchers (catalogue 7.6): discounts by code, limited by rules to items, access fees and types, or e-mails. */
export const VOUCHER_NOT_FOUND_MESSAGE = 'Voucher not found.';
export const RULE_NOT_FOUND_MESSAGE = 'Voucher rule not found.';
export const VOUCHER_CODE_TAKEN_MESSAGE = 'This voucher code is already in use.';
export const RULE_EXISTS_MESSAGE = 'This rule is already on the voucher.';
export const VOUCHER_RULES = {
  name: 'Give the voucher a name.',
  code: 'A code is 3 to 50 letters, digits, - or _.',
  codeOrLength: `Enter a code, or a length from ${RANDOM_CODE_LENGTH.min} to ${RANDOM_CODE_LENGTH.max} for a random one.`,
  discount: 'The discount is a percentage from 0 to 100.',
  duration: `A repeating discount lasts 1 to ${MAX_DISCOUNT_DURATION} months.`,
  date: 'Dates are YYYY-MM-DD HH:mm:ss (UTC).',
  order: 'The end date must come after the start date.',
  usageLimit: 'The usage limit is a whole number of at least 1.',
  accDuration: 'The access duration is a number and a unit: h, d, w, m or y (e.g. 7d).',
  application: 'An in-app offer is for android or ios.',
  notInApp: 'Only an in-app offer has an application.',
  asset: 'Choose one of your assets.',
  package: 'Choose one of your packages.',
  accessFee: 'Choose an access fee of one of your assets.',
  accessType: 'Choose one of the access types.',
  email: 'Enter an e-mail address.',
  feesOfItem: "Choose among this item's access fees.",
} as const;

const CODE = /^[A-Za-z0-9_-]{3,50}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ACC_DURATION = new RegExp(ACC_DURATION_PATTERN);

interface VoucherRow {
  id: number;
  merchant_id: number;
  type: VoucherType;
  name: string;
  code: string;
  is_random: number;
  discount: number;
  rebill_discount: number | null;
  discount_period: DiscountPeriod;
  discount_duration: number | null;
  start_date: number | null;
  end_date: number | null;
  usage_limit: number | null;
  usage_counter: number;
  acc_end_date: number | null;
  acc_duration: string | null;
  application: VoucherApplication | null;
  created_at: number;
  updated_at: number;
  rules_assets: number;
  rules_packages: number;
  rules_fees: number;
}

const SELECT = `SELECT v.*,
  (SELECT COUNT(*) FROM voucher_rules r WHERE r.voucher_id = v.id AND r.rule_type = 'assets') AS rules_assets,
  (SELECT COUNT(*) FROM voucher_rules r WHERE r.voucher_id = v.id AND r.rule_type = 'packages') AS rules_packages,
  (SELECT COUNT(*) FROM voucher_rules r WHERE r.voucher_id = v.id AND r.rule_type = 'access-fees') AS rules_fees
  FROM vouchers v`;

const toVoucher = (row: VoucherRow): Voucher => ({
  id: row.id,
  type: row.type,
  name: row.name,
  code: row.code,
  isRandomGeneratedCode: row.is_random === 1,
  discount: row.discount,
  rebill_discount: row.rebill_discount,
  discount_period: row.discount_period,
  discount_duration: row.discount_duration,
  start_date: codeDateText(row.start_date),
  end_date: codeDateText(row.end_date),
  usage_limit: row.usage_limit,
  usage_counter: row.usage_counter,
  acc_end_date: codeDateText(row.acc_end_date),
  acc_duration: row.acc_duration,
  application: row.application,
  platform: row.application ? VOUCHER_APPLICATIONS[row.application] : null,
  rules: { access_fees: row.rules_fees, assets: row.rules_assets, packages: row.rules_packages },
  created_at: row.created_at,
  updated_at: row.updated_at,
});

export function listVouchers(db: Db, merchantId: number, query: { page: number; limit: number; search?: string; type?: 'in-app' | 'other' }): VouchersPage {
  const where = ['v.merchant_id = ?'];
  const params: (string | number)[] = [merchantId];
  if (query.type === 'in-app') where.push("v.type = 'in-app'");
  if (query.type === 'other') where.push("v.type <> 'in-app'");
  if (query.search) {
    where.push("(v.name LIKE ? ESCAPE '\\' OR v.code LIKE ? ESCAPE '\\')");
    const like = containsPattern(query.search);
    params.push(like, like);
  }
  const clause = where.join(' AND ');
  const total = (db.prepare(`SELECT COUNT(*) AS total FROM vouchers v WHERE ${clause}`).get(...params) as { total: number }).total;
  const rows = db.prepare(`${SELECT} WHERE ${clause} ORDER BY v.id DESC LIMIT ? OFFSET ?`).all(...params, query.limit, (query.page - 1) * query.limit) as VoucherRow[];
  return { collection: rows.map(toVoucher), total, page: query.page, limit: query.limit };
}

export function requireVoucher(db: Db, merchantId: number, id: number): Voucher {
  const row = prepared(db, `${SELECT} WHERE v.id = ? AND v.merchant_id = ?`).get(id, merchantId) as VoucherRow | undefined;
  if (!row) throw notFound(VOUCHER_NOT_FOUND_MESSAGE);
  return toVoucher(row);
}

/** The stored values of the given fields, each checked; every wrong field is named at once. */
type Stored = Partial<Omit<VoucherRow, 'id' | 'merchant_id' | 'created_at' | 'updated_at' | 'rules_assets' | 'rules_packages' | 'rules_fees'>>;

function voucherValues(body: UpdateVoucherBody & { application?: VoucherApplication }): { values: Stored; errors: Record<string, string> } {
  const values: Stored = {};
  const errors: Record<string, string> = {};
  if (body.name !== undefined) {
    if (body.name.trim()) values.name = body.name.trim();
    else errors.name = VOUCHER_RULES.name;
  }
  if (body.code !== undefined) {
    if (CODE.test(body.code)) values.code = body.code;
    else errors.code = VOUCHER_RULES.code;
  }
  for (const field of ['discount', 'rebill_discount'] as const) {
    const text = body[field];
    if (text === undefined) continue;
    if (text === '' && field === 'rebill_discount') {
      values.rebill_discount = null;
      continue;
    }
    const number = Number(text);
    if (Number.isFinite(number) && number >= 0 && number <= 100) values[field] = number;
    else errors[field] = VOUCHER_RULES.discount;
  }
  if (body.discount_period !== undefined) values.discount_period = body.discount_period;
  if (body.discount_duration !== undefined) {
    if (body.discount_duration === '') values.discount_duration = null;
    else {
      const months = Number(body.discount_duration);
      if (months >= 1 && months <= MAX_DISCOUNT_DURATION) values.discount_duration = months;
      else errors.discount_duration = VOUCHER_RULES.duration;
    }
  }
  for (const field of ['start_date', 'end_date', 'acc_end_date'] as const) {
    const text = body[field];
    if (text === undefined) continue;
    if (text === '') values[field] = null;
    else {
      const seconds = codeDateSeconds(text);
      if (seconds === undefined) errors[field] = VOUCHER_RULES.date;
      else values[field] = seconds;
    }
  }
  if (body.usage_limit !== undefined) {
    if (body.usage_limit === '') values.usage_limit = null;
    else if (Number(body.usage_limit) >= 1) values.usage_limit = Number(body.usage_limit);
    else errors.usage_limit = VOUCHER_RULES.usageLimit;
  }
  if (body.usage_counter !== undefined) values.usage_counter = Number(body.usage_counter);
  if (body.acc_duration !== undefined) {
    if (body.acc_duration === '') values.acc_duration = null;
    else if (ACC_DURATION.test(body.acc_duration)) values.acc_duration = body.acc_duration;
    else errors.acc_duration = VOUCHER_RULES.accDuration;
  }
  if (body.application !== undefined) values.application = body.application;
  return { values, errors };
}

/** The rules that hold between fields, on the voucher as it would be after the change. */
function checkWhole(voucher: Required<Pick<Stored, 'discount_period' | 'discount_duration' | 'start_date' | 'end_date'>>, errors: Record<string, string>): void {
  if (voucher.discount_period === 'repeating' && voucher.discount_duration === null && !errors.discount_duration) errors.discount_duration = VOUCHER_RULES.duration;
  if (voucher.start_date !== null && voucher.end_date !== null && voucher.end_date <= voucher.start_date && !errors.end_date) errors.end_date = VOUCHER_RULES.order;
}

function refuse(errors: Record<string, string>): void {
  const fields = Object.keys(errors);
  if (fields.length > 0) throw new HttpError(400, errors[fields[0]], errors);
}

const codeTaken = (db: Db, merchantId: number, code: string, exceptId = 0) =>
  prepared(db, 'SELECT 1 FROM vouchers WHERE merchant_id = ? AND code = ? COLLATE NOCASE AND id <> ?').get(merchantId, code, exceptId) !== undefined;

const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomCode(db: Db, merchantId: number, length: number, prefix: string, suffix: string): string {
  for (;;) {
    const middle = Array.from({ length }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join('');
    const code = `${prefix}${middle}${suffix}`;
    if (!codeTaken(db, merchantId, code)) return code;
  }
}

/** POST vouchers: answers the new voucher's id and type (the console opens its edit screen). */
export function createVoucher(db: Db, merchantId: number, body: CreateVoucherBody): { id: number; type: VoucherType } {
  const { values, errors } = voucherValues(body);
  const period = values.discount_period ?? 'once';
  checkWhole({ discount_period: period, discount_duration: values.discount_duration ?? null, start_date: values.start_date ?? null, end_date: values.end_date ?? null }, errors);
  if (body.type === 'in-app' && body.application === undefined) errors.application = VOUCHER_RULES.application;
  if (body.type !== 'in-app' && body.application !== undefined) errors.application = VOUCHER_RULES.notInApp;
  let code = values.code;
  let random = false;
  if (code === undefined && !errors.code) {
    const length = Number(body.length ?? '');
    if (body.length !== undefined && length >= RANDOM_CODE_LENGTH.min && length <= RANDOM_CODE_LENGTH.max) random = true;
    else errors.code = VOUCHER_RULES.codeOrLength;
  }
  refuse(errors);
  if (random) code = randomCode(db, merchantId, Number(body.length), body.prefix ?? '', body.suffix ?? '');
  if (!code) throw fieldError('code', VOUCHER_RULES.codeOrLength);
  const upper = code.toUpperCase();
  if (codeTaken(db, merchantId, upper)) throw conflict(VOUCHER_CODE_TAKEN_MESSAGE);
  const now = nowSeconds();
  const id = Number(
    prepared(
      db,
      `INSERT INTO vouchers (merchant_id, type, name, code, is_random, discount, rebill_discount, discount_period, discount_duration, start_date, end_date,
         usage_limit, acc_end_date, acc_duration, application, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      merchantId,
      body.type,
      values.name ?? body.name,
      upper,
      random ? 1 : 0,
      values.discount ?? 0,
      values.rebill_discount ?? null,
      period,
      period === 'repeating' ? (values.discount_duration ?? null) : null,
      values.start_date ?? null,
      values.end_date ?? null,
      values.usage_limit ?? null,
      values.acc_end_date ?? null,
      values.acc_duration ?? null,
      values.application ?? null,
      now,
      now,
    ).lastInsertRowid,
  );
  return { id, type: body.type };
}

const COLUMNS: readonly (keyof Stored)[] = ['name', 'code', 'discount', 'rebill_discount', 'discount_period', 'discount_duration', 'start_date', 'end_date', 'usage_limit', 'usage_counter', 'acc_end_date', 'acc_duration'];

/** PATCH vouchers/{id}: only the given fields change; the whole is checked as it would be after. */
export function updateVoucher(db: Db, merchantId: number, id: number, body: UpdateVoucherBody): Voucher {
  const current = requireVoucher(db, merchantId, id);
  const { values, errors } = voucherValues(body);
  const period = values.discount_period ?? current.discount_period;
  const duration = values.discount_duration !== undefined ? values.discount_duration : current.discount_duration;
  const start = values.start_date !== undefined ? values.start_date : current.start_date === null ? null : (codeDateSeconds(current.start_date) ?? null);
  const end = values.end_date !== undefined ? values.end_date : current.end_date === null ? null : (codeDateSeconds(current.end_date) ?? null);
  checkWhole({ discount_period: period, discount_duration: duration, start_date: start, end_date: end }, errors);
  refuse(errors);
  if (values.code !== undefined) {
    values.code = values.code.toUpperCase();
    if (codeTaken(db, merchantId, values.code, id)) throw conflict(VOUCHER_CODE_TAKEN_MESSAGE);
  }
  if (period !== 'repeating') values.discount_duration = null;
  const changed = COLUMNS.filter((column) => values[column] !== undefined);
  if (changed.length > 0) {
    prepared(db, `UPDATE vouchers SET ${changed.map((column) => `${column} = ?`).join(', ')}, updated_at = ? WHERE id = ? AND merchant_id = ?`).run(
      ...changed.map((column) => values[column] ?? null),
      nowSeconds(),
      id,
      merchantId,
    );
  }
  return requireVoucher(db, merchantId, id);
}

export function deleteVoucher(db: Db, merchantId: number, id: number): void {
  if (prepared(db, 'DELETE FROM vouchers WHERE id = ? AND merchant_id = ?').run(id, merchantId).changes === 0) throw notFound(VOUCHER_NOT_FOUND_MESSAGE);
}

// ---- rules ----

interface RuleRow {
  id: number;
  rule_type: VoucherRuleType;
  value: string;
  excluded: number;
  label: string | null;
  item_id: number | null;
}

const accessTypeLabel = (id: number) => {
  const type = ACCESS_TYPE_LIST.find((entry) => entry.id === id);
  return type ? `${type.name} ${type.quantity} ${type.period}${type.quantity === 1 ? '' : 's'}` : String(id);
};

const feeLabel = (row: { description: string; amount: number; currency: string }) => `${row.description || 'Access fee'} (${row.currency} ${(row.amount / 100).toFixed(2)})`;

/** A rule as listed, with what its value names. */
const RULE_SELECT = `SELECT r.id, r.rule_type, r.value, r.excluded,
  CASE WHEN r.rule_type IN ('assets', 'packages') THEN (SELECT title FROM items WHERE id = CAST(r.value AS INTEGER)) END AS label,
  CASE WHEN r.rule_type = 'access-fees' THEN (SELECT item_id FROM access_fees WHERE id = CAST(r.value AS INTEGER)) END AS item_id
  FROM voucher_rules r`;

function toRule(db: Db, row: RuleRow): VoucherRule {
  let label = row.label ?? row.value;
  if (row.rule_type === 'access-types') label = accessTypeLabel(Number(row.value));
  if (row.rule_type === 'access-fees') {
    const fee = prepared(db, 'SELECT description, amount, currency FROM access_fees WHERE id = ?').get(Number(row.value)) as { description: string; amount: number; currency: string } | undefined;
    if (fee) label = feeLabel(fee);
  }
  return { id: row.id, rule_type: row.rule_type, value: row.value, excluded: row.excluded === 1, label, item_id: row.item_id };
}

/** GET rules: one type, included or excluded, from page 0, searchable by what the value names. */
export function listRules(db: Db, merchantId: number, voucherId: number, query: Omit<VoucherRulesQuery, 'page' | 'limit'> & { page: number; limit: number }): VoucherRulesPage {
  requireVoucher(db, merchantId, voucherId);
  const excluded = formFlag(query.excluded) === true ? 1 : 0;
  const rows = (db.prepare(`${RULE_SELECT} WHERE r.voucher_id = ? AND r.rule_type = ? AND r.excluded = ? ORDER BY r.id`).all(voucherId, query.rule_type, excluded) as RuleRow[]).map((row) =>
    toRule(db, row),
  );
  const search = query.search?.trim().toLowerCase();
  const matching = search ? rows.filter((rule) => rule.label.toLowerCase().includes(search) || rule.value.toLowerCase().includes(search)) : rows;
  return { collection: matching.slice(query.page * query.limit, (query.page + 1) * query.limit), total: matching.length, page: query.page, limit: query.limit };
}

/** What a rule's value must be: one of the merchant's assets, packages or access fees, an access type or an e-mail. */
function checkRuleValue(db: Db, merchantId: number, ruleType: VoucherRuleType, value: string): string {
  const id = /^\d{1,12}$/.test(value) ? Number(value) : 0;
  switch (ruleType) {
    case 'assets':
      if (!prepared(db, "SELECT 1 FROM items WHERE id = ? AND merchant_id = ? AND item_type = 'asset'").get(id, merchantId)) throw fieldError('value', VOUCHER_RULES.asset);
      return String(id);
    case 'packages':
      if (!prepared(db, "SELECT 1 FROM items WHERE id = ? AND merchant_id = ? AND item_type = 'package'").get(id, merchantId)) throw fieldError('value', VOUCHER_RULES.package);
      return String(id);
    case 'access-fees':
      if (!prepared(db, 'SELECT 1 FROM access_fees WHERE id = ? AND merchant_id = ?').get(id, merchantId)) throw fieldError('value', VOUCHER_RULES.accessFee);
      return String(id);
    case 'access-types':
      if (!ACCESS_TYPE_LIST.some((type) => type.id === id)) throw fieldError('value', VOUCHER_RULES.accessType);
      return String(id);
    case 'emails': {
      const email = value.trim().toLowerCase();
      if (!EMAIL.test(email) || email.length > 254) throw fieldError('value', VOUCHER_RULES.email);
      return email;
    }
  }
}

export function addRule(db: Db, merchantId: number, voucherId: number, ruleType: VoucherRuleType, body: VoucherRuleBody): VoucherRule {
  requireVoucher(db, merchantId, voucherId);
  const value = checkRuleValue(db, merchantId, ruleType, body.value);
  if (prepared(db, 'SELECT 1 FROM voucher_rules WHERE voucher_id = ? AND rule_type = ? AND value = ?').get(voucherId, ruleType, value)) throw conflict(RULE_EXISTS_MESSAGE);
  const id = Number(
    prepared(db, 'INSERT INTO voucher_rules (voucher_id, rule_type, value, excluded, created_at) VALUES (?, ?, ?, ?, ?)').run(voucherId, ruleType, value, formFlag(body.excluded) ? 1 : 0, nowSeconds())
      .lastInsertRowid,
  );
  touch(db, voucherId);
  return toRule(db, prepared(db, `${RULE_SELECT} WHERE r.id = ?`).get(id) as RuleRow);
}

const touch = (db: Db, voucherId: number) => prepared(db, 'UPDATE vouchers SET updated_at = ? WHERE id = ?').run(nowSeconds(), voucherId);

export function deleteRule(db: Db, merchantId: number, voucherId: number, ruleId: number): void {
  requireVoucher(db, merchantId, voucherId);
  if (prepared(db, 'DELETE FROM voucher_rules WHERE id = ? AND voucher_id = ?').run(ruleId, voucherId).changes === 0) throw notFound(RULE_NOT_FOUND_MESSAGE);
  touch(db, voucherId);
}

/** DELETE all rules of a type ('Remove all'); removing the assets also removes their access-fee rules. */
export function deleteRulesOfType(db: Db, merchantId: number, voucherId: number, ruleType: VoucherRuleType): { deleted: number } {
  requireVoucher(db, merchantId, voucherId);
  const deleted = db.transaction(() => {
    let count = prepared(db, 'DELETE FROM voucher_rules WHERE voucher_id = ? AND rule_type = ?').run(voucherId, ruleType).changes;
    if (ruleType === 'assets') count += prepared(db, "DELETE FROM voucher_rules WHERE voucher_id = ? AND rule_type = 'access-fees'").run(voucherId).changes;
    return count;
  })();
  touch(db, voucherId);
  return { deleted };
}

/** GET access types: every access type, with its rule when the voucher is limited to it. */
export function voucherAccessTypes(db: Db, merchantId: number, voucherId: number): VoucherAccessType[] {
  requireVoucher(db, merchantId, voucherId);
  const rules = new Map(
    (prepared(db, "SELECT id, value FROM voucher_rules WHERE voucher_id = ? AND rule_type = 'access-types'").all(voucherId) as { id: number; value: string }[]).map((row) => [Number(row.value), row.id]),
  );
  return ACCESS_TYPE_LIST.map((type) => ({ id: type.id, name: type.name, quantity: type.quantity, period: type.period, rule_id: rules.get(type.id) ?? null }));
}

/** GET e-mails: the e-mail rules, 15 a page from page 1. */
export function voucherEmails(db: Db, merchantId: number, voucherId: number, page: number, limit: number): VoucherEmailsPage {
  requireVoucher(db, merchantId, voucherId);
  const total = (prepared(db, "SELECT COUNT(*) AS total FROM voucher_rules WHERE voucher_id = ? AND rule_type = 'emails'").get(voucherId) as { total: number }).total;
  const rows = prepared(db, "SELECT id, value AS email, created_at FROM voucher_rules WHERE voucher_id = ? AND rule_type = 'emails' ORDER BY value LIMIT ? OFFSET ?").all(voucherId, limit, (page - 1) * limit) as VoucherEmailsPage['collection'];
  return { collection: rows, total, page, limit };
}

/** An item the voucher holds (as an asset rule), and its access fees. */
function voucherItemFees(db: Db, merchantId: number, voucherId: number, itemId: number): Set<number> {
  requireVoucher(db, merchantId, voucherId);
  if (!prepared(db, "SELECT 1 FROM voucher_rules WHERE voucher_id = ? AND rule_type = 'assets' AND value = ?").get(voucherId, String(itemId))) throw notFound(RULE_NOT_FOUND_MESSAGE);
  return new Set((prepared(db, 'SELECT id FROM access_fees WHERE item_id = ? AND merchant_id = ?').all(itemId, merchantId) as { id: number }[]).map((row) => row.id));
}

/** PATCH an item's access fees: the voucher applies to the chosen subset of them only. */
export function setItemAccessFees(db: Db, merchantId: number, voucherId: number, itemId: number, body: VoucherAccessFeesBody): VoucherRule[] {
  const fees = voucherItemFees(db, merchantId, voucherId, itemId);
  const chosen = [...new Set(body.access_fees.map(Number))];
  if (chosen.some((id) => !fees.has(id))) throw fieldError('access_fees', VOUCHER_RULES.feesOfItem);
  db.transaction(() => {
    clearItemFees(db, voucherId, fees);
    const insert = prepared(db, "INSERT INTO voucher_rules (voucher_id, rule_type, value, excluded, created_at) VALUES (?, 'access-fees', ?, 0, ?)");
    for (const id of chosen) insert.run(voucherId, String(id), nowSeconds());
  })();
  touch(db, voucherId);
  return (db.prepare(`${RULE_SELECT} WHERE r.voucher_id = ? AND r.rule_type = 'access-fees' AND item_id = ? ORDER BY r.id`).all(voucherId, itemId) as RuleRow[]).map((row) => toRule(db, row));
}

function clearItemFees(db: Db, voucherId: number, fees: Set<number>): void {
  if (fees.size === 0) return;
  const ids = [...fees].map(String);
  db.prepare(`DELETE FROM voucher_rules WHERE voucher_id = ? AND rule_type = 'access-fees' AND value IN (${ids.map(() => '?').join(',')})`).run(voucherId, ...ids);
}

/** DELETE an item's access fees: the voucher applies to all of them again. */
export function clearItemAccessFees(db: Db, merchantId: number, voucherId: number, itemId: number): void {
  clearItemFees(db, voucherId, voucherItemFees(db, merchantId, voucherId, itemId));
  touch(db, voucherId);
}

/** DELETE an item rule: the asset leaves the voucher, with its access-fee rules. */
export function deleteItemRule(db: Db, merchantId: number, voucherId: number, itemId: number): void {
  const fees = voucherItemFees(db, merchantId, voucherId, itemId);
  db.transaction(() => {
    clearItemFees(db, voucherId, fees);
    prepared(db, "DELETE FROM voucher_rules WHERE voucher_id = ? AND rule_type = 'assets' AND value = ?").run(voucherId, String(itemId));
  })();
  touch(db, voucherId);
}

// ---- gift vouchers ----

export function listGiftVouchers(db: Db, merchantId: number, page: number, limit: number, search?: string): GiftVouchersPage {
  const where = ['g.merchant_id = ?'];
  const params: (string | number)[] = [merchantId];
  if (search) {
    const like = containsPattern(search);
    where.push("(g.code LIKE ? ESCAPE '\\' OR g.buyer_email LIKE ? ESCAPE '\\' OR g.receiver_email LIKE ? ESCAPE '\\' OR i.title LIKE ? ESCAPE '\\')");
    params.push(like, like, like, like);
  }
  const from = `FROM gift_vouchers g JOIN items i ON i.id = g.item_id WHERE ${where.join(' AND ')}`;
  const total = (db.prepare(`SELECT COUNT(*) AS total ${from}`).get(...params) as { total: number }).total;
  const rows = db
    .prepare(`SELECT g.id, g.code, g.item_id, i.title AS item_title, g.buyer_email, g.receiver_email, g.is_used, g.amount, g.currency, g.created_at ${from} ORDER BY g.created_at DESC, g.id DESC LIMIT ? OFFSET ?`)
    .all(...params, limit, (page - 1) * limit) as (Omit<GiftVouchersPage['collection'][number], 'is_used'> & { is_used: number })[];
  return { collection: rows.map((row) => ({ ...row, is_used: row.is_used === 1, amount: row.amount / 100 })), total, page, limit };
}
