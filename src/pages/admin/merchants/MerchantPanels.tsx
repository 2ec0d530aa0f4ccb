import { useFormik } from 'formik';
import { useId, useMemo, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import type { AdminMerchantDetails } from '../../../api/adminMerchants';
import type { AgeSettings } from '../../../api/restrictions';
import type { Feature } from '../../../api/types';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Checkbox, SelectField, useSubmit } from '../../../components/form';
import { LoadState } from '../../../components/list/LoadState';
import { useModal } from '../../../components/Modal';
import { SectionPanel } from '../../../components/SectionPanel';
import { MERCHANT_EDIT_UI } from '../../../constants/messages/adminMerchants';
import { RESTRICTIONS_UI } from '../../../constants/messages/restrictions';
import { utcTableDate } from '../../../constants/payments';
import { AGE_VERIFICATION_TYPES, type AgeVerificationType } from '../../../contracts/values';
import { decideConnect, fetchMerchantAgeSettings, fetchMerchantFeatures, saveMerchantAgeSettings, saveMerchantFeatures, setMasterRole } from '../../../ducks/adminMerchants';
import { useRequest } from '../../../ducks/requests/hooks';
import { useStoredRead } from '../../../ducks/requests/readHooks';
import { EditForm } from '../../assets/EditForm';
import { fieldProps } from '../../public/shared/forms';

const Boxes = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 4px 16px;
  margin-bottom: 12px;
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
`;

/** A panel with its heading, named by it. */
function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <SectionPanel aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </SectionPanel>
  );
}

/** Every feature as a checkbox; Save sends exactly the ones ticked. */
export function FeaturesPanel({ merchantId }: { merchantId: number }) {
  const { view, retry } = useStoredRead(fetchMerchantFeatures, useMemo(() => ({ id: merchantId }), [merchantId]));
  return (
    <Panel title={MERCHANT_EDIT_UI.features}>
      <LoadState state={view} ready={view.data !== undefined} onRetry={retry}>
        {view.data && <FeaturesForm merchantId={merchantId} features={view.data} />}
      </LoadState>
    </Panel>
  );
}

// The form starts from the loaded features (no first frame with every box clear) and follows later reads.
function FeaturesForm({ merchantId, features }: { merchantId: number; features: readonly Feature[] }) {
  const { submit } = useSubmit(saveMerchantFeatures, { key: String(merchantId) });
  const formik = useFormik<{ on: string[] }>({
    initialValues: { on: features.filter((feature) => feature.enabled).map((feature) => String(feature.id)) },
    enableReinitialize: true,
    onSubmit: ({ on }, helpers) => submit({ id: merchantId, featureIds: on.map(Number) }, helpers),
  });
  return (
    <EditForm label={MERCHANT_EDIT_UI.features} readOnly={false} onSubmit={formik.handleSubmit} submitting={formik.isSubmitting} dirty={formik.dirty} guard={formik}>
      <Boxes>
        {features.map((feature) => (
          <Checkbox
            key={feature.id}
            id={`feature-${merchantId}-${feature.id}`}
            name="on"
            value={String(feature.id)}
            label={feature.name}
            checked={formik.values.on.includes(String(feature.id))}
            onChange={formik.handleChange}
          />
        ))}
      </Boxes>
    </EditForm>
  );
}

/** The master (agency) role of the merchant's own account, switched on or off on Save. */
export function MasterRolePanel({ merchant }: { merchant: AdminMerchantDetails }) {
  const { submit } = useSubmit(setMasterRole, { key: String(merchant.id) });
  const formik = useFormik<{ master: boolean }>({
    initialValues: { master: merchant.master },
    enableReinitialize: true,
    onSubmit: ({ master }, helpers) => submit({ id: merchant.id, roleId: 'master', on: master }, helpers),
  });
  return (
    <Panel title={MERCHANT_EDIT_UI.masterRole}>
      <EditForm label={MERCHANT_EDIT_UI.masterRole} readOnly={false} onSubmit={formik.handleSubmit} submitting={formik.isSubmitting} dirty={formik.dirty} guard={formik}>
        <Checkbox name="master" label={MERCHANT_EDIT_UI.masterRoleLabel} checked={formik.values.master} onChange={formik.handleChange} />
      </EditForm>
    </Panel>
  );
}

const DECLINE_MODAL = 'connect-decline-confirm';

/** Staff approve or decline (after confirming) the merchant's Stripe Connect request (approved-for-connect). */
export function ConnectPanel({ merchant }: { merchant: AdminMerchantDetails }) {
  const dispatch = useDispatch();
  const pending = useRequest(decideConnect, String(merchant.id)).status === 'pending';
  const decide = (status: 'approve' | 'decline') => dispatch(decideConnect.request({ merchantId: merchant.id, status }));
  const confirmDecline = useModal(DECLINE_MODAL);
  return (
    <Panel title={MERCHANT_EDIT_UI.connect}>
      <p>
        {MERCHANT_EDIT_UI.connectStatus[merchant.connect_status]}
        {merchant.connect_decided_at !== null && ` ${MERCHANT_EDIT_UI.connectDecidedAt(utcTableDate(merchant.connect_decided_at))}`}
      </p>
      <Actions>
        <Button disabled={pending || merchant.connect_status === 'approved'} aria-label={MERCHANT_EDIT_UI.approveConnect} onClick={() => decide('approve')}>
          {MERCHANT_EDIT_UI.approve}
        </Button>
        <Button $variant="danger" disabled={pending || merchant.connect_status === 'declined'} aria-label={MERCHANT_EDIT_UI.declineConnect} onClick={confirmDecline.open}>
          {MERCHANT_EDIT_UI.decline}
        </Button>
      </Actions>
      <ConfirmDialog id={DECLINE_MODAL} message={MERCHANT_EDIT_UI.confirmDecline(merchant.email)} confirmLabel={MERCHANT_EDIT_UI.confirmDeclineYes} onConfirm={() => decide('decline')} />
    </Panel>
  );
}

const TYPE_OPTIONS = AGE_VERIFICATION_TYPES.map((type) => ({ value: type, label: RESTRICTIONS_UI.verificationTypes[type] }));

/** The merchant's age verification settings, as its own Age restrictions screen shows them. */
export function AgeSettingsPanel({ merchantUuid }: { merchantUuid: string }) {
  const { view, retry } = useStoredRead(fetchMerchantAgeSettings, useMemo(() => ({ merchantUuid }), [merchantUuid]));
  return (
    <Panel title={MERCHANT_EDIT_UI.ageSettings}>
      <LoadState state={view} ready={view.data !== undefined} onRetry={retry}>
        {view.data && <AgeSettingsForm settings={view.data} />}
      </LoadState>
    </Panel>
  );
}

function AgeSettingsForm({ settings }: { settings: AgeSettings }) {
  const merchantUuid = settings.merchant_uuid;
  const { submit } = useSubmit(saveMerchantAgeSettings, { key: merchantUuid });
  const formik = useFormik<{ enabled: boolean; type: AgeVerificationType }>({
    initialValues: { enabled: settings.age_verification_enabled, type: settings.age_verification_type },
    enableReinitialize: true,
    onSubmit: ({ enabled, type }, helpers) => submit({ merchantUuid, age_verification_enabled: enabled ? 'true' : 'false', age_verification_type: type }, helpers),
  });
  return (
    <EditForm label={MERCHANT_EDIT_UI.ageSettings} readOnly={false} onSubmit={formik.handleSubmit} submitting={formik.isSubmitting} dirty={formik.dirty} guard={formik}>
      <Checkbox label={RESTRICTIONS_UI.verificationEnabled} name="enabled" checked={formik.values.enabled} onChange={formik.handleChange} />
      <SelectField label={RESTRICTIONS_UI.verificationType} options={TYPE_OPTIONS} {...fieldProps(formik, 'type')} />
    </EditForm>
  );
}
