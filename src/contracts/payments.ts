import { Type, type Static } from 'typebox';
import { OneOf, Query, Text } from './fields';
import { PAYMENT_TYPES } from './values';

/** The payments list and its export (catalogue: v2/accounting/transactions). */
export const DEFAULT_PAYMENTS_PAGE_SIZE = 15;
export const MAX_PAYMENTS_PAGE_SIZE = 100;

/** `field:keyword` terms, `search[]=field:value` (the console) or `filter[]=field:value`; one term may come bare. */
const SearchTerms = Type.Array(Text(300), { maxItems: 5 });

const filter = {
  type: Type.Optional(OneOf(['all', ...PAYMENT_TYPES])),
  search: Type.Optional(SearchTerms),
  filter: Type.Optional(SearchTerms),
  start_date: Type.Optional(Text(32)),
  end_date: Type.Optional(Text(32)),
  /** The customer tables' spelling of the range (catalogue 7.7). */
  startDate: Type.Optional(Text(32)),
  endDate: Type.Optional(Text(32)),
  order: Type.Optional(OneOf(['createdAt'])),
};

/** GET v2/accounting/transactions/export: the list's filter, every matching row. */
export const TransactionsFilterQuery = Query(filter);
export type TransactionsFilterQuery = Static<typeof TransactionsFilterQuery>;

/** GET v2/accounting/transactions: one page of the filter. */
export const TransactionsQuery = Query({
  ...filter,
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  size: Type.Integer({ minimum: 1, maximum: MAX_PAYMENTS_PAGE_SIZE, default: DEFAULT_PAYMENTS_PAGE_SIZE }),
});
export type TransactionsQuery = Static<typeof TransactionsQuery>;
