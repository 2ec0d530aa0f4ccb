import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { BankStatement } from '../../../src/api/billingTypes';
import type { MessageResponse } from '../../../src/api/types';
import { BILLING_UI } from '../../../src/constants/messages/billing';
import { BankStatementQuery, MAX_BANK_STATEMENT_BYTES } from '../../../src/contracts/billing';
import { NoBody } from '../../../src/contracts/fields';
import { MultipartBody } from '../../../src/contracts/images';
import { mayChangeSetup, setupToChange } from '../lib/billingScope';
import { fieldError, HttpError } from '../lib/errors';
import { uploadError } from '../lib/multipart';
import { deleteBankStatement, saveBankStatement } from '../models/bankStatements';
import { sniffImage } from './images';

export const BANK_STATEMENT_FIELD = 'bank_statement';
export const NO_STATEMENT_MESSAGE = `Attach the bank statement as the "${BANK_STATEMENT_FIELD}" file part.`;
export const STATEMENT_TYPE_MESSAGE = 'Upload the bank statement as a PDF, PNG or JPEG file.';
export const STATEMENT_TOO_LARGE_MESSAGE = `The bank statement may be at most ${MAX_BANK_STATEMENT_BYTES / 1024 / 1024} MiB.`;

const STATEMENT_LIMITS = { fileSize: MAX_BANK_STATEMENT_BYTES, files: 1, fields: 2, parts: 3 };

/** The file's type by its first bytes (a name or a declared type proves nothing): one of BANK_STATEMENT_TYPES. */
function statementType(bytes: Buffer): string | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  const image = sniffImage(bytes);
  return image === 'png' ? 'image/png' : image === 'jpg' ? 'image/jpeg' : null;
}

/** The multipart upload: the one `bank_statement` file part and the `merchant_id` field (in either order). */
async function readStatement(request: FastifyRequest): Promise<{ name: string; bytes: Buffer; merchantField: string }> {
  if (!request.isMultipart()) throw new HttpError(415, NO_STATEMENT_MESSAGE);
  let file: { name: string; bytes: Buffer } | undefined;
  let merchantField: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== BANK_STATEMENT_FIELD || file) throw fieldError(BANK_STATEMENT_FIELD, NO_STATEMENT_MESSAGE);
        file = { name: part.filename, bytes: await part.toBuffer() };
      } else if (part.fieldname === 'merchant_id' && typeof part.value === 'string') merchantField = part.value;
      else throw fieldError(part.fieldname, `Unknown field "${part.fieldname}" in the body.`);
    }
  } catch (error) {
    const failure = uploadError(error, BANK_STATEMENT_FIELD, NO_STATEMENT_MESSAGE, STATEMENT_TOO_LARGE_MESSAGE);
    throw failure.statusCode === 413 ? fieldError(BANK_STATEMENT_FIELD, STATEMENT_TOO_LARGE_MESSAGE) : failure;
  }
  if (!file) throw fieldError(BANK_STATEMENT_FIELD, NO_STATEMENT_MESSAGE);
  // Required: the parser ends quietly at a body cut off between parts, which would otherwise lose the last field.
  if (merchantField === undefined) throw fieldError('merchant_id', 'merchant_id is required.');
  return { ...file, merchantField };
}

/** The merchant's bank statement (catalogue 7.9): upload (replacing the one before) and delete. */
export const bankStatementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.sandbox;
  // Multipart is parsed here only: one statement file and the merchant it belongs to.
  await app.register(multipart, { limits: STATEMENT_LIMITS });

  app.post('/v2/payments/bank-statement', { onRequest: mayChangeSetup, schema: { body: MultipartBody } }, async (request, reply): Promise<BankStatement> => {
    const upload = await readStatement(request);
    const merchantId = setupToChange(request, upload.merchantField);
    const contentType = statementType(upload.bytes);
    if (!contentType) throw fieldError(BANK_STATEMENT_FIELD, STATEMENT_TYPE_MESSAGE);
    const name = upload.name.replace(/[^\w. -]/g, '_').slice(0, 200) || 'bank-statement';
    const statement = saveBankStatement(db, merchantId, { name, contentType, bytes: upload.bytes });
    reply.code(201);
    return statement;
  });

  app.delete('/v2/payments/bank-statement', { onRequest: mayChangeSetup, schema: { querystring: BankStatementQuery, body: NoBody } }, async (request): Promise<MessageResponse> => {
    deleteBankStatement(db, setupToChange(request, request.query.merchant_id));
    return { message: BILLING_UI.bankDeleted };
  });
};
