import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import * as yup from 'yup';
import type { CustomerInteraction, InteractionsRequest, SegmentationBand } from '../../api/audience';
import type { InteractionsFilterQuery } from '../../contracts/audience';
import { Button } from '../../components/Button';
import { amountText, isAmountOrEmpty, parseAmount, TextField } from '../../components/form';
import { ListToolbar } from '../../components/list/ListLayout';
import { ListPager } from '../../components/list/ListPager';
import { LoadState } from '../../components/list/LoadState';
import { Facts } from '../../components/Facts';
import { SectionPanel } from '../../components/SectionPanel';
import { Table, type Column } from '../../components/Table';
import { SEGMENTATION_UI } from '../../constants/messages/audience';
import { LISTS } from '../../constants/messages/lists';
import { utcTableDate } from '../../constants/payments';
import { exportSegment, fetchCustomerProbability, fetchInteractions, fetchSegmentationBands } from '../../ducks/audience';
import { useRequest } from '../../ducks/requests/hooks';
import { useStoredRead } from '../../ducks/requests/readHooks';
import { PATHS } from '../../routes/paths';
import { RouteLink } from '../../routes/RouteLink';
import { fieldProps } from '../public/shared/forms';

const PAGE_SIZE = 15;
const percent = (probability: number) => `${(probability * 100).toFixed(1)}%`;
const money = (amount: number) => `EUR ${amount.toFixed(2)}`;

interface FilterValues {
  monetary_from: string;
  monetary_to: string;
  probability_from: string;
  probability_to: string;
  email: string;
}

const EMPTY: FilterValues = { monetary_from: '', monetary_to: '', probability_from: '', probability_to: '', email: '' };
// A decimal comma is read as a point ("4,99" is 4.99), as every amount of the console.
const amount = yup.string().test('number', SEGMENTATION_UI.numberError, (value) => isAmountOrEmpty(value));
const share = yup
  .string()
  .test('number', SEGMENTATION_UI.numberError, (value) => isAmountOrEmpty(value, 3))
  .test('percent', SEGMENTATION_UI.percentError, (value) => !value?.trim() || Number(parseAmount(value, 3)) <= 100);
const FILTER_SCHEMA = yup.object({ monetary_from: amount, monetary_to: amount, probability_from: share, probability_to: share, email: yup.string().max(100) });

/** The filter as the API takes it: probabilities from percent to 0–1, empty fields left out. */
function toQuery(values: FilterValues): InteractionsFilterQuery {
  const query: InteractionsFilterQuery = {};
  if (values.monetary_from.trim()) query.monetary_from = amountText(values.monetary_from);
  if (values.monetary_to.trim()) query.monetary_to = amountText(values.monetary_to);
  if (values.probability_from.trim()) query.probability_from = String(Number(amountText(values.probability_from)) / 100);
  if (values.probability_to.trim()) query.probability_to = String(Number(amountText(values.probability_to)) / 100);
  if (values.email.trim()) query.email = values.email.trim();
  return query;
}

function SegmentFilter({ onApply }: { onApply: (filter: InteractionsFilterQuery) => void }) {
  const formik = useFormik<FilterValues>({
    initialValues: EMPTY,
    validationSchema: FILTER_SCHEMA,
    onSubmit: (values) => onApply(toQuery(values)),
  });
  const props = (name: keyof FilterValues) => fieldProps(formik, name);
  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-label={SEGMENTATION_UI.filter}>
      <ListToolbar>
        <TextField label={SEGMENTATION_UI.monetaryFrom} inputMode="decimal" {...props('monetary_from')} />
        <TextField label={SEGMENTATION_UI.monetaryTo} inputMode="decimal" {...props('monetary_to')} />
        <TextField label={SEGMENTATION_UI.probabilityFrom} inputMode="decimal" {...props('probability_from')} />
        <TextField label={SEGMENTATION_UI.probabilityTo} inputMode="decimal" {...props('probability_to')} />
        <TextField label={SEGMENTATION_UI.email} type="search" {...props('email')} />
        <div>
          <Button type="submit">{SEGMENTATION_UI.apply}</Button>
        </div>
      </ListToolbar>
    </form>
  );
}

/** 'hasNoInteractions' when segmenting fails for want of data; the server's message otherwise. */
const failureText = (error: { status: number; message: string }) => (error.status === 404 ? SEGMENTATION_UI.hasNoInteractions : error.message);

function SelectedCustomer({ id }: { id: number }) {
  const { view, retry } = useStoredRead(fetchCustomerProbability, useMemo(() => ({ id }), [id]));
  const figures = view.data;
  const { fields } = SEGMENTATION_UI;
  return (
    <SectionPanel aria-label={SEGMENTATION_UI.selected}>
      <h2>{SEGMENTATION_UI.selected}</h2>
      <LoadState state={view} ready={figures !== undefined && figures.customer_id === id} onRetry={retry} errorText={failureText}>
        {figures && (
          <Facts>
            <dt>{SEGMENTATION_UI.columns.email}</dt>
            <dd>
              <RouteLink to={PATHS.customerDetails(figures.customer_id)}>{figures.customer_email}</RouteLink>
            </dd>
            <dt>{fields.created_at}</dt>
            <dd>{utcTableDate(figures.created_at)}</dd>
            <dt>{fields.first_interaction}</dt>
            <dd>{utcTableDate(figures.first_interaction)}</dd>
            <dt>{fields.last_interaction}</dt>
            <dd>{utcTableDate(figures.last_interaction)}</dd>
            <dt>{fields.number_of_interactions}</dt>
            <dd>{figures.number_of_interactions}</dd>
            <dt>{fields.expected_number_of_interactions}</dt>
            <dd>{figures.expected_number_of_interactions}</dd>
            <dt>{fields.monetary_first}</dt>
            <dd>{money(figures.monetary_first)}</dd>
            <dt>{fields.monetary_sum}</dt>
            <dd>{money(figures.monetary_sum)}</dd>
            <dt>{fields.probability_of_interaction}</dt>
            <dd>{percent(figures.probability_of_interaction)}</dd>
          </Facts>
        )}
      </LoadState>
    </SectionPanel>
  );
}

/** /audience/segmentation: customers by money spent and probability of interacting, with one customer's figures. */
export default function SegmentationPage() {
  const [filter, setFilter] = useState<InteractionsFilterQuery>({});
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const request = useMemo((): InteractionsRequest => ({ ...filter, page, size: PAGE_SIZE }), [filter, page]);
  const { view, retry } = useStoredRead(fetchInteractions, request);
  const segment = view.data;
  const columns: Column<CustomerInteraction>[] = [
    {
      key: 'email',
      header: SEGMENTATION_UI.columns.email,
      render: (row) => (
        <Button $variant="link" aria-label={SEGMENTATION_UI.select(row.customer_email)} onClick={() => setSelected(row.customer_id)}>
          {row.customer_email}
        </Button>
      ),
    },
    { key: 'interactions', header: SEGMENTATION_UI.columns.interactions, render: (row) => String(row.number_of_interactions) },
    { key: 'expected', header: SEGMENTATION_UI.columns.expected, render: (row) => String(row.expected_number_of_interactions) },
    { key: 'monetary', header: SEGMENTATION_UI.columns.monetary, render: (row) => money(row.monetary_sum) },
    { key: 'probability', header: SEGMENTATION_UI.columns.probability, render: (row) => percent(row.probability_of_interaction) },
    { key: 'last', header: SEGMENTATION_UI.columns.last, render: (row) => utcTableDate(row.last_interaction) },
  ];
  return (
    <section>
      <h1>{SEGMENTATION_UI.title}</h1>
      <SegmentFilter
        onApply={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      <LoadState state={view} ready={segment !== undefined} onRetry={retry} errorText={failureText}>
        {segment && (
          <>
            <Facts>
              <dt>{SEGMENTATION_UI.segmentSize}</dt>
              <dd>{segment.segment_size}</dd>
              <dt>{SEGMENTATION_UI.totalUsers}</dt>
              <dd>{segment.total_users}</dd>
              <dt>{SEGMENTATION_UI.cycle}</dt>
              <dd>{SEGMENTATION_UI.cycleText(segment.interaction_cycle_period, utcTableDate(segment.interaction_cycle_start).slice(0, 10))}</dd>
            </Facts>
            <Table caption={SEGMENTATION_UI.title} columns={columns} rows={segment.users.collection} rowKey={(row) => row.customer_id} emptyText={SEGMENTATION_UI.emptySegment} />
            <ListPager total={segment.users.total} page={page} size={PAGE_SIZE} entries={SEGMENTATION_UI.entries} onPage={setPage} />
          </>
        )}
      </LoadState>
      {selected !== null && <SelectedCustomer id={selected} />}
    </section>
  );
}

const BAND_COLUMNS: readonly Column<SegmentationBand>[] = [
  { key: 'band', header: SEGMENTATION_UI.bandColumns.band, render: (band) => band.band },
  { key: 'customers', header: SEGMENTATION_UI.bandColumns.customers, render: (band) => String(band.customers) },
  { key: 'monetary', header: SEGMENTATION_UI.bandColumns.monetary, render: (band) => money(band.monetary_sum) },
  { key: 'interactions', header: SEGMENTATION_UI.bandColumns.interactions, render: (band) => String(band.interactions) },
];

/** /audience/segmentation-reports: the segment per probability band, and the segment as a CSV file. */
export function SegmentationReportsPage() {
  const dispatch = useDispatch();
  const [filter, setFilter] = useState<InteractionsFilterQuery>({});
  const { view, retry } = useStoredRead(fetchSegmentationBands, filter);
  const exporting = useRequest(exportSegment).status === 'pending';
  return (
    <section>
      <h1>{SEGMENTATION_UI.reportsTitle}</h1>
      <SegmentFilter onApply={setFilter} />
      <LoadState state={view} ready={view.data !== undefined} onRetry={retry} errorText={failureText}>
        <Table caption={SEGMENTATION_UI.bandsCaption} columns={BAND_COLUMNS} rows={view.data ?? []} rowKey={(band) => band.band} emptyText={SEGMENTATION_UI.emptySegment} />
        <Button $variant="secondary" disabled={exporting} onClick={() => dispatch(exportSegment.request(filter))}>
          {exporting ? LISTS.exporting : LISTS.exportCsv}
        </Button>
      </LoadState>
    </section>
  );
}
