import { ACCESS_TYPE_WORDS as WORDS, type PeriodUnit } from './messages/accessTypes';

/** What the platform calls an access type (spec section 3 "Access types"): name, quantity and period. */
export interface AccessTypeTerms {
  name: string;
  quantity: number;
  period: string;
}

const isUnit = (period: string): period is PeriodUnit => period in WORDS.units;

/** "7 days", "1 month"; a period the console does not know is shown as the platform names it. */
export const duration = (quantity: number, period: string): string => {
  const [one, many] = isUnit(period) ? WORDS.units[period] : [period, `${period}s`];
  return `${quantity} ${quantity === 1 ? one : many}`;
};

/** The period a subscription renews on, as a buyer reads it after the price: "month", "3 months". */
const renewal = (quantity: number, period: string): string => (quantity === 1 && isUnit(period) ? WORDS.units[period][0] : duration(quantity, period));

/**
 * An access type as people say it: "Pay per view, 7 days", "Subscription, monthly", "Subscription, every 3 months".
 * A type the console does not know keeps the platform's name.
 */
export function accessTypeName({ name, quantity, period }: AccessTypeTerms): string {
  const said = WORDS.names[name] ?? name;
  if (name !== 'subscription') return WORDS.withTerm(said, duration(quantity, period));
  const term = quantity === 1 && isUnit(period) ? WORDS.every[period] : WORDS.everyN(duration(quantity, period));
  return WORDS.withTerm(said, term);
}

/** The name of the access type with this id among `types` (the id itself while the types load). */
export const accessTypeNameOf = (types: readonly (AccessTypeTerms & { id: number })[], id: string): string => {
  const type = types.find((known) => String(known.id) === id);
  return type ? accessTypeName(type) : id;
};

/** A price with its currency's sign, as a buyer reads it: "€4.99", "£9.99", "$1,234.50". */
export function buyerMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  } catch {
    // A code Intl does not know still says which currency it is.
    return `${currency} ${amount.toFixed(2)}`;
  }
}

/** The price line of a price card: a subscription's price per renewal ("€9.99 / month"), any other the price alone. */
export const buyerPrice = (amount: number, currency: string, type: AccessTypeTerms): string =>
  type.name === 'subscription' ? WORDS.perTerm(buyerMoney(amount, currency), renewal(type.quantity, type.period)) : buyerMoney(amount, currency);
