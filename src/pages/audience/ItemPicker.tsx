import { useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { SelectField, TextField } from '../../components/form';
import { AUDIENCE_UI } from '../../constants/messages/audience';
import { fetchAssets } from '../../ducks/assets/endpoints';
import { fetchPackages } from '../../ducks/assets/packageEndpoints';
import { selectAccount } from '../../ducks/auth/selectors';
import { usePagedRead } from '../../ducks/requests/readHooks';
import { useCan } from '../../routes/useCan';
import { useDebouncedValue } from '../../components/useDebouncedValue';

const PICK_LIMIT = 20;
/** The lists are asked for once typing pauses. */
const SEARCH_DEBOUNCE_MS = 250;

export interface ItemPickerProps {
  name: string;
  value: string;
  onChange: (itemId: string) => void;
  error?: string | false;
  disabled?: boolean;
  /** Offer assets only (a per-asset report), not packages, under these labels. */
  assetsOnly?: ItemPickerTexts;
}

export interface ItemPickerTexts {
  item: string;
  chooseItem: string;
  itemSearch: string;
  itemId: string;
}

/**
 * An asset or package of the merchant, found by part of its title. A user who may not list content (the analyst)
 * names the item by its id instead.
 */
export function ItemPicker({ name, value, onChange, error, disabled, assetsOnly }: ItemPickerProps) {
  const texts: ItemPickerTexts = assetsOnly ?? AUDIENCE_UI;
  const canList = !useCan().isDisabled('assets');
  const tenantUuid = useSelector(selectAccount)?.tenant_uuid ?? '';
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const assetsRequest = useMemo(() => ({ page: 1, limit: PICK_LIMIT, is_active: 'true' as const, ...(term ? { search: term } : {}) }), [term]);
  const packagesRequest = useMemo(() => ({ tenantUuid, page: 1, limit: PICK_LIMIT, is_active: 'true' as const, ...(term ? { search: term } : {}) }), [tenantUuid, term]);
  const assets = usePagedRead(fetchAssets, assetsRequest, canList);
  const packages = usePagedRead(fetchPackages, packagesRequest, canList && assetsOnly === undefined && tenantUuid !== '');
  if (!canList)
    return <TextField name={name} label={texts.itemId} inputMode="numeric" value={value} error={error} disabled={disabled} onChange={(event) => onChange(event.target.value.trim())} />;
  const options = [
    { value: '', label: texts.chooseItem },
    ...(assets.rows ?? []).map((asset) => ({ value: String(asset.id), label: AUDIENCE_UI.assetOption(asset.title, asset.id) })),
    ...(assetsOnly ? [] : (packages.rows ?? [])).map((item) => ({ value: String(item.id), label: AUDIENCE_UI.packageOption(item.title, item.id) })),
  ];
  if (value && !options.some((option) => option.value === value)) options.push({ value, label: `#${value}` });
  return (
    <>
      <TextField name={`${name}-search`} label={texts.itemSearch} type="search" autoComplete="off" value={search} disabled={disabled} onChange={(event) => setSearch(event.target.value)} />
      <SelectField name={name} label={texts.item} options={options} value={value} error={error} disabled={disabled} onChange={(event) => onChange(event.target.value)} />
    </>
  );
}
