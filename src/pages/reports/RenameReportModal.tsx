import { useFormik } from 'formik';
import { useDispatch } from 'react-redux';
import * as yup from 'yup';
import type { ReportType } from '../../api/reports';
import { TextField } from '../../components/form';
import { FORM, REPORTS } from '../../constants/messages';
import { renameReport } from '../../ducks/reports';
import { fieldProps } from '../public/shared/forms';
import { FormDialog } from './FormDialog';

export const renameModalId = (type: ReportType) => `rename-report-${type}`;

/** Same rule as the API: ends with .csv, no slashes. */
const CSV_FILE_NAME = /^[^/\\]+\.csv$/;

const schema = yup.object({
  new_file_name: yup.string().trim().required(FORM.required).matches(CSV_FILE_NAME, REPORTS.mustEndWithCsv),
});

function RenameForm({ reportType, filename, formId, onSubmitted }: { reportType: ReportType; filename: string; formId: string; onSubmitted: () => void }) {
  const dispatch = useDispatch();
  const formik = useFormik({
    initialValues: { new_file_name: filename },
    validationSchema: schema,
    onSubmit: ({ new_file_name }) => {
      dispatch(renameReport.request({ reportType, file_name: filename, new_file_name: new_file_name.trim() }));
      onSubmitted();
    },
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
    <FormDialog id={renameModalId(reportType)} title={REPORTS.renameTitle} submitLabel={REPORTS.save} actions={renameReport}>
      {({ formId, submitted }) =>
        filename && <RenameForm key={filename} reportType={reportType} filename={filename} formId={formId} onSubmitted={submitted} />
      }
    </FormDialog>
  );
}
