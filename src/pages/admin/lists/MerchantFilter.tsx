import { useMemo } from 'react';
import type { WithMerchant } from '../../../api/adminListTypes';
import { SelectField } from '../../../components/form';
import type { Column } from '../../../components/Table';
import { ADMIN_LISTS_UI } from '../../../constants/messages/adminLists';
import { fetchMerchants } from '../../../ducks/adminMerchants';
import { usePagedRead } from '../../../ducks/requests/readHooks';
import { RouteLink } from '../../../routes/RouteLink';
import { ADMIN_MERCHANT_PATHS } from '../../../routes/admin/merchantPaths';

// The most one page of merchants holds (the sandbox's MAX_MERCHANTS_PAGE_SIZE).
const MERCHANTS = { page: 1, size: 100 };

/** The staff lists' merchant filter: every merchant, or one (its id in the URL's `merchant`). */
export function MerchantFilter({ value, onChange }: { value: string; onChange: (merchant: string) => void }) {
  const { rows } = usePagedRead(fetchMerchants, MERCHANTS);
  const options = useMemo(
    () => [{ value: '', label: ADMIN_LISTS_UI.allMerchants }, ...(rows ?? []).map((merchant) => ({ value: String(merchant.id), label: ADMIN_LISTS_UI.merchantOption(merchant.name, merchant.email) }))],
    [rows],
  );
  // A merchant named in the URL stays selectable while the list of merchants loads.
  const known = options.some((option) => option.value === value) ? options : [...options, { value, label: value }];
  return <SelectField name="merchant" label={ADMIN_LISTS_UI.merchant} options={known} value={value} onChange={(event) => onChange(event.target.value)} />;
}

/** The staff tables' merchant column, linking to the merchant's edit screen. */
export function merchantColumn<R>(): Column<WithMerchant<R>> {
  return { key: 'merchant', header: ADMIN_LISTS_UI.merchant, render: (row) => <RouteLink to={ADMIN_MERCHANT_PATHS.edit(row.merchant.id)}>{row.merchant.name}</RouteLink> };
}

/** `merchantID` of a list's request, when one merchant is picked. */
export const merchantParam = (merchant: string): { merchantID?: string } => (merchant ? { merchantID: merchant } : {});

/** The merchant a detail belongs to, as the first fact of a details screen. */
export function MerchantFact({ merchant }: { merchant: { id: number; name: string } }) {
  return (
    <>
      <dt>{ADMIN_LISTS_UI.merchant}</dt>
      <dd>
        <RouteLink to={ADMIN_MERCHANT_PATHS.edit(merchant.id)}>{merchant.name}</RouteLink>
      </dd>
    </>
  );
}
