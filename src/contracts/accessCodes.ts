import { Type, type Static } from 'typebox';
import { Closed, OneOf, Query, Text } from './fields';
import { ACCESS_CODE_TYPES, CODE_DATE_PATTERN, MAX_CONCURRENT_SESSIONS } from './values';

/** Access codes (catalogue 7.4 without the bulk access calls). */
const Id = Type.Integer({ minimum: 1 });
const Numeric = Type.String({ pattern: '^\\d{1,12}$' });
const CodeText = Type.String({ minLength: 3, maxLength: 50, pattern: '^[A-Za-z0-9_-]+$' });
const CodeDate = Type.String({ pattern: CODE_DATE_PATTERN });
const Sessions = Type.String({ pattern: '^\\d{1,3}$' });

export const CodeItemParams = Closed({ itemId: Id });
export const CodeParams = Closed({ codeId: Id });
export const CodeSessionParams = Closed({ codeId: Id, browserFingerprint: Text(128, 1) });
export const UploadItemParams = Closed({ item_id: Id });
export const TemplateFileParams = Closed({ template: OneOf(['access-codes']) });
export const TemplateDownloadParams = Closed({
  template: OneOf(['access-codes.csv', 'email_voucher_rule_import.csv', 'bulk-grant-access.csv', 'bulk-revoke-access.csv', 'bulk-extend-access.csv']),
});
export const FailedFileParams = Closed({ file_name: Type.String({ maxLength: 120, pattern: '^[A-Za-z0-9_.-]+\\.csv$' }) });
export const SignedUploadParams = Closed({ token: Type.String({ minLength: 20, maxLength: 80, pattern: '^[A-Za-z0-9_-]+$' }) });
export const FileTokenParams = SignedUploadParams;

export const CodesQuery = Query({
  page: Type.Optional(Numeric),
  limit: Type.Optional(Numeric),
  code: Type.Optional(Text(50)),
});
export type CodesQuery = Static<typeof CodesQuery>;

export const CreateCodeBody = Closed({
  item_id: Numeric,
  code: CodeText,
  type: OneOf(ACCESS_CODE_TYPES),
  start_date: Type.Optional(CodeDate),
  end_date: Type.Optional(CodeDate),
  concurrent_sessions: Type.Optional(Sessions),
});
export type CreateCodeBody = Static<typeof CreateCodeBody>;

/** A change of one code, or of every code of an item: only the filled fields. */
export const UpdateCodeBody = Closed(
  {
    code: Type.Optional(CodeText),
    type: Type.Optional(OneOf(ACCESS_CODE_TYPES)),
    start_date: Type.Optional(CodeDate),
    end_date: Type.Optional(CodeDate),
    concurrent_sessions: Type.Optional(Sessions),
  },
  { minProperties: 1 },
);
export type UpdateCodeBody = Static<typeof UpdateCodeBody>;
export const BulkCodesBody = Closed(
  { type: Type.Optional(OneOf(ACCESS_CODE_TYPES)), start_date: Type.Optional(CodeDate), end_date: Type.Optional(CodeDate), concurrent_sessions: Type.Optional(Sessions) },
  { minProperties: 1 },
);
export type BulkCodesBody = Static<typeof BulkCodesBody>;

export const CodesReportBody = Closed({ item_id: Numeric });
/** The item's id sits where the other reports have their type (the catalogue's v2/reporting/reports/{itemId}/{reportType}). */
export const CodesReportsParams = Closed({ type: Numeric });
export const CodesReportFileParams = Closed({ filename: Type.String({ maxLength: 120, pattern: '^[A-Za-z0-9_.-]+\\.csv$' }) });

export const UploadedFileBody = Closed({ file_name: Type.String({ maxLength: 120, pattern: '^[A-Za-z0-9_.-]+$' }) });
export type UploadedFileBody = Static<typeof UploadedFileBody>;

export const FailedListQuery = Query({ merchant_id: Type.Optional(Text(64)) });

export { MAX_CONCURRENT_SESSIONS };
