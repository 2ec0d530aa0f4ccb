import { useFormik } from 'formik';
import moment from 'moment';
import { useMemo, type ChangeEvent } from 'react';
import styled from 'styled-components';
import type { ReportField, ReportType } from '../../api/reports';
import { Checkbox, DateTimeField, SelectField, useSubmit } from '../../components/form';
import { REPORTS } from '../../constants/messages/reports';
import { generateReport } from '../../ducks/reports';
import {
  PERIOD_PRESETS,
  REPORT_MONTHS,
  REPORT_YEARS,
  monthPeriod,
  presetPeriod,
  yearPeriod,
  type PeriodPreset,
} from '../../ducks/reports/periods';
import { FormDialog } from '../../components/FormDialog';
import { TYPE_CHOICES, generateDefaults, generateSchema, offersUnique, toGenerateRequest, typeLabel } from './generateForm';

export const generateModalId = (type: ReportType) => `generate-report-${type}`;

/** The report dialogs' fields, side by side where there is room. */
export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: 0 16px;
`;

const Fields = styled.fieldset`
  margin: 0 0 16px;
  padding: 8px 12px 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  max-height: 220px;
  overflow-y: auto;
  legend {
    font-weight: 600;
    padding: 0 4px;
  }
  > div {
    margin-bottom: 8px;
  }
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 12px;
  margin: 0 0 8px;
`;

const PRESET_OPTIONS = PERIOD_PRESETS.map((preset) => ({ value: preset, label: REPORTS.periods[preset] }));
const MONTH_OPTIONS = REPORT_MONTHS.map((month) => ({ value: month, label: month }));
const YEAR_OPTIONS = REPORT_YEARS.map((year) => ({ value: String(year), label: String(year) }));
const STATUS_OPTIONS = (['active', 'inactive', 'all'] as const).map((status) => ({ value: status, label: REPORTS.statuses[status] }));

interface FormProps {
  reportType: ReportType;
  fields: readonly ReportField[];
  formId: string;
  onDone: () => void;
}

function GenerateReportForm({ reportType, fields, formId, onDone }: FormProps) {
  const { submit } = useSubmit(generateReport, { onSuccess: onDone });
  const initialValues = useMemo(() => generateDefaults(reportType, fields.map((f) => f.name)), [reportType, fields]);
  const formik = useFormik({
    initialValues,
    enableReinitialize: true,
    validationSchema: generateSchema(fields.length),
    onSubmit: (values, helpers) => submit(toGenerateRequest(reportType, values), helpers),
  });
  const { values, setValues } = formik;
  const typeOptions = [{ value: 'all', label: REPORTS.allTypes }, ...TYPE_CHOICES[reportType].map((t) => ({ value: t, label: typeLabel(t) }))];

  const pickPreset = (event: ChangeEvent<HTMLSelectElement>) => {
    const preset = event.target.value as PeriodPreset | '';
    if (!preset) return;
    void setValues({ ...values, preset, month: '', year: '', ...presetPeriod(preset, moment(), values) });
  };

  const pickMonthOrYear = (field: 'month' | 'year') => (event: ChangeEvent<HTMLSelectElement>) => {
    const next = { ...values, [field]: event.target.value };
    if (!next.year) return void setValues(next);
    const year = Number(next.year);
    void setValues({ ...next, preset: '', ...(next.month ? monthPeriod(year, next.month) : yearPeriod(year)) });
  };

  const editDate = (event: ChangeEvent<HTMLInputElement>) => {
    void setValues({ ...values, preset: '', month: '', year: '', [event.target.name]: event.target.value });
  };

  const toggleField = (name: string) => (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.checked ? [...values.reportFields, name] : values.reportFields.filter((f) => f !== name);
    void formik.setFieldValue('reportFields', fields.map((f) => f.name).filter((f) => chosen.includes(f)));
  };

  const error = (name: 'startDate' | 'endDate') => (formik.touched[name] || formik.submitCount > 0 ? formik.errors[name] : undefined);
  const fieldsError = formik.submitCount > 0 && typeof formik.errors.reportFields === 'string' ? formik.errors.reportFields : undefined;

  return (
    <form id={formId} noValidate onSubmit={formik.handleSubmit}>
      <SelectField name="preset" label={REPORTS.period} options={PRESET_OPTIONS} emptyOption={REPORTS.customPeriod} value={values.preset} onChange={pickPreset} />
      <Grid>
        <DateTimeField name="startDate" kind="date" label={REPORTS.startDate} value={values.startDate} onChange={editDate} onBlur={formik.handleBlur} error={error('startDate')} />
        <DateTimeField name="endDate" kind="date" label={REPORTS.endDate} value={values.endDate} onChange={editDate} onBlur={formik.handleBlur} error={error('endDate')} />
        <SelectField name="month" label={REPORTS.month} options={MONTH_OPTIONS} emptyOption={REPORTS.anyMonth} value={values.month} onChange={pickMonthOrYear('month')} />
        <SelectField name="year" label={REPORTS.year} options={YEAR_OPTIONS} emptyOption={REPORTS.chooseYear} value={values.year} onChange={pickMonthOrYear('year')} />
        <SelectField label={REPORTS.status} options={STATUS_OPTIONS} {...formik.getFieldProps('status')} />
        <SelectField label={REPORTS.type} options={typeOptions} {...formik.getFieldProps('type')} />
      </Grid>
      {fields.length > 0 && (
        <Fields>
          <legend>{REPORTS.fields}</legend>
          {fields.map((field) => (
            <Checkbox
              key={field.name}
              name={`field-${field.name}`}
              label={field.label}
              checked={values.reportFields.includes(field.name)}
              onChange={toggleField(field.name)}
            />
          ))}
        </Fields>
      )}
      {fieldsError && <ErrorText role="alert">{fieldsError}</ErrorText>}
      {offersUnique(reportType) && (
        <Checkbox name="unique" label={REPORTS.unique} checked={values.unique} onChange={(e) => void formik.setFieldValue('unique', e.target.checked)} />
      )}
    </form>
  );
}

/** 'Generate report': a titled dialog that closes once the report was accepted (the notice says so). */
export function GenerateReportModal({ reportType, fields }: { reportType: ReportType; fields: readonly ReportField[] }) {
  return (
    <FormDialog
      cancelLabel={REPORTS.cancel}
      id={generateModalId(reportType)}
      title={REPORTS.generateTitle(REPORTS.tabs[reportType])}
      submitLabel={REPORTS.submitGenerate}
      endpoint={generateReport}
    >
      {({ formId, close }) => <GenerateReportForm reportType={reportType} fields={fields} formId={formId} onDone={close} />}
    </FormDialog>
  );
}
