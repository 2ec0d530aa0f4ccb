import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TransactionsFilterQuery } from '../../../src/contracts/payments';
import { PAYMENT_COLUMNS, paymentAmount, paymentCountry, paymentTypeLabel, utcTableDate } from '../../../src/constants/payments';
import { commerceMerchant } from '../lib/commerceScope';
import { exportTransactions, type PaymentDto } from '../models/payments';
import { sendCsvExport } from '../services/csvExport';
import { readTransactionFilter } from './payments';

const HEADER = [PAYMENT_COLUMNS.title, PAYMENT_COLUMNS.type, PAYMENT_COLUMNS.amount, PAYMENT_COLUMNS.email, PAYMENT_COLUMNS.country, PAYMENT_COLUMNS.createdAt];

const toCells = (payment: PaymentDto) => [
  payment.itemTitle,
  paymentTypeLabel(payment.actionType),
  paymentAmount(payment.actionType, payment.chargedAmount, payment.currencyIso),
  payment.consumerEmail,
  paymentCountry(payment.country),
  utcTableDate(payment.timestamp),
];

/**
 * `GET v2/accounting/transactions/export`: exactly the payments the list's filter selects, as CSV with the table's
 * columns and the reports' formula-injection escaping, streamed row by row; `X-Total-Count` says how many.
 */
export const paymentsExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.sandbox;
  app.get('/v2/accounting/transactions/export', { schema: { querystring: TransactionsFilterQuery } }, async (request, reply) => {
    const { total, rows } = exportTransactions(db, commerceMerchant(request), readTransactionFilter(request.query));
    return sendCsvExport(reply, 'payments', HEADER, total, rows, toCells);
  });
};
