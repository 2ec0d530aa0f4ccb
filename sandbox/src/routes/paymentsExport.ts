import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TransactionsFilterQuery } from '../../../src/contracts/payments';
import { PAYMENT_COLUMNS, paymentCountry, paymentTypeLabel, signedAmount, utcTableDate } from '../../../src/constants/payments';
import { commerceMerchant } from '../lib/commerceScope';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/connection';
import type { MerchantScope } from '../lib/merchantScope';
import { exportTransactions, type PaymentDto, type TransactionFilter } from '../models/payments';
import { sendCsvExport } from '../services/csvExport';
import { csvMoney } from '../services/reportingCsv';
import { readTransactionFilter } from './payments';

// The amount is a signed number a spreadsheet can sum (refunds negative), its currency in a column of its own.
const HEADER = [PAYMENT_COLUMNS.title, PAYMENT_COLUMNS.type, PAYMENT_COLUMNS.amount, PAYMENT_COLUMNS.currency, PAYMENT_COLUMNS.email, PAYMENT_COLUMNS.country, PAYMENT_COLUMNS.createdAt];

const toCells = (payment: PaymentDto) => [
  payment.itemTitle,
  paymentTypeLabel(payment.actionType),
  csvMoney(signedAmount(payment.actionType, payment.chargedAmount)),
  payment.currencyIso,
  payment.consumerEmail,
  paymentCountry(payment.country),
  utcTableDate(payment.timestamp),
];

/**
 * `GET v2/accounting/transactions/export`: exactly the payments the list's filter selects, as CSV with the table's
 * columns (the amount split into a number and its currency) and the reports' formula-injection escaping, streamed row by row; `X-Total-Count` says how many.
 */
/** The payments a filter selects (of one merchant, or every merchant for staff) as the list's CSV. */
export function paymentsCsv(reply: FastifyReply, db: Db, merchantId: MerchantScope, filter: TransactionFilter) {
  const { total, rows } = exportTransactions(db, merchantId, filter);
  return sendCsvExport(reply, 'payments', HEADER, total, rows, toCells);
}

export const paymentsExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.sandbox;
  app.get('/v2/accounting/transactions/export', { schema: { querystring: TransactionsFilterQuery } }, async (request, reply) => {
    return paymentsCsv(reply, db, commerceMerchant(request), readTransactionFilter(request.query));
  });
};
