import { useMemo, useState } from 'react';
import type { CountryFigure, MethodsPerCountry } from '../../api/audience';
import { Button } from '../../components/Button';
import { LoadState } from '../../components/list/LoadState';
import { SectionPanel } from '../../components/SectionPanel';
import { Table, type Column } from '../../components/Table';
import { INSIGHTS_UI } from '../../constants/messages/audience';
import { TABLES } from '../../constants/messages/lists';
import { paymentCountry, utcDay } from '../../constants/payments';
import { fetchAssetCountries, fetchMethodCountries } from '../../ducks/audience';
import { useStoredRead } from '../../ducks/requests/readHooks';
import { ItemPicker } from '../audience/ItemPicker';
import { formatMoney } from '../dashboard/format';

const DAYS = 30;
const MAX_COUNTRIES = 10;

/** The last 30 days (UTC), as the analytics calls take them. */
function useLastDays() {
  return useMemo(() => {
    const end = new Date();
    const start = new Date(end.getTime() - (DAYS - 1) * 86_400_000);
    return { startDate: utcDay(start), endDate: utcDay(end) };
  }, []);
}

function MethodsPerCountryTable() {
  const { view, retry } = useStoredRead(fetchMethodCountries, useLastDays());
  const rows = (view.data ?? []).slice(0, MAX_COUNTRIES);
  const methods = [...new Set(rows.flatMap((row) => Object.keys(row.methods)))].sort();
  const columns: Column<MethodsPerCountry>[] = [
    { key: 'country', header: INSIGHTS_UI.country, render: (row) => paymentCountry(row.country_iso) },
    ...methods.map((method) => ({ key: method, header: method, render: (row: MethodsPerCountry) => String(row.methods[method] ?? 0) })),
  ];
  return (
    <LoadState state={view} ready={view.data !== undefined} onRetry={retry}>
      <Table caption={INSIGHTS_UI.methodsTitle} columns={columns} rows={rows} rowKey={(row) => row.country_iso || 'none'} emptyText={TABLES.noEntries(INSIGHTS_UI.entries)} />
    </LoadState>
  );
}

const ASSET_COLUMNS: readonly Column<CountryFigure>[] = [
  { key: 'country', header: INSIGHTS_UI.country, render: (row) => paymentCountry(row.country_iso) },
  { key: 'payments', header: INSIGHTS_UI.payments, render: (row) => String(row.payments) },
  { key: 'amount', header: INSIGHTS_UI.amount, render: (row) => row.amounts.map((money) => formatMoney(money.amount, money.currency)).join(', ') },
];

function AssetCountries() {
  const range = useLastDays();
  const [itemId, setItemId] = useState('');
  const [shown, setShown] = useState<string | null>(null);
  const request = useMemo(() => ({ itemId: shown ?? '', ...range }), [shown, range]);
  const { view, retry } = useStoredRead(fetchAssetCountries, request, shown !== null);
  return (
    <>
      <ItemPicker name="insights-item" value={itemId} onChange={setItemId} />
      <Button $variant="secondary" disabled={!itemId} onClick={() => setShown(itemId)}>
        {INSIGHTS_UI.show}
      </Button>
      {shown !== null && (
        <LoadState state={view} ready={view.data !== undefined} onRetry={retry}>
          <Table caption={INSIGHTS_UI.assetTitle} columns={ASSET_COLUMNS} rows={(view.data ?? []).slice(0, MAX_COUNTRIES)} rowKey={(row) => row.country_iso || 'none'} emptyText={TABLES.noEntries(INSIGHTS_UI.entries)} />
        </LoadState>
      )}
    </>
  );
}

/** Below the payments list: the last 30 days' payment methods per country, and where one asset or package sells. */
export function PaymentInsights() {
  return (
    <SectionPanel aria-label={INSIGHTS_UI.title}>
      <h2>{INSIGHTS_UI.title}</h2>
      <h3>{INSIGHTS_UI.methodsTitle}</h3>
      <MethodsPerCountryTable />
      <h3>{INSIGHTS_UI.assetTitle}</h3>
      <AssetCountries />
    </SectionPanel>
  );
}
