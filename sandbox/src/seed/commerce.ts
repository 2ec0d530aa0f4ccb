import { bulkLoadCommerce } from '../db/commerceRollups';
import { setMeta } from '../db/meta';
import {
  ACCESS_TYPES,
  CURRENCIES,
  PAYMENT_METHODS,
  PAYMENT_TYPES,
  SUBSCRIPTION_TYPES,
  commerceWriter,
  type AccessType,
  type CommerceWriter,
  type Currency,
  type NewSubscription,
  type PaymentType,
} from '../models/commerce';
import { nowSeconds } from '../lib/time';
import {
  ASSET_CATALOG,
  COUNTRIES,
  EMAIL_DOMAINS,
  FIRST_NAMES,
  LAST_NAMES,
  PACKAGE_CATALOG,
  PAYMENT_METHOD_WEIGHTS,
  PAYMENT_TYPE_WEIGHTS,
  SUBSCRIPTION_TYPE_WEIGHTS,
  priceIn,
  type CatalogItem,
} from './commerceCatalog';
import type { SeedContext } from './context';
import type { CommerceSizes } from './profiles';
import { stableUuid } from './stable';

/**
 * The commerce data of every demo merchant, spread over the 15 months before the seeding day (so the dashboard
 * always has recent data). Deterministic for a given day: every choice comes from the seed's PRNG and every
 * timestamp is an offset from the start of the seeding day (UTC), stored as `commerce_anchor`.
 */
export const COMMERCE_ANCHOR_KEY = 'commerce_anchor';
export const SEED_WINDOW_MONTHS = 15;
const DAY = 86_400;

interface MerchantPlan {
  key: string;
  sizes: CommerceSizes;
  assets: number;
  packages: number;
}

const SMALL_MERCHANTS: readonly MerchantPlan[] = [
  { key: 'other', assets: 10, packages: 2, sizes: { customers: 60, loginsPerCustomer: 3, payments: 400, subscriptions: 40, accesses: 120 } },
  { key: 'agency', assets: 6, packages: 1, sizes: { customers: 30, loginsPerCustomer: 2, payments: 150, subscriptions: 15, accesses: 40 } },
  { key: 'follower1', assets: 5, packages: 1, sizes: { customers: 25, loginsPerCustomer: 2, payments: 120, subscriptions: 12, accesses: 30 } },
  { key: 'follower2', assets: 4, packages: 1, sizes: { customers: 20, loginsPerCustomer: 2, payments: 90, subscriptions: 10, accesses: 25 } },
];

interface Window {
  start: number;
  end: number;
}

interface SeedItem {
  id: number;
  price: number;
  isPackage: boolean;
}

/** Customers in registration order, as parallel arrays (the large profile holds 100,000 of them). */
interface SeedCustomers {
  ids: Int32Array;
  createdAt: Int32Array;
  country: string[];
  currency: Currency[];
}

type Random = () => number;

export function startOfUtcDay(seconds: number): number {
  return Math.floor(seconds / DAY) * DAY;
}

export function monthsBefore(seconds: number, months: number): number {
  const date = new Date(seconds * 1000);
  return Math.floor(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, date.getUTCDate()) / 1000);
}

function weighted<T>(choices: readonly (readonly [T, number])[]): (random: Random) => T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  return (random) => {
    let pick = random() * total;
    for (const [value, weight] of choices) {
      pick -= weight;
      if (pick < 0) return value;
    }
    return choices[choices.length - 1][0];
  };
}

const pickPaymentType = weighted(PAYMENT_TYPE_WEIGHTS);
const pickPaymentMethod = weighted(PAYMENT_METHOD_WEIGHTS);
const pickSubscriptionType = weighted(SUBSCRIPTION_TYPE_WEIGHTS);
const pickCountry = weighted(COUNTRIES.map((country) => [country, country.weight] as const));
const pickAccessType = weighted<AccessType>([
  ['purchased', 70],
  ['granted', 12],
  ['full-discount', 8],
  ['access-voucher', 10],
]);

const pick = <T>(list: readonly T[], random: Random): T => list[Math.floor(random() * list.length)];

/** Ascending timestamps in [start, end), denser towards the end (the business grows). */
function sortedTimes(count: number, window: Window, random: Random): Int32Array {
  const span = window.end - window.start;
  const times = new Int32Array(count);
  for (let i = 0; i < count; i += 1) times[i] = window.start + Math.floor(span * Math.pow(random(), 0.8));
  return times.sort();
}

/** A registered customer for an event at `time`: loyal early customers are picked more often than the rest. */
function customerAt(registered: number, random: Random): number {
  const share = random() < 0.6 ? random() : Math.pow(random(), 1.5);
  return Math.min(registered - 1, Math.floor(share * registered));
}

/** Walks ascending event times, tracking how many customers had registered by then. */
function registeredCounter(customers: SeedCustomers): (time: number) => number {
  let registered = 0;
  return (time) => {
    while (registered < customers.ids.length && customers.createdAt[registered] <= time) registered += 1;
    return Math.max(1, registered);
  };
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

function token(random: Random, length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let out = '';
  for (let i = 0; i < length; i += 1) out += alphabet[Math.floor(random() * alphabet.length)];
  return out;
}

function seedItems(write: CommerceWriter, merchantId: number, plan: MerchantPlan, window: Window, random: Random): SeedItem[] {
  const take = (catalog: readonly CatalogItem[], count: number) => catalog.slice(0, Math.min(count, catalog.length));
  const entries = [
    ...take(ASSET_CATALOG, plan.assets).map((entry) => ({ entry, isPackage: false })),
    ...take(PACKAGE_CATALOG, plan.packages).map((entry) => ({ entry, isPackage: true })),
  ];
  return entries.map(({ entry, isPackage }, index) => ({
    id: write.item({
      merchant_id: merchantId,
      item_type: isPackage ? 'package' : 'asset',
      asset_type: entry.assetType,
      title: entry.title,
      description: isPackage ? `${entry.title}: every title in the bundle.` : `${entry.title}.`,
      is_active: random() > 0.05,
      created_at: window.start - (entries.length - index) * DAY - Math.floor(random() * DAY),
    }),
    price: entry.price,
    isPackage,
  }));
}

function seedCustomers(write: CommerceWriter, context: SeedContext, merchantId: number, plan: MerchantPlan, window: Window): SeedCustomers {
  const { random } = context;
  const count = plan.sizes.customers;
  const createdAt = sortedTimes(count, window, random);
  createdAt[0] = window.start;
  const customers: SeedCustomers = { ids: new Int32Array(count), createdAt, country: [], currency: [] };
  for (let i = 0; i < count; i += 1) {
    const first = pick(FIRST_NAMES, random);
    const last = pick(LAST_NAMES, random);
    const country = pickCountry(random);
    const iso = random() < 0.02 ? '' : country.iso;
    const logins = Math.floor(random() * plan.sizes.loginsPerCustomer * 2);
    const loginTimes: number[] = [];
    for (let l = 0; l <= logins; l += 1) loginTimes.push(createdAt[i] + Math.floor(random() * (window.end - createdAt[i])));
    loginTimes.sort((a, b) => a - b);
    const id = write.customer({
      merchant_id: merchantId,
      uuid: stableUuid(`customer:${plan.key}:${i}`),
      email: `${slug(first)}.${slug(last)}${i + 1}@${pick(EMAIL_DOMAINS, random)}`,
      full_name: `${first} ${last}`,
      country_iso: iso,
      active: random() > 0.05,
      created_at: createdAt[i],
      last_login_at: loginTimes[loginTimes.length - 1],
    });
    for (const time of loginTimes) write.login(merchantId, id, time);
    customers.ids[i] = id;
    customers.country.push(iso);
    customers.currency.push(random() < 0.05 ? pick(CURRENCIES, random) : country.currency);
  }
  return customers;
}

const DONATION_AMOUNTS = [300, 500, 1000, 2500, 5000];

function paymentAmount(type: PaymentType, item: SeedItem, currency: Currency, random: Random): number {
  if (type === 'store-payment') return 0;
  if (type === 'donation') return pick(DONATION_AMOUNTS, random);
  return priceIn(item.price, currency);
}

/**
 * Where the paywall was embedded when a payment was made, by share (of 20): mostly the merchant's own sites, some
 * partners, and a few bought on the merchant's page itself (''). Taken from the row's index, not the random stream,
 * so the rest of the seed stays as it was.
 */
const EMBED_DOMAINS: readonly (readonly [string, number])[] = [
  ['sandbox-sports.example', 7],
  ['www.sandbox-sports.example', 6],
  ['watch.sandbox-sports.example', 3],
  ['news.partner-daily.example', 2],
  ['fans.harbour-blog.example', 1],
  ['', 1],
];
const embedDomain = (index: number): string => {
  let slot = (index * 7919) % 20;
  for (const [domain, share] of EMBED_DOMAINS) {
    if (slot < share) return domain;
    slot -= share;
  }
  return '';
};

/** Items by popularity: the first ones of the catalogue sell most. */
const itemAt = (items: readonly SeedItem[], random: Random) => items[Math.floor(Math.pow(random(), 1.3) * items.length)];

function seedPayments(write: CommerceWriter, merchantId: number, plan: MerchantPlan, data: MerchantData, window: Window, random: Random): void {
  const { customers, items } = data;
  const times = sortedTimes(plan.sizes.payments, window, random);
  const registeredBy = registeredCounter(customers);
  const prefix = `${merchantId.toString(36).toUpperCase()}`;
  for (let i = 0; i < times.length; i += 1) {
    const c = customerAt(registeredBy(times[i]), random);
    // The first rows cycle through every type and method, so even the smallest merchant shows them all.
    const type = i < PAYMENT_TYPES.length * 3 ? PAYMENT_TYPES[i % PAYMENT_TYPES.length] : pickPaymentType(random);
    const method = i < PAYMENT_METHODS.length * 3 ? PAYMENT_METHODS[i % PAYMENT_METHODS.length] : pickPaymentMethod(random);
    const currency = i < CURRENCIES.length * 3 ? CURRENCIES[i % CURRENCIES.length] : customers.currency[c];
    const item = itemAt(items, random);
    write.payment({
      merchant_id: merchantId,
      customer_id: customers.ids[c],
      item_id: item.id,
      trx_token: `${prefix}-${i.toString(36).toUpperCase().padStart(6, '0')}-${token(random, 6)}`,
      transaction_token: `ch_${token(random, 16)}`,
      action_type: type,
      amount: paymentAmount(type, item, currency, random),
      currency,
      payment_method: method,
      country_iso: customers.country[c],
      embed_domain: embedDomain(i),
      created_at: times[i],
    });
  }
}

function seedSubscriptions(write: CommerceWriter, merchantId: number, plan: MerchantPlan, data: MerchantData, window: Window, random: Random): void {
  const { customers, items } = data;
  const subscribable = items.filter((item) => item.isPackage || item.price >= 999);
  const times = sortedTimes(plan.sizes.subscriptions, window, random);
  const registeredBy = registeredCounter(customers);
  for (let i = 0; i < times.length; i += 1) {
    const c = customerAt(registeredBy(times[i]), random);
    const type = i < SUBSCRIPTION_TYPES.length ? SUBSCRIPTION_TYPES[i] : pickSubscriptionType(random);
    const item = pick(subscribable, random);
    const currency = customers.currency[c];
    const subscription = {
      merchant_id: merchantId,
      customer_id: customers.ids[c],
      item_id: item.id,
      subscription_id: `S-${merchantId}-${(i + 1).toString(36).toUpperCase().padStart(5, '0')}${token(random, 8)}`,
      action_type: type,
      price: priceIn(Math.round(item.price * 0.4), currency),
      currency,
      payment_method: pickPaymentMethod(random),
      created_at: times[i],
      canceled_at: type === 'canceled' ? times[i] + Math.floor(random() * (window.end - times[i])) : null,
    };
    write.subscription(subscription);
    seedSubscriptionCharges(write, subscription, customers.country[c], window);
  }
}

/** Subscription states that were never charged. */
const UNCHARGED: ReadonlySet<string> = new Set(['free-trial', 'incomplete', 'incomplete_expired']);
const REBILL_DAYS = 30;
const MAX_REBILLS = 3;

/**
 * What a subscription was charged: its first charge and up to three monthly rebills until it ended (so its
 * details show a history and its charged amount). No random number is drawn: the rest of the seed stays as it was.
 */
function seedSubscriptionCharges(write: CommerceWriter, subscription: NewSubscription, country: string, window: Window): void {
  if (UNCHARGED.has(subscription.action_type)) return;
  const end = Math.min(subscription.canceled_at ?? window.end, window.end);
  for (let k = 0; k <= MAX_REBILLS; k += 1) {
    const at = subscription.created_at + k * REBILL_DAYS * DAY;
    if (at >= end) break;
    write.payment({
      merchant_id: subscription.merchant_id,
      customer_id: subscription.customer_id,
      item_id: subscription.item_id,
      trx_token: `${subscription.subscription_id}-${k}`,
      transaction_token: `sub_${subscription.subscription_id}_${k}`,
      action_type: k === 0 ? 'charge' : 'recurrent',
      amount: subscription.price,
      currency: subscription.currency,
      payment_method: subscription.payment_method,
      country_iso: country,
      created_at: at,
    });
  }
}

const ACCESS_DURATIONS = [7 * DAY, 30 * DAY, 90 * DAY, 365 * DAY];

function seedAccesses(write: CommerceWriter, merchantId: number, plan: MerchantPlan, data: MerchantData, window: Window, random: Random): void {
  const { customers, items } = data;
  const times = sortedTimes(plan.sizes.accesses, window, random);
  const registeredBy = registeredCounter(customers);
  for (let i = 0; i < times.length; i += 1) {
    const c = customerAt(registeredBy(times[i]), random);
    const type = i < ACCESS_TYPES.length ? ACCESS_TYPES[i] : pickAccessType(random);
    const forever = type === 'granted' && random() < 0.3;
    write.access({
      merchant_id: merchantId,
      customer_id: customers.ids[c],
      item_id: itemAt(items, random).id,
      type,
      expires_at: forever ? null : times[i] + pick(ACCESS_DURATIONS, random),
      revoked: random() < 0.04,
      created_at: times[i],
    });
  }
}

interface MerchantData {
  customers: SeedCustomers;
  items: SeedItem[];
}

function seedMerchant(context: SeedContext, write: CommerceWriter, plan: MerchantPlan, window: Window): void {
  const merchantId = context.refs.merchants.get(plan.key);
  if (merchantId === undefined) return;
  const { random } = context;
  const items = seedItems(write, merchantId, plan, window, random);
  const customers = seedCustomers(write, context, merchantId, plan, window);
  const data = { customers, items };
  seedPayments(write, merchantId, plan, data, window, random);
  seedSubscriptions(write, merchantId, plan, data, window, random);
  seedAccesses(write, merchantId, plan, data, window, random);
}

export function seedCommerce(context: SeedContext): void {
  const anchor = startOfUtcDay(nowSeconds());
  setMeta(context.db, COMMERCE_ANCHOR_KEY, String(anchor));
  // Everything happened before the seeding day began, so a reseed later the same day yields the same rows.
  const window = { start: monthsBefore(anchor, SEED_WINDOW_MONTHS), end: anchor };
  const write = commerceWriter(context.db);
  const owner: MerchantPlan = { key: 'owner', assets: ASSET_CATALOG.length, packages: PACKAGE_CATALOG.length, sizes: context.sizes.ownerCommerce };
  bulkLoadCommerce(context.db, () => {
    for (const plan of [owner, ...SMALL_MERCHANTS]) seedMerchant(context, write, plan, window);
  });
}
