import { useFormik } from 'formik';
import { useId, useMemo } from 'react';
import * as yup from 'yup';
import type { GenerateUniqueAudienceRequest, UniqueAudienceAccepted, UniqueAudienceFile } from '../../api/uniqueAudience';
import { Button } from '../../components/Button';
import { DownloadButton } from '../../components/files/FileImport';
import { DateTimeField, dateTextSchema, useSubmit } from '../../components/form';
import { FormDialog } from '../../components/FormDialog';
import { LoadState } from '../../components/list/LoadState';
import { useModal } from '../../components/Modal';
import { SectionPanel } from '../../components/SectionPanel';
import { Table, type Column } from '../../components/Table';
import { UNIQUE_AUDIENCE_DEFAULT_DAYS, UNIQUE_AUDIENCE_MAX_DAYS } from '../../constants/uniqueAudience';
import { TABLES } from '../../constants/messages/lists';
import { utcDay } from '../../constants/payments';
import { UNIQUE_AUDIENCE_UI as UI } from '../../constants/messages/uniqueAudience';
import { formatTableDate } from '../../ducks/reports/periods';
import { useStoredRead } from '../../ducks/requests/readHooks';
import { fetchUniqueAudienceFiles, fetchUniqueAudienceLink, generateUniqueAudience } from '../../ducks/uniqueAudience';
import { useCan } from '../../routes/useCan';
import { ItemPicker } from '../audience/ItemPicker';
import { Grid } from './GenerateReportModal';

const DAY_MS = 86_400_000;

/** The asset a panel is for: on its edit screen it is chosen already. */
export interface UniqueAudienceAsset {
  id: number;
  title: string;
}

interface Values {
  itemId: string;
  startDate: string;
  endDate: string;
}

/** The last `days` days in UTC, today included: the report's default range. */
export function lastDaysUtc(days: number, now: Date = new Date()): { startDate: string; endDate: string } {
  return { startDate: utcDay(new Date(now.getTime() - (days - 1) * DAY_MS)), endDate: utcDay(now) };
}

const spanDays = (start: string, end: string): number => (Date.parse(end) - Date.parse(start)) / DAY_MS + 1;

const schema = yup.object({
  itemId: yup.string().required(UI.chooseAsset).matches(/^\d+$/, UI.chooseAsset),
  startDate: dateTextSchema('date').required(UI.dateRequired),
  endDate: dateTextSchema('date')
    .required(UI.dateRequired)
    .test('order', UI.invalidRange, function order(end) {
      const start: unknown = this.parent.startDate;
      return typeof start !== 'string' || !start || !end || start <= end;
    })
    .test('span', UI.tooLong, function span(end) {
      const start: unknown = this.parent.startDate;
      return typeof start !== 'string' || !start || !end || start > end || spanDays(start, end) <= UNIQUE_AUDIENCE_MAX_DAYS;
    }),
});

// The server names its fields as the catalogue does.
const FORM_FIELDS: Readonly<Record<string, keyof Values>> = { item_id: 'itemId', start_date: 'startDate', end_date: 'endDate' };

function GenerateForm({ asset, formId, onDone }: { asset?: UniqueAudienceAsset; formId: string; onDone: () => void }) {
  const { submit } = useSubmit<GenerateUniqueAudienceRequest, UniqueAudienceAccepted, Values>(generateUniqueAudience, { onSuccess: onDone, fieldFor: (field) => FORM_FIELDS[field] });
  const formik = useFormik<Values>({
    initialValues: { itemId: asset ? String(asset.id) : '', ...lastDaysUtc(UNIQUE_AUDIENCE_DEFAULT_DAYS) },
    validationSchema: schema,
    onSubmit: (values, helpers) => submit({ itemId: Number(values.itemId), startDate: values.startDate, endDate: values.endDate }, helpers),
  });
  const error = (name: keyof Values) => (formik.touched[name] || formik.submitCount > 0 ? formik.errors[name] : undefined);
  return (
    <form id={formId} noValidate onSubmit={formik.handleSubmit}>
      {asset ? (
        <p>
          {UI.asset}: <strong>{UI.assetLabel(asset.title, asset.id)}</strong>
        </p>
      ) : (
        <ItemPicker name="itemId" value={formik.values.itemId} onChange={(itemId) => void formik.setFieldValue('itemId', itemId)} error={error('itemId')} assetsOnly={UI.picker} />
      )}
      <Grid>
        <DateTimeField kind="date" label={UI.startDate} {...formik.getFieldProps('startDate')} error={error('startDate')} />
        <DateTimeField kind="date" label={UI.endDate} {...formik.getFieldProps('endDate')} error={error('endDate')} />
      </Grid>
    </form>
  );
}

const fileLink = (res: { redirect_url: string }) => res.redirect_url;

function columnsFor(withAsset: boolean): Column<UniqueAudienceFile>[] {
  return [
    ...(withAsset ? [{ key: 'asset', header: UI.columns.asset, render: (file: UniqueAudienceFile) => UI.assetLabel(file.item_title, file.item_id) }] : []),
    { key: 'range', header: UI.columns.range, render: (file) => UI.range(file.start_date, file.end_date) },
    { key: 'status', header: UI.columns.status, render: (file) => UI.statuses[file.status] },
    { key: 'customers', header: UI.columns.customers, render: (file) => (file.status === 'created' ? String(file.customers) : '—') },
    { key: 'created', header: UI.columns.created, render: (file) => formatTableDate(file.created_at) },
    {
      key: 'actions',
      header: UI.columns.actions,
      render: (file) =>
        file.status === 'created' && (
          <DownloadButton endpoint={fetchUniqueAudienceLink} request={{ fileName: file.file_name }} fileName={file.file_name} link={fileLink} label={UI.download} name={UI.downloadFile(file.file_name)} />
        ),
    },
  ];
}

/**
 * The unique-audience report (catalogue 7.10): generate one for an asset and range (the last 90 days by default), and
 * its files with their status and a Download. On an asset's edit screen it is that asset's; on the access reports the
 * asset is picked and every asset's files are listed. The job tray follows each file until its realtime message.
 */
export function UniqueAudiencePanel({ asset }: { asset?: UniqueAudienceAsset }) {
  const headingId = useId();
  const modalId = `unique-audience-${asset?.id ?? 'any'}`;
  const dialog = useModal(modalId);
  const { isReadOnly } = useCan();
  const canGenerate = !isReadOnly('allReports') && !isReadOnly('assetAccess');
  const assetId = asset?.id;
  const request = useMemo(() => (assetId === undefined ? {} : { itemId: assetId }), [assetId]);
  const { view, retry } = useStoredRead(fetchUniqueAudienceFiles, request);
  const columns = useMemo(() => columnsFor(assetId === undefined), [assetId]);
  return (
    <SectionPanel aria-labelledby={headingId}>
      <h2 id={headingId}>{UI.title}</h2>
      <p>{asset ? UI.intro : UI.introAnyAsset}</p>
      {canGenerate && <Button onClick={dialog.open}>{UI.generate}</Button>}
      <FormDialog id={modalId} title={asset ? UI.dialogTitleFor(asset.title) : UI.dialogTitle} submitLabel={UI.submit} cancelLabel={UI.cancel} endpoint={generateUniqueAudience}>
        {({ formId, close }) => <GenerateForm asset={asset} formId={formId} onDone={close} />}
      </FormDialog>
      <LoadState state={view} ready={view.data !== undefined} onRetry={retry}>
        <Table caption={UI.files} columns={columns} rows={view.data?.collection ?? []} rowKey={(file) => file.file_name} emptyText={TABLES.noEntries(UI.noFiles)} />
      </LoadState>
    </SectionPanel>
  );
}
