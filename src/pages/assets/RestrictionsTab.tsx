import { useFormik } from 'formik';
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import * as yup from 'yup';
import type { CountrySet } from '../../api/restrictions';
import { SelectField, TextArea, TextField, useSubmit } from '../../components/form';
import { LoadState } from '../../components/list/LoadState';
import { DOMAIN_PATTERN, MIN_AGE_LIMIT, NO_MIN_AGE } from '../../contracts/values';
import { RESTRICTIONS_UI } from '../../constants/messages/restrictions';
import { selectAccount } from '../../ducks/auth/selectors';
import {
  fetchAgeEnabled,
  fetchCountrySets,
  fetchItemAge,
  fetchItemCountrySet,
  fetchItemDomains,
  NO_RESTRICTIONS,
  saveAssetRestrictions,
  type AssetRestrictions,
} from '../../ducks/restrictions';
import { useStoredRead } from '../../ducks/requests/readHooks';
import { readsTogether } from '../../components/list/readsTogether';
import { PATHS } from '../../routes/paths';
import { RouteLink } from '../../routes/RouteLink';
import { useCan } from '../../routes/useCan';
import { fieldProps } from '../public/shared/forms';
import { ImpactPreview } from '../settings/ImpactPreview';
import { EditForm } from './EditForm';

export interface RestrictionValues {
  countrySetId: string;
  domains: string;
  minAge: string;
}

const DOMAIN = new RegExp(DOMAIN_PATTERN);
const lines = (text: string): string[] =>
  text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter(Boolean);

export const restrictionValues = ({ countrySetId, domains, minAge }: AssetRestrictions): RestrictionValues => ({
  countrySetId: countrySetId === null ? '' : String(countrySetId),
  domains: domains.join('\n'),
  minAge: minAge === NO_MIN_AGE ? '' : String(minAge),
});

export const desiredRestrictions = ({ countrySetId, domains, minAge }: RestrictionValues): AssetRestrictions => ({
  countrySetId: countrySetId === '' ? null : Number(countrySetId),
  domains: lines(domains),
  minAge: minAge.trim() === '' ? NO_MIN_AGE : Number(minAge),
});

const schema = yup.object({
  domains: yup.string().test('domains', (value, context) => {
    const bad = lines(value ?? '').find((domain) => !DOMAIN.test(domain));
    return bad === undefined ? true : context.createError({ message: RESTRICTIONS_UI.invalidDomain(bad) });
  }),
  minAge: yup
    .string()
    .matches(/^\s*\d*\s*$/, RESTRICTIONS_UI.invalidAge)
    .test('range', RESTRICTIONS_UI.invalidAge, (value) => !value?.trim() || (Number(value) >= 1 && Number(value) <= MIN_AGE_LIMIT)),
});

const setLabel = (set: CountrySet) => `${set.name} (${RESTRICTIONS_UI.setTypeShort[set.type]}${set.global ? `, ${RESTRICTIONS_UI.global}` : ''})`;

/** The whitelist the form would save, when it is valid and differs from the saved one (null: nothing to preview). */
export function changedDomains(saved: readonly string[], typed: string): string[] | null {
  const wanted = [...new Set(lines(typed).map((domain) => domain.toLowerCase()))];
  if (wanted.some((domain) => !DOMAIN.test(domain))) return null;
  const same = wanted.length === saved.length && wanted.every((domain) => saved.includes(domain));
  return same ? null : wanted;
}

/**
 * An asset's country set, allowed domains and minimum age (catalogue 7.8). Saving compares the form with what the
 * asset has and calls only what changed; a failure shows 'An error occurred while updating asset restrictions.' and
 * keeps what was typed. The age rule appears only when age verification is on for the tenant.
 */
export function RestrictionsTab({ itemId, readOnly }: { itemId: number; readOnly: boolean }) {
  const tenantUuid = useSelector(selectAccount)?.tenant_uuid ?? '';
  const { isDisabled, isReadOnly } = useCan();
  const key = String(itemId);
  const itemRef = useMemo(() => ({ itemId }), [itemId]);
  const sets = useStoredRead(fetchCountrySets, undefined).view;
  const countrySetRead = useStoredRead(fetchItemCountrySet, itemRef);
  const domainsRead = useStoredRead(fetchItemDomains, itemRef);
  const countrySet = countrySetRead.view;
  const domains = domainsRead.view;
  const ageFlag = useStoredRead(fetchAgeEnabled, useMemo(() => ({ tenantUuid }), [tenantUuid]), tenantUuid !== '').view;
  const ageEnabled = ageFlag.data?.age_verification_enabled === true;
  // Until the flag has answered, the form's values are not known: an age arriving after the form showed would reset
  // it (enableReinitialize) and wipe what was typed meanwhile. A failed flag read counts as off.
  const ageKnown = !tenantUuid || ageFlag.status === 'succeeded' || ageFlag.status === 'failed';
  const ageRead = useStoredRead(fetchItemAge, itemRef, ageEnabled);
  const age = ageRead.view;
  const locked = readOnly || isReadOnly('geoRestrictions') || isReadOnly('domainRestrictions') || isReadOnly('ageRestrictions');

  const current = useMemo<AssetRestrictions | undefined>(() => {
    if (!countrySet.data || !domains.data || !ageKnown || (ageEnabled && !age.data)) return undefined;
    return { countrySetId: countrySet.data.country_set?.id ?? null, domains: domains.data.domains, minAge: ageEnabled ? (age.data?.min_age ?? NO_MIN_AGE) : NO_MIN_AGE };
  }, [countrySet.data, domains.data, age.data, ageEnabled, ageKnown]);

  const { submit } = useSubmit(saveAssetRestrictions, { key });
  const formik = useFormik<RestrictionValues>({
    initialValues: restrictionValues(current ?? NO_RESTRICTIONS),
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: (values, helpers) => (current ? submit({ itemId, current, desired: desiredRestrictions(values), ageEnabled }, helpers) : undefined),
  });

  const options = (sets.data ?? []).map((set) => ({ value: String(set.id), label: setLabel(set) }));
  const chosen = sets.data?.find((set) => String(set.id) === formik.values.countrySetId) ?? null;
  const reads = readsTogether(countrySetRead, domainsRead, ...(ageEnabled ? [ageRead] : []));

  return (
    <section aria-label={RESTRICTIONS_UI.tabTitle}>
      <h2>{RESTRICTIONS_UI.tabTitle}</h2>
      {locked && <p>{RESTRICTIONS_UI.readOnly}</p>}
      <LoadState state={reads.state} ready={current !== undefined} onRetry={reads.onRetry}>
        <EditForm label={RESTRICTIONS_UI.tabTitle} readOnly={locked} onSubmit={formik.handleSubmit} submitting={formik.isSubmitting} dirty={formik.dirty} guard={formik}>
          <SelectField label={RESTRICTIONS_UI.countrySet} options={options} emptyOption={RESTRICTIONS_UI.noCountrySet} {...fieldProps(formik, 'countrySetId')} />
          {!isDisabled('settings') && (
            <p>
              <RouteLink to={PATHS.geoRestrictions}>{RESTRICTIONS_UI.manageSets}</RouteLink>
            </p>
          )}
          <TextArea label={RESTRICTIONS_UI.domains} hint={RESTRICTIONS_UI.domainsHint} rows={4} {...fieldProps(formik, 'domains')} />
          {ageEnabled ? (
            <TextField label={RESTRICTIONS_UI.minAge} hint={RESTRICTIONS_UI.minAgeHint} inputMode="numeric" {...fieldProps(formik, 'minAge')} />
          ) : (
            <p>{RESTRICTIONS_UI.ageDisabled}</p>
          )}
        </EditForm>
        {!isDisabled('analytics') && !locked && (
          <ImpactPreview
            rule={{
              itemId,
              countrySet: chosen,
              domains: changedDomains(lines(formik.initialValues.domains), formik.values.domains),
              minAge: ageEnabled && /^\d+$/.test(formik.values.minAge.trim()) ? Number(formik.values.minAge) : null,
            }}
          />
        )}
      </LoadState>
    </section>
  );
}
