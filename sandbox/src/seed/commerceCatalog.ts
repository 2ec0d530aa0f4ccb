import type { Currency, PaymentMethod, PaymentType, SubscriptionType } from '../models/commerce';

/** Realistic vocabulary for the commerce seed: titles, names, countries and the weights of every choice. */
export interface CatalogItem {
  title: string;
  assetType: string | null;
  /** Price in euro cents; other currencies are derived. */
  price: number;
}

export const ASSET_CATALOG: readonly CatalogItem[] = [
  { title: 'Champions Cup Final 2025 - Live', assetType: 'video', price: 1499 },
  { title: 'Champions Cup Semi-Final Replay', assetType: 'video', price: 799 },
  { title: 'Northern Lights: The Making Of', assetType: 'video', price: 499 },
  { title: 'Jazz at the Harbour - Full Concert', assetType: 'video', price: 1299 },
  { title: 'Yoga Basics: 30-Day Programme', assetType: 'video', price: 2499 },
  { title: 'Midnight Run (Director\'s Cut)', assetType: 'video', price: 399 },
  { title: 'City Marathon 2025 - Live Coverage', assetType: 'video', price: 999 },
  { title: 'The Baltic Sessions, Episode 1', assetType: 'video', price: 299 },
  { title: 'The Baltic Sessions, Episode 2', assetType: 'video', price: 299 },
  { title: 'The Baltic Sessions, Episode 3', assetType: 'video', price: 299 },
  { title: 'Opera Night: La Traviata', assetType: 'video', price: 1999 },
  { title: 'Winter Derby - Match Day Stream', assetType: 'video', price: 899 },
  { title: 'Masterclass: Street Photography', assetType: 'video', price: 3999 },
  { title: 'Masterclass: Home Baking with Lena', assetType: 'video', price: 2999 },
  { title: 'Indie Film Festival - Opening Gala', assetType: 'video', price: 1199 },
  { title: 'Rally Nordic Stage 7 Highlights', assetType: 'video', price: 399 },
  { title: 'Comedy Club Live: Saturday Special', assetType: 'video', price: 699 },
  { title: 'Esports Grand Finals - Day 1', assetType: 'video', price: 599 },
  { title: 'Esports Grand Finals - Day 2', assetType: 'video', price: 599 },
  { title: 'Wildlife of the Archipelago', assetType: 'video', price: 499 },
  { title: 'Deep Sea Documentary Series', assetType: 'video', price: 1499 },
  { title: 'Symphony in the Park', assetType: 'video', price: 999 },
  { title: 'Junior Hockey League - Season Finale', assetType: 'video', price: 499 },
  { title: 'Tech Summit 2025 Keynotes', assetType: 'video', price: 1999 },
  { title: 'Chef\'s Table: Nordic Kitchen', assetType: 'video', price: 799 },
  { title: 'Weekly Market Briefing (Premium)', assetType: 'html_asset', price: 499 },
  { title: 'Investigative Long Read: The Harbour Deal', assetType: 'html_asset', price: 199 },
  { title: 'Sunday Magazine Digital Edition', assetType: 'html_asset', price: 299 },
  { title: 'Election Night Live Blog', assetType: 'html_asset', price: 99 },
  { title: 'Recipe Archive Access', assetType: 'html_asset', price: 399 },
  { title: 'Pro Stats Dashboard', assetType: 'html_asset', price: 999 },
  { title: 'Race Day Soundtrack (Download)', assetType: 'dlc_asset', price: 899 },
  { title: 'Photography Presets Pack', assetType: 'dlc_asset', price: 1499 },
  { title: 'Training Plan PDF: Half Marathon', assetType: 'dlc_asset', price: 699 },
  { title: 'Concert Recording (Lossless Audio)', assetType: 'dlc_asset', price: 1299 },
  { title: 'Insider Podcast Feed', assetType: 'rss_asset', price: 499 },
  { title: 'Morning News Audio Feed', assetType: 'rss_asset', price: 299 },
  { title: 'Sandbox TV App: Live Channel', assetType: 'jw_ott_app_asset', price: 999 },
  { title: 'Sandbox TV App: Kids Zone', assetType: 'jw_ott_app_asset', price: 599 },
  { title: 'Sandbox TV App: Classic Films', assetType: 'jw_ott_app_asset', price: 799 },
];

export const PACKAGE_CATALOG: readonly CatalogItem[] = [
  { title: 'All-Access Season Pass', assetType: null, price: 9999 },
  { title: 'Documentary Collection', assetType: null, price: 2999 },
  { title: 'Concert Series Bundle', assetType: null, price: 3499 },
  { title: 'Kids Club Monthly', assetType: null, price: 699 },
  { title: 'Premium Sports Pack', assetType: null, price: 1999 },
  { title: 'Film Festival 2025 Pass', assetType: null, price: 4999 },
  { title: 'Masterclass Library', assetType: null, price: 7999 },
  { title: 'Weekend Live Pass', assetType: null, price: 1299 },
];

export const FIRST_NAMES = [
  'Emma', 'Liam', 'Olivia', 'Noah', 'Ava', 'Elias', 'Maja', 'Lucas', 'Ella', 'Hugo', 'Alice', 'Oscar', 'Freja', 'William',
  'Sofia', 'Leo', 'Ingrid', 'Matteo', 'Chloe', 'Jonas', 'Amelia', 'Felix', 'Nora', 'Mateo', 'Isla', 'Arjun', 'Yuki', 'Lea',
  'Tomas', 'Aisha', 'Mila', 'Ethan', 'Sara', 'Kai', 'Zoe', 'Henrik', 'Priya', 'Marek', 'Ines', 'Daniel',
];

export const LAST_NAMES = [
  'Andersson', 'Smith', 'Johansson', 'Müller', 'Jensen', 'Nielsen', 'García', 'Rossi', 'Dubois', 'Brown', 'Wilson', 'Kowalski',
  'Virtanen', 'Hansen', 'Murphy', 'Taylor', 'de Vries', 'Janssen', 'Silva', 'Tanaka', 'Patel', 'Novak', 'Larsen', 'Berg',
  'Schmidt', 'Fischer', 'Moreau', 'Bianchi', 'Walsh', 'Kelly', 'Lindqvist', 'Eriksson', 'Costa', 'Sato', 'Kumar', 'Horvat',
  'Petrov', 'Olsen', 'Lund', 'Clarke',
];

export const EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net', 'mail.example.com'];

export interface CountryWeight {
  iso: string;
  weight: number;
  currency: Currency;
}

export const COUNTRIES: readonly CountryWeight[] = [
  { iso: 'SE', weight: 14, currency: 'EUR' },
  { iso: 'GB', weight: 13, currency: 'GBP' },
  { iso: 'US', weight: 13, currency: 'USD' },
  { iso: 'DE', weight: 9, currency: 'EUR' },
  { iso: 'NL', weight: 6, currency: 'EUR' },
  { iso: 'NO', weight: 5, currency: 'EUR' },
  { iso: 'DK', weight: 5, currency: 'EUR' },
  { iso: 'FI', weight: 4, currency: 'EUR' },
  { iso: 'FR', weight: 5, currency: 'EUR' },
  { iso: 'ES', weight: 4, currency: 'EUR' },
  { iso: 'IT', weight: 3, currency: 'EUR' },
  { iso: 'IE', weight: 3, currency: 'EUR' },
  { iso: 'CA', weight: 4, currency: 'USD' },
  { iso: 'AU', weight: 3, currency: 'USD' },
  { iso: 'BR', weight: 2, currency: 'USD' },
  { iso: 'JP', weight: 2, currency: 'USD' },
  { iso: 'IN', weight: 2, currency: 'USD' },
  { iso: 'PL', weight: 2, currency: 'EUR' },
  { iso: 'MK', weight: 1, currency: 'EUR' },
];

export const PAYMENT_TYPE_WEIGHTS: readonly (readonly [PaymentType, number])[] = [
  ['charge', 44],
  ['recurrent', 30],
  ['refund', 4],
  ['donation', 6],
  ['gift-payment', 5],
  ['store-payment', 10],
  ['pending', 1],
];

export const PAYMENT_METHOD_WEIGHTS: readonly (readonly [PaymentMethod, number])[] = [
  ['Card', 42],
  ['PayPal', 14],
  ['Direct Debit', 7],
  ['Ideal', 5],
  ['Apple In-App', 10],
  ['Google In-App', 9],
  ['Amazon In-App', 4],
  ['Roku In-App', 3],
  ['Wirecard', 6],
];

export const SUBSCRIPTION_TYPE_WEIGHTS: readonly (readonly [SubscriptionType, number])[] = [
  ['recurrent', 38],
  ['canceled', 20],
  ['free-trial', 9],
  ['past_due', 6],
  ['unpaid', 4],
  ['ended', 8],
  ['incomplete', 5],
  ['incomplete_expired', 4],
  ['paused', 6],
];

/** Prices in the payer's currency: USD and GBP follow the euro price at a fixed, rounded rate. */
export function priceIn(euroCents: number, currency: Currency): number {
  if (currency === 'EUR') return euroCents;
  const rate = currency === 'USD' ? 1.08 : 0.86;
  return Math.max(99, Math.round((euroCents * rate) / 100) * 100 - 1);
}
