import { useFormik } from 'formik';
import * as yup from 'yup';
import type { AccessCode } from '../../../api/accessCodes';
import { DateTimeField, SelectField, TextField, dateTextSchema, useSubmit } from '../../../components/form';
import type { UpdateCodeBody } from '../../../contracts/accessCodes';
import { ACCESS_CODE_TYPES, MAX_CONCURRENT_SESSIONS, type AccessCodeType } from '../../../contracts/values';
import { CODES_UI } from '../../../constants/messages/accessCodes';
import type { Endpoint } from '../../../ducks/requests/defineEndpoint';
import { fieldProps } from '../../public/shared/forms';

export interface CodeValues {
  code: string;
  type: AccessCodeType | '';
  start_date: string;
  end_date: string;
  concurrent_sessions: string;
}

export const EMPTY_CODE: CodeValues = { code: '', type: '', start_date: '', end_date: '', concurrent_sessions: '' };
const TYPE_OPTIONS = ACCESS_CODE_TYPES.map((type) => ({ value: type, label: CODES_UI.types[type] }));

/** The filled fields only (catalogue 7.4), trimmed. */
export function filledFields(values: CodeValues): UpdateCodeBody {
  const body: UpdateCodeBody = {};
  if (values.code.trim()) body.code = values.code.trim();
  if (values.type) body.type = values.type;
  if (values.start_date.trim()) body.start_date = values.start_date.trim();
  if (values.end_date.trim()) body.end_date = values.end_date.trim();
  if (values.concurrent_sessions.trim()) body.concurrent_sessions = values.concurrent_sessions.trim();
  return body;
}

const codeSchema = (required: boolean) =>
  yup.object({
    code: required ? yup.string().trim().required(CODES_UI.codeRequired).matches(/^[A-Za-z0-9_-]{3,50}$/, CODES_UI.codeFormat) : yup.string().trim().matches(/^[A-Za-z0-9_-]{3,50}$/, { message: CODES_UI.codeFormat, excludeEmptyString: true }),
    start_date: dateTextSchema(),
    end_date: dateTextSchema().test('after', CODES_UI.endAfterStart, function after(value) {
        // Formik hands yup empty fields as undefined; the format puts the dates in time order as text.
        const start = ((this.parent as Partial<CodeValues>).start_date ?? '').trim();
        return !value || !start || value.trim() > start;
      }),
    concurrent_sessions: yup
      .string()
      .trim()
      .test('sessions', CODES_UI.sessionsFormat, (value) => !value || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_CONCURRENT_SESSIONS)),
  });

function CodeFields({ formik, withCode = true }: { formik: ReturnType<typeof useFormik<CodeValues>>; withCode?: boolean }) {
  return (
    <>
      {withCode && <TextField label={CODES_UI.code} autoComplete="off" {...fieldProps(formik, 'code')} />}
      <SelectField label={CODES_UI.type} options={TYPE_OPTIONS} emptyOption="—" {...fieldProps(formik, 'type')} />
      <DateTimeField label={CODES_UI.startDate} {...fieldProps(formik, 'start_date')} />
      <DateTimeField label={CODES_UI.endDate} {...fieldProps(formik, 'end_date')} />
      <TextField label={CODES_UI.concurrentSessions} inputMode="numeric" {...fieldProps(formik, 'concurrent_sessions')} />
    </>
  );
}

/** One form for create, edit and edit-all: what differs is the call, the initial values and which fields are needed. */
export function CodeForm<Req, Res>({
  formId,
  endpoint,
  initialValues,
  required,
  withCode,
  toRequest,
  onDone,
}: {
  formId: string;
  endpoint: Endpoint<Req, Res>;
  initialValues: CodeValues;
  required: boolean;
  withCode?: boolean;
  toRequest: (values: CodeValues) => Req | null;
  onDone: () => void;
}) {
  const { submit } = useSubmit(endpoint, { onSuccess: onDone });
  const formik = useFormik<CodeValues>({
    initialValues,
    validationSchema: codeSchema(required),
    validate: (values) => (!required && Object.keys(filledFields(values)).length === 0 ? { concurrent_sessions: CODES_UI.fillOne } : {}),
    onSubmit: (values, helpers) => {
      const request = toRequest(values);
      return request ? submit(request, helpers) : undefined;
    },
  });
  return (
    <form id={formId} noValidate onSubmit={formik.handleSubmit}>
      <CodeFields formik={formik} withCode={withCode} />
    </form>
  );
}

export const valuesOf = (code: AccessCode): CodeValues => ({
  code: code.code,
  type: code.type,
  start_date: code.start_date ?? '',
  end_date: code.end_date ?? '',
  concurrent_sessions: String(code.concurrent_sessions),
});
