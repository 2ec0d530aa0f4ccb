import { useId } from 'react';
import type { DefaultRevenueShare } from '../../api/billing';
import { LoadState } from '../../components/list/LoadState';
import { SectionPanel } from '../../components/SectionPanel';
import { Table, type Column } from '../../components/Table';
import { BILLING_UI } from '../../constants/messages/billing';
import { FEE_CURRENCIES } from '../../contracts/values';
import { fetchDefaultFees } from '../../ducks/billing';
import { useStoredRead } from '../../ducks/requests/readHooks';

const currencyOf = (code: number): string => FEE_CURRENCIES[code as keyof typeof FEE_CURRENCIES] ?? '';

const COLUMNS: readonly Column<DefaultRevenueShare>[] = [
  { key: 'type', header: BILLING_UI.defaultFeesColumns.type, render: (fee) => BILLING_UI.paymentTypes[fee.payment_type] },
  { key: 'share', header: BILLING_UI.defaultFeesColumns.share, render: (fee) => `${fee.share_percent}%` },
  { key: 'fixed', header: BILLING_UI.defaultFeesColumns.fixed, render: (fee) => `${currencyOf(fee.fixed_fee_currency)} ${fee.fixed_fee.toFixed(2)}` },
  { key: 'minimum', header: BILLING_UI.defaultFeesColumns.minimum, render: (fee) => `${currencyOf(fee.fixed_fee_currency)} ${fee.minimum_amount.toFixed(2)}` },
];

/** The platform's default fees (GET v2/payments/fees/default): what a method's payments pay until its own are set. */
export function DefaultFeesPanel() {
  const id = useId();
  const { view, retry } = useStoredRead(fetchDefaultFees, undefined);
  return (
    <SectionPanel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{BILLING_UI.defaultFeesTitle}</h2>
      <p>{BILLING_UI.defaultFeesIntro}</p>
      <LoadState state={view} ready={view.data !== undefined} onRetry={retry} failure={BILLING_UI.defaultFeesFailed}>
        <Table caption={BILLING_UI.defaultFeesTitle} columns={COLUMNS} rows={view.data?.default_revenue_share ?? []} rowKey={(fee) => fee.payment_type} emptyText={BILLING_UI.notSetValue} />
      </LoadState>
    </SectionPanel>
  );
}
