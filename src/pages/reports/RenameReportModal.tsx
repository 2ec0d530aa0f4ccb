import { useFormik } from 'formik';
import * as yup from 'yup';
import type { ReportType } from '../../api/reports';
import { TextField, useSubmit } from '../../components/form';
import { FORM } from '../../constants/messages';
import { REPORTS } from '../../constants/messages/reports';
import { renameReport } from '../../ducks/reports';
import { fieldProps } from '../public/shared/forms';
import { FormDialog } from '../../components/FormDialog';

export const renameModalId = (type: ReportType) => `rename-report-${type}`;

/** Same rule as the API: ends with .csv, no slashes. */
const CSV_FILE_NAME = /^[^/\\]+\.csv$/;

const schema = yup.object({
  new_file_name: yup.string().trim().required(FORM.required).matches(CSV_FILE_NAME, REPORTS.mustEndWithCsv),
});

function RenameForm({ reportType, filename, formId, onDone }: { reportType: ReportType; filename: string; formId: string; onDone: () => void }) {
  const { submit } = useSubmit(renameReport, { onSuccess: onDone });
  const formik = useFormik({
    initialValues: { new_file_name: filename },
    validationSchema: schema,
    onSubmit: ({ new_file_name }, helpers) =>
      submit({ reportType, file_name: filename, new_file_name: new_file_name.trim() }, helpers),
  });
  return (
    <form id={formId} noValidate onSubmit={formik.handleSubmit}>
      <TextField label={REPORTS.newFileName} autoComplete="off" {...fieldProps(formik, 'new_file_name')} />
    </form>
  );
}

/** Renames one generated file; the server's answer (e.g. the name is taken) shows as a notice. */
export function RenameReportModal({ reportType, filename }: { reportType: ReportType; filename: string | null }) {
  return (
    <FormDialog id={renameModalId(reportType)} cancelLabel={REPORTS.cancel} title={REPORTS.renameTitle} submitLabel={REPORTS.save} endpoint={renameReport}>
      {({ formId, close }) =>
        filename && <RenameForm key={filename} reportType={reportType} filename={filename} formId={formId} onDone={close} />
      }
    </FormDialog>
  );
}
