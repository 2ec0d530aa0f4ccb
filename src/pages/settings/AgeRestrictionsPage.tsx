import { useFormik } from 'formik';
import { useId, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import * as yup from 'yup';
import { Button } from '../../components/Button';
import { Checkbox, SelectField, TextField, useSubmit } from '../../components/form';
import { UnsavedChangesBar } from '../../components/form/UnsavedChanges';
import { LoadState } from '../../components/list/LoadState';
import { RESTRICTIONS_UI } from '../../constants/messages/restrictions';
import { AGE_VERIFICATION_TYPES, MIN_AGE_LIMIT, NO_MIN_AGE, type AgeVerificationType } from '../../contracts/values';
import { selectAccount } from '../../ducks/auth/selectors';
import { deleteGlobalAge, fetchAgeEnabled, fetchAgeSettings, fetchGlobalAge, setGlobalAge, updateAgeSettings } from '../../ducks/restrictions';
import { useRequest } from '../../ducks/requests/hooks';
import { useStoredRead } from '../../ducks/requests/readHooks';
import { useCan } from '../../routes/useCan';
import { fieldProps } from '../public/shared/forms';
import { EditForm } from '../assets/EditForm';
import { ImpactPreview } from './ImpactPreview';

const Actions = styled.div`
  display: flex;
  gap: 8px;
`;

const TYPE_OPTIONS = AGE_VERIFICATION_TYPES.map((type) => ({ value: type, label: RESTRICTIONS_UI.verificationTypes[type] }));

/** The age verification settings (feature Age Verification). */
function VerificationSettings({ merchantUuid, tenantUuid, writable }: { merchantUuid: string; tenantUuid: string; writable: boolean }) {
  const headingId = useId();
  const { view: load, retry } = useStoredRead(fetchAgeSettings, useMemo(() => ({ merchantUuid }), [merchantUuid]));
  const { submit } = useSubmit(updateAgeSettings);
  const formik = useFormik<{ enabled: boolean; type: AgeVerificationType }>({
    initialValues: { enabled: load.data?.age_verification_enabled ?? false, type: load.data?.age_verification_type ?? 'date_of_birth' },
    enableReinitialize: true,
    onSubmit: ({ enabled, type }, helpers) =>
      submit({ merchantUuid, tenantUuid, age_verification_enabled: enabled ? 'true' : 'false', age_verification_type: type }, helpers),
  });
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{RESTRICTIONS_UI.verificationTitle}</h2>
      <LoadState state={load} ready={load.data !== undefined} onRetry={retry}>
        <EditForm label={RESTRICTIONS_UI.verificationTitle} readOnly={!writable} onSubmit={formik.handleSubmit} submitting={formik.isSubmitting} dirty={formik.dirty} guard={formik}>
          <Checkbox label={RESTRICTIONS_UI.verificationEnabled} name="enabled" checked={formik.values.enabled} onChange={formik.handleChange} />
          <SelectField label={RESTRICTIONS_UI.verificationType} options={TYPE_OPTIONS} {...fieldProps(formik, 'type')} />
        </EditForm>
      </LoadState>
    </section>
  );
}

const ageSchema = yup.object({
  minAge: yup
    .string()
    .trim()
    .required(RESTRICTIONS_UI.invalidAge)
    .matches(/^\d+$/, RESTRICTIONS_UI.invalidAge)
    .test('range', RESTRICTIONS_UI.invalidAge, (value) => Number(value) >= 1 && Number(value) <= MIN_AGE_LIMIT),
});

/** The merchant-wide minimum age: loaded only when age verification is on (catalogue 7.8). */
function GlobalAge({ writable, impact }: { writable: boolean; impact: boolean }) {
  const dispatch = useDispatch();
  const headingId = useId();
  const { view: load, retry } = useStoredRead(fetchGlobalAge, undefined);
  const removing = useRequest(deleteGlobalAge).status === 'pending';
  const current = load.data?.min_age ?? NO_MIN_AGE;
  const { submit } = useSubmit(setGlobalAge);
  const formik = useFormik({
    initialValues: { minAge: current === NO_MIN_AGE ? '' : String(current) },
    enableReinitialize: true,
    validationSchema: ageSchema,
    onSubmit: ({ minAge }, helpers) => submit({ min_age: Number(minAge) }, helpers),
  });
  const typed = /^\d+$/.test(formik.values.minAge.trim()) ? Number(formik.values.minAge) : null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{RESTRICTIONS_UI.globalAgeTitle}</h2>
      <LoadState state={load} ready={load.data !== undefined} onRetry={retry}>
        <p>{current === NO_MIN_AGE ? RESTRICTIONS_UI.globalAgeNone : RESTRICTIONS_UI.globalAgeCurrent(current)}</p>
        <form noValidate onSubmit={formik.handleSubmit} aria-label={RESTRICTIONS_UI.globalAgeTitle}>
          <fieldset disabled={!writable} style={{ border: 0, margin: 0, padding: 0 }}>
            <TextField label={RESTRICTIONS_UI.minAge} inputMode="numeric" {...fieldProps(formik, 'minAge')} />
          </fieldset>
          {writable && <UnsavedChangesBar form={formik} saveLabel={RESTRICTIONS_UI.setGlobalAge} />}
          {writable && current !== NO_MIN_AGE && (
            <Actions>
              <Button $variant="secondary" disabled={removing} onClick={() => dispatch(deleteGlobalAge.request())}>
                {RESTRICTIONS_UI.removeGlobalAge}
              </Button>
            </Actions>
          )}
        </form>
        {impact && writable && typed !== null && typed !== current && <ImpactPreview rule={{ minAge: typed }} />}
      </LoadState>
    </section>
  );
}

/** /settings/auth/age-restrictions: age verification (feature Age Verification) and the merchant-wide minimum age. */
export default function AgeRestrictionsPage() {
  const account = useSelector(selectAccount);
  const tenantUuid = account?.tenant_uuid ?? '';
  const merchantUuid = account?.merchant_uuid ?? '';
  const { isReadOnly, isDisabled, hasFeature } = useCan();
  const writable = !isReadOnly('ageRestrictions');
  const { view: enabled, retry } = useStoredRead(fetchAgeEnabled, useMemo(() => ({ tenantUuid }), [tenantUuid]), tenantUuid !== '');
  return (
    <section>
      <h1>{RESTRICTIONS_UI.ageTitle}</h1>
      <p>{RESTRICTIONS_UI.ageIntro}</p>
      {!writable && <p>{RESTRICTIONS_UI.readOnly}</p>}
      {hasFeature('Age Verification') ? <VerificationSettings merchantUuid={merchantUuid} tenantUuid={tenantUuid} writable={writable} /> : <p>{RESTRICTIONS_UI.featureOff}</p>}
      <LoadState state={enabled} ready={enabled.data !== undefined} onRetry={retry}>
        {enabled.data?.age_verification_enabled ? <GlobalAge writable={writable} impact={!isDisabled('analytics')} /> : <p>{RESTRICTIONS_UI.ageDisabledHere}</p>}
      </LoadState>
    </section>
  );
}
