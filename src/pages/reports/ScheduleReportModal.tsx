import { useFormik } from 'formik';
import moment from 'moment';
import styled from 'styled-components';
import * as yup from 'yup';
import type { RecurrentEndType, ReportType, ScheduleReportRequest } from '../../api/reports';
import { Checkbox, DATE_FORMATS, DateTimeField, SelectField, TextField, dateTextSchema, useSubmit } from '../../components/form';
import { FORM } from '../../constants/messages';
import { REPORTS } from '../../constants/messages/reports';
import { scheduleReport } from '../../ducks/reports';
import { REPORT_DATE_FORMAT } from '../../ducks/reports/periods';
import { fieldProps } from '../public/shared/forms';
import { FormDialog } from '../../components/FormDialog';

export const scheduleModalId = (type: ReportType) => `schedule-report-${type}`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: 0 16px;
`;

const RESOLUTIONS = (['day', 'week', 'month', 'year'] as const).map((value) => ({ value, label: REPORTS.resolutions[value] }));
const END_TYPES = (['never', 'occurrences', 'date'] as const).map((value) => ({ value, label: REPORTS.endTypes[value] }));
const DATETIME_FORMAT = DATE_FORMATS.datetime;

interface ScheduleFormValues {
  report_name: string;
  /** UTC, as the date-time picker holds it (`YYYY-MM-DD HH:mm:ss`). */
  scheduled_at: string;
  start_date_resolution: string;
  start_date_resolution_before: string;
  recurrent: boolean;
  scheduled_resolution: string;
  scheduled_resolution_before: string;
  recurrent_end_type: RecurrentEndType;
  recurrent_occurrences: string;
  recurrent_end_date: string;
}

const scheduleDefaults = (now = moment.utc()): ScheduleFormValues => ({
  report_name: '',
  scheduled_at: now.clone().add(1, 'day').startOf('day').format(DATETIME_FORMAT),
  start_date_resolution: 'month',
  start_date_resolution_before: '1',
  recurrent: false,
  scheduled_resolution: 'month',
  scheduled_resolution_before: '1',
  recurrent_end_type: 'never',
  recurrent_occurrences: '',
  recurrent_end_date: '',
});

const positive = yup.number().typeError(FORM.incorrectFormat).integer(FORM.incorrectFormat).min(1, FORM.incorrectFormat);
const whenRecurrent = (schema: yup.Schema) => ({ is: true, then: () => schema.required(FORM.required) });

const scheduleSchema = yup.object({
  report_name: yup.string().trim().required(FORM.required),
  scheduled_at: dateTextSchema().required(FORM.required),
  start_date_resolution_before: positive.required(FORM.required),
  scheduled_resolution_before: yup.string().when('recurrent', whenRecurrent(positive)),
  recurrent_occurrences: yup.string().when(['recurrent', 'recurrent_end_type'], {
    is: (recurrent: boolean, end: string) => recurrent && end === 'occurrences',
    then: () => positive.required(FORM.required),
  }),
  recurrent_end_date: dateTextSchema('date').when(['recurrent', 'recurrent_end_type'], {
    is: (recurrent: boolean, end: string) => recurrent && end === 'date',
    then: (schema) => schema.required(FORM.required),
  }),
});

const unixUtc = (value: string, format: string): number => moment.utc(value, format, true).unix();

function toScheduleRequest(reportType: ReportType, values: ScheduleFormValues): ScheduleReportRequest {
  const recurrent = values.recurrent;
  return {
    reportType,
    report_name: values.report_name.trim(),
    scheduled_at: unixUtc(values.scheduled_at, DATETIME_FORMAT),
    start_date_resolution: values.start_date_resolution,
    start_date_resolution_before: Number(values.start_date_resolution_before),
    recurrent,
    recurrent_end_type: recurrent ? values.recurrent_end_type : 'never',
    ...(recurrent
      ? {
          scheduled_resolution: values.scheduled_resolution,
          scheduled_resolution_before: Number(values.scheduled_resolution_before),
          ...(values.recurrent_end_type === 'occurrences' ? { recurrent_occurrences: Number(values.recurrent_occurrences) } : {}),
          ...(values.recurrent_end_type === 'date' ? { recurrent_end_date: unixUtc(values.recurrent_end_date, REPORT_DATE_FORMAT) } : {}),
        }
      : {}),
  };
}

function ScheduleForm({ reportType, formId, onDone }: { reportType: ReportType; formId: string; onDone: () => void }) {
  const { submit } = useSubmit(scheduleReport, { onSuccess: onDone });
  const formik = useFormik({
    initialValues: scheduleDefaults(),
    validationSchema: scheduleSchema,
    onSubmit: (values, helpers) => submit(toScheduleRequest(reportType, values), helpers),
  });
  const { values } = formik;
  return (
    <form id={formId} noValidate onSubmit={formik.handleSubmit}>
      <TextField label={REPORTS.reportName} {...fieldProps(formik, 'report_name')} />
      <Grid>
        <DateTimeField label={REPORTS.firstRun} {...fieldProps(formik, 'scheduled_at')} />
        <SelectField label={REPORTS.dataFrom} options={RESOLUTIONS} {...formik.getFieldProps('start_date_resolution')} />
        <TextField type="number" min={1} label={REPORTS.dataFromCount} {...fieldProps(formik, 'start_date_resolution_before')} />
      </Grid>
      <Checkbox name="recurrent" label={REPORTS.recurrent} checked={values.recurrent} onChange={(e) => void formik.setFieldValue('recurrent', e.target.checked)} />
      {values.recurrent && (
        <Grid>
          <TextField type="number" min={1} label={REPORTS.repeatEvery} {...fieldProps(formik, 'scheduled_resolution_before')} />
          <SelectField label={REPORTS.repeatUnit} options={RESOLUTIONS} {...formik.getFieldProps('scheduled_resolution')} />
          <SelectField label={REPORTS.ends} options={END_TYPES} {...formik.getFieldProps('recurrent_end_type')} />
          {values.recurrent_end_type === 'occurrences' && (
            <TextField type="number" min={1} label={REPORTS.occurrences} {...fieldProps(formik, 'recurrent_occurrences')} />
          )}
          {values.recurrent_end_type === 'date' && <DateTimeField kind="date" label={REPORTS.lastRunDate} {...fieldProps(formik, 'recurrent_end_date')} />}
        </Grid>
      )}
    </form>
  );
}

/** The scheduled-report dialog; it closes once the schedule was saved. */
export function ScheduleReportModal({ reportType }: { reportType: ReportType }) {
  return (
    <FormDialog
      cancelLabel={REPORTS.cancel}
      id={scheduleModalId(reportType)}
      title={REPORTS.scheduleTitle(REPORTS.tabs[reportType])}
      submitLabel={REPORTS.schedule}
      endpoint={scheduleReport}
    >
      {({ formId, close }) => <ScheduleForm reportType={reportType} formId={formId} onDone={close} />}
    </FormDialog>
  );
}
