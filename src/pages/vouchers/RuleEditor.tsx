import { accessTypeName } from '../../constants/accessTypes';
import { useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useModal } from '../../components/Modal';
import { Tabs } from '../../components/Tabs';
import { VOUCHERS_PAGE_SIZE, type VoucherRuleType } from '../../contracts/values';
import { VOUCHERS_UI } from '../../constants/messages/vouchers';
import { fetchAssets, fetchPackages } from '../../ducks/assets';
import { selectAccount } from '../../ducks/auth/selectors';
import { useLoadMore, useStoredRead } from '../../ducks/requests/readHooks';
import { readsTogether } from '../../components/list/readsTogether';
import { useAddedRules } from './useAddedRules';
import { VoucherScope } from './VoucherScope';
import { addVoucherRule, deleteVoucherRule, deleteVoucherRulesOfType, fetchVoucherAccessTypes } from '../../ducks/vouchers';
import { DualList, type DualEntry } from './DualList';
import { EmailRules } from './EmailRules';
import { ItemFees } from './ItemFees';

type ItemRuleType = 'assets' | 'packages';

interface RulesProps {
  voucherId: number;
  writable: boolean;
}

/** 'Remove all' of a rule type, after a confirmation. */
function RemoveAll({ voucherId, ruleType, search, disabled }: { voucherId: number; ruleType: VoucherRuleType; search: string; disabled: boolean }) {
  const dispatch = useDispatch();
  const modal = useModal(`remove-all-${ruleType}`);
  return (
    <>
      <Button $variant="secondary" disabled={disabled} onClick={modal.open}>
        {VOUCHERS_UI.removeAll}
      </Button>
      <ConfirmDialog
        id={`remove-all-${ruleType}`}
        title={VOUCHERS_UI.removeAllTitle}
        message={VOUCHERS_UI.removeAllConfirm(VOUCHERS_UI.ruleTabs[ruleType])}
        confirmLabel={VOUCHERS_UI.confirmRemove}
        cancelLabel={VOUCHERS_UI.cancel}
        onConfirm={() => {
          dispatch(deleteVoucherRulesOfType.request({ id: voucherId, ruleType, ...(search ? { search } : {}) }));
          modal.close();
        }}
      />
    </>
  );
}

/** Assets or packages: the merchant's active items as Available (assets load before packages), the rules as Added. */
function ItemRules({ voucherId, writable, ruleType }: RulesProps & { ruleType: ItemRuleType }) {
  const dispatch = useDispatch();
  const tenantUuid = useSelector(selectAccount)?.tenant_uuid ?? '';
  const [addedSearch, setAddedSearch] = useState('');
  const [availableSearch, setAvailableSearch] = useState('');
  const added = useAddedRules(voucherId, ruleType, addedSearch);
  const search = availableSearch.trim();
  const assetFilter = useMemo(() => ({ limit: VOUCHERS_PAGE_SIZE, is_active: 'true' as const, ...(search ? { search } : {}) }), [search]);
  const packageFilter = useMemo(() => ({ tenantUuid, limit: VOUCHERS_PAGE_SIZE, is_active: 'true' as const, ...(search ? { search } : {}) }), [tenantUuid, search]);
  const assets = useLoadMore(fetchAssets, assetFilter, 1, ruleType === 'assets');
  const packages = useLoadMore(fetchPackages, packageFilter, 1, ruleType === 'packages' && Boolean(tenantUuid));
  const items = ruleType === 'assets' ? assets : packages;
  const addedIds = new Set((added.rows ?? []).map((rule) => rule.value));
  const availableEntries: DualEntry[] = (items.rows ?? []).filter((item) => !addedIds.has(String(item.id))).map((item) => ({ key: String(item.id), label: item.title }));
  const addedEntries: DualEntry[] = (added.rows ?? []).map((rule) => ({ key: String(rule.id), label: rule.label }));
  const what = VOUCHERS_UI.ruleTabs[ruleType];
  const reload = { id: voucherId, ruleType, ...(addedSearch.trim() ? { search: addedSearch.trim() } : {}) };
  const addedAssets = ruleType === 'assets' ? (added.rows ?? []).map((rule) => ({ itemId: Number(rule.value), title: rule.label })) : [];
  return (
    <>
    <DualList
      what={what}
      writable={writable}
      available={{ entries: availableEntries, total: Math.max(items.total - addedIds.size, availableEntries.length), onMore: items.more, search: availableSearch, onSearch: setAvailableSearch, empty: VOUCHERS_UI.nothingAvailable, load: readsTogether({ view: { ...items.load, data: items.rows }, retry: items.retry }) }}
      added={{
        entries: addedEntries,
        total: added.total,
        onMore: added.more,
        search: addedSearch,
        onSearch: setAddedSearch,
        empty: VOUCHERS_UI.nothingAdded,
        load: readsTogether({ view: { ...added.load, data: added.rows }, retry: added.retry }),
        extra: writable ? <RemoveAll voucherId={voucherId} ruleType={ruleType} search={addedSearch.trim()} disabled={added.total === 0} /> : undefined,
      }}
      onAdd={(entry) => dispatch(addVoucherRule.request({ ...reload, value: entry.key }))}
      onRemove={(entry) => dispatch(deleteVoucherRule.request({ ...reload, ruleId: Number(entry.key) }))}
    />
      {ruleType === 'assets' && <ItemFees voucherId={voucherId} assets={addedAssets} writable={writable} />}
    </>
  );
}

/** Access types: all of them, Added being those with a rule (removed by its rule id). */
function AccessTypeRules({ voucherId, writable }: RulesProps) {
  const dispatch = useDispatch();
  const [availableSearch, setAvailableSearch] = useState('');
  const [addedSearch, setAddedSearch] = useState('');
  const read = useStoredRead(fetchVoucherAccessTypes, useMemo(() => ({ id: voucherId }), [voucherId]));
  const types = read.view.data ?? [];
  const label = (type: (typeof types)[number]) => accessTypeName(type);
  const matches = (text: string, search: string) => text.toLowerCase().includes(search.trim().toLowerCase());
  const available = types.filter((type) => type.rule_id === null && matches(label(type), availableSearch)).map((type) => ({ key: String(type.id), label: label(type) }));
  const added = types.filter((type) => type.rule_id !== null && matches(label(type), addedSearch)).map((type) => ({ key: String(type.rule_id), label: label(type) }));
  const reload = { id: voucherId, ruleType: 'access-types' as const };
  return (
    <DualList
      what={VOUCHERS_UI.ruleTabs['access-types']}
      writable={writable}
      available={{ entries: available, total: available.length, search: availableSearch, onSearch: setAvailableSearch, empty: VOUCHERS_UI.nothingAvailable, load: readsTogether(read) }}
      added={{
        entries: added,
        total: added.length,
        search: addedSearch,
        onSearch: setAddedSearch,
        empty: VOUCHERS_UI.nothingAdded,
        load: readsTogether(read),
        extra: writable ? <RemoveAll voucherId={voucherId} ruleType="access-types" search="" disabled={added.length === 0} /> : undefined,
      }}
      onAdd={(entry) => dispatch(addVoucherRule.request({ ...reload, value: entry.key }))}
      onRemove={(entry) => dispatch(deleteVoucherRule.request({ ...reload, ruleId: Number(entry.key) }))}
    />
  );
}

/** The voucher's rules, a tab per type. */
export function RuleEditor({ voucherId, writable }: RulesProps) {
  return (
    <section aria-labelledby="voucher-rules">
      <h2 id="voucher-rules">{VOUCHERS_UI.rulesTitle}</h2>
      <VoucherScope voucherId={voucherId} />
      <Tabs
        label={VOUCHERS_UI.rulesTitle}
        items={[
          { id: 'assets', label: VOUCHERS_UI.ruleTabs.assets, content: <ItemRules voucherId={voucherId} writable={writable} ruleType="assets" /> },
          { id: 'packages', label: VOUCHERS_UI.ruleTabs.packages, content: <ItemRules voucherId={voucherId} writable={writable} ruleType="packages" /> },
          { id: 'access-types', label: VOUCHERS_UI.ruleTabs['access-types'], content: <AccessTypeRules voucherId={voucherId} writable={writable} /> },
          { id: 'emails', label: VOUCHERS_UI.ruleTabs.emails, content: <EmailRules voucherId={voucherId} writable={writable} /> },
        ]}
      />
    </section>
  );
}
