import { useFormik } from 'formik';
import { useId, useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import * as yup from 'yup';
import type { CustomerActivity, CustomerDetails } from '../../api/audience';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormDialog } from '../../components/FormDialog';
import { PasswordField, TextField, useSubmit } from '../../components/form';
import { LoadState } from '../../components/list/LoadState';
import { useModal } from '../../components/Modal';
import { Facts } from '../../components/Facts';
import { SectionPanel } from '../../components/SectionPanel';
import { FORM } from '../../constants/messages';
import { AUDIENCE_UI } from '../../constants/messages/audience';
import { paymentCountry, utcTableDate } from '../../constants/payments';
import {
  deactivateCustomer,
  eraseCustomer,
  exportCustomerData,
  fetchCustomer,
  fetchCustomerActivity,
  reactivateCustomer,
  resetCustomerPassword,
  updateCustomerProfile,
} from '../../ducks/audience';
import { useStoredRead } from '../../ducks/requests/readHooks';
import { PATHS } from '../../routes/paths';
import { RouteLink } from '../../routes/RouteLink';
import { useCan } from '../../routes/useCan';
import { fieldProps } from '../public/shared/forms';
import { Pill } from '../../components/Pill';
import { CustomerTables } from './CustomerTables';
import { EntitlementPanel } from './EntitlementPanel';
import { formatMoney } from '../dashboard/format';

const Panels = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  gap: 16px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const date = (seconds: number | null) => (seconds ? utcTableDate(seconds) : AUDIENCE_UI.never);

interface MetadataRow {
  key: string;
  value: string;
}

const PROFILE_SCHEMA = yup.object({
  full_name: yup.string().trim().min(2, AUDIENCE_UI.fullName).max(250),
  metadata: yup.array(yup.object({ key: yup.string().trim().matches(/^[A-Za-z0-9_.-]{1,64}$/, AUDIENCE_UI.metadataKey), value: yup.string().max(1000) })),
});
const RESET_SCHEMA = yup.object({ branding: yup.string().trim().matches(/^\d*$/, AUDIENCE_UI.branding) });
const ERASE_SCHEMA = yup.object({ password: yup.string().required(FORM.required) });

/** The full name and metadata (keys added, changed or removed; a removed key is sent empty, which deletes it). */
function ProfileForm({ customer, onDone }: { customer: CustomerDetails; onDone: () => void }) {
  const formId = useId();
  const { submit } = useSubmit(updateCustomerProfile, { key: String(customer.id), onSuccess: onDone });
  const initial: MetadataRow[] = Object.entries(customer.metadata).map(([key, value]) => ({ key, value }));
  const formik = useFormik<{ full_name: string; metadata: MetadataRow[] }>({
    initialValues: { full_name: customer.full_name, metadata: initial },
    validationSchema: PROFILE_SCHEMA,
    onSubmit: (values, helpers) => {
      const metadata: Record<string, string> = {};
      for (const { key } of initial) metadata[key] = '';
      for (const { key, value } of values.metadata) if (key.trim()) metadata[key.trim()] = value;
      const nameChanged = values.full_name.trim() !== customer.full_name;
      return submit({ id: customer.id, ...(nameChanged ? { full_name: values.full_name.trim() } : {}), metadata }, helpers);
    },
  });
  const rows = formik.values.metadata;
  return (
    <form id={formId} noValidate onSubmit={formik.handleSubmit} aria-label={AUDIENCE_UI.editProfile}>
      <TextField label={AUDIENCE_UI.fullName} autoComplete="off" {...fieldProps(formik, 'full_name')} />
      <fieldset>
        <legend>{AUDIENCE_UI.metadata}</legend>
        {rows.map((row, index) => (
          <Actions key={index}>
            <TextField name={`metadata.${index}.key`} label={AUDIENCE_UI.metadataKey} value={row.key} onChange={formik.handleChange} />
            <TextField name={`metadata.${index}.value`} label={AUDIENCE_UI.metadataValue} value={row.value} onChange={formik.handleChange} />
            <Button $variant="link" aria-label={AUDIENCE_UI.removeMetadata(row.key)} onClick={() => void formik.setFieldValue('metadata', rows.filter((_row, at) => at !== index))}>
              ✕
            </Button>
          </Actions>
        ))}
        <Button $variant="secondary" onClick={() => void formik.setFieldValue('metadata', [...rows, { key: '', value: '' }])}>
          {AUDIENCE_UI.addMetadata}
        </Button>
      </fieldset>
      <Actions>
        <Button type="submit" disabled={formik.isSubmitting}>
          {AUDIENCE_UI.saveProfile}
        </Button>
        <Button $variant="secondary" onClick={onDone}>
          {AUDIENCE_UI.cancel}
        </Button>
      </Actions>
    </form>
  );
}

function ResetForm({ formId, id, onDone }: { formId: string; id: number; onDone: () => void }) {
  const { submit } = useSubmit(resetCustomerPassword, { key: String(id), onSuccess: onDone });
  const formik = useFormik({
    initialValues: { branding: '' },
    validationSchema: RESET_SCHEMA,
    onSubmit: ({ branding }, helpers) => submit({ id, ...(branding.trim() ? { brandingId: branding.trim() } : {}) }, helpers),
  });
  return (
    <form id={formId} noValidate onSubmit={formik.handleSubmit}>
      <p>{AUDIENCE_UI.resetText}</p>
      <TextField label={AUDIENCE_UI.branding} inputMode="numeric" {...fieldProps(formik, 'branding')} />
    </form>
  );
}

function EraseForm({ formId, id, onDone }: { formId: string; id: number; onDone: () => void }) {
  const { submit } = useSubmit(eraseCustomer, { key: String(id), onSuccess: onDone });
  const formik = useFormik({
    initialValues: { password: '' },
    validationSchema: ERASE_SCHEMA,
    onSubmit: ({ password }, helpers) => submit({ id, password }, helpers),
  });
  return (
    <form id={formId} noValidate onSubmit={formik.handleSubmit}>
      <p>{AUDIENCE_UI.eraseText}</p>
      <PasswordField label={AUDIENCE_UI.yourPassword} autoComplete="current-password" {...fieldProps(formik, 'password')} />
    </form>
  );
}

function ProfilePanel({ customer, writable }: { customer: CustomerDetails; writable: boolean }) {
  const [editing, setEditing] = useState(false);
  const entries = Object.entries(customer.metadata);
  return (
    <SectionPanel aria-label={AUDIENCE_UI.profile}>
      <h2>{AUDIENCE_UI.profile}</h2>
      {editing ? (
        <ProfileForm customer={customer} onDone={() => setEditing(false)} />
      ) : (
        <>
          <Facts>
            <dt>{AUDIENCE_UI.email}</dt>
            <dd>{customer.email}</dd>
            <dt>{AUDIENCE_UI.fullName}</dt>
            <dd>{customer.full_name}</dd>
            <dt>{AUDIENCE_UI.accountStatus}</dt>
            <dd>
              <Pill>{customer.active ? AUDIENCE_UI.active : AUDIENCE_UI.inactive}</Pill>
            </dd>
            <dt>{AUDIENCE_UI.registered}</dt>
            <dd>{utcTableDate(customer.created_at)}</dd>
            <dt>{AUDIENCE_UI.metadata}</dt>
            <dd>{entries.length === 0 ? AUDIENCE_UI.noMetadata : entries.map(([key, value]) => `${key}: ${value}`).join(', ')}</dd>
          </Facts>
          {writable && (
            <Button $variant="secondary" onClick={() => setEditing(true)}>
              {AUDIENCE_UI.editProfile}
            </Button>
          )}
        </>
      )}
    </SectionPanel>
  );
}

function AnalyticsPanel({ customer, activity }: { customer: CustomerDetails; activity: CustomerActivity | undefined }) {
  const { analytics, geodata } = customer;
  const logins = activity?.activity.reduce((sum, day) => sum + day.logins, 0);
  return (
    <>
      <SectionPanel aria-label={AUDIENCE_UI.geodata}>
        <h2>{AUDIENCE_UI.geodata}</h2>
        <Facts>
          <dt>{AUDIENCE_UI.continent}</dt>
          <dd>{geodata.continent || 'N/A'}</dd>
          <dt>{AUDIENCE_UI.country}</dt>
          <dd>{geodata.country_name ? `${geodata.country_name} (${geodata.country})` : paymentCountry(geodata.country)}</dd>
        </Facts>
      </SectionPanel>
      <SectionPanel aria-label={AUDIENCE_UI.analytics}>
        <h2>{AUDIENCE_UI.analytics}</h2>
        <Facts>
          <dt>{AUDIENCE_UI.lastLogin}</dt>
          <dd>{date(analytics.last_login)}</dd>
          <dt>{AUDIENCE_UI.totalAssetsBought}</dt>
          <dd>{analytics.total_assets_bought}</dd>
          <dt>{AUDIENCE_UI.totalTransactions}</dt>
          <dd>{analytics.total_transactions}</dd>
          <dt>{AUDIENCE_UI.moneySpent}</dt>
          <dd>{analytics.money_spent.length === 0 ? AUDIENCE_UI.noLifetimeValue : analytics.money_spent.map((money) => formatMoney(money.amount, money.currency)).join(', ')}</dd>
          <dt>{AUDIENCE_UI.firstPurchase}</dt>
          <dd>{date(analytics.first_purchase)}</dd>
          <dt>{AUDIENCE_UI.lastPurchase}</dt>
          <dd>{date(analytics.last_purchase)}</dd>
        </Facts>
        <h3>{AUDIENCE_UI.contentRequestLog}</h3>
        {analytics.content_request_log.length === 0 ? (
          <p>{AUDIENCE_UI.noRequests}</p>
        ) : (
          <ul>
            {analytics.content_request_log.map((entry) => (
              <li key={`${entry.item_id}:${entry.requested_at}`}>
                {utcTableDate(entry.requested_at)} · {entry.item_title}
              </li>
            ))}
          </ul>
        )}
      </SectionPanel>
      <SectionPanel aria-label={AUDIENCE_UI.activity}>
        <h2>{AUDIENCE_UI.activity}</h2>
        {activity && (
          <Facts>
            <dt>{AUDIENCE_UI.loginsLast30}</dt>
            <dd>{logins}</dd>
            <dt>{AUDIENCE_UI.daysAsCustomer}</dt>
            <dd>{activity.days_as_customer}</dd>
            <dt>{AUDIENCE_UI.moneySpent}</dt>
            <dd>
              {activity.lifetime_values.length === 0
                ? AUDIENCE_UI.noLifetimeValue
                : activity.lifetime_values.map((value) => AUDIENCE_UI.lifetimeValue(value.currency, value.total, value.payments)).join('; ')}
            </dd>
          </Facts>
        )}
      </SectionPanel>
    </>
  );
}

function ActionsPanel({ customer, writable }: { customer: CustomerDetails; writable: boolean }) {
  const dispatch = useDispatch();
  const { isDisabled } = useCan();
  const reset = useModal('reset-customer-password');
  const deactivate = useModal('deactivate-customer');
  const erase = useModal('erase-customer');
  const canDeactivate = writable && !isDisabled('deactivateCustomers');
  const canErase = !isDisabled('deleteCustomers');
  if (!writable && !canErase) return null;
  return (
    <SectionPanel aria-label={AUDIENCE_UI.actions}>
      <h2>{AUDIENCE_UI.actions}</h2>
      <Actions>
        {writable && (
          <Button $variant="secondary" onClick={reset.open}>
            {AUDIENCE_UI.resetPassword}
          </Button>
        )}
        {canDeactivate &&
          (customer.active ? (
            <Button $variant="secondary" onClick={deactivate.open}>
              {AUDIENCE_UI.deactivate}
            </Button>
          ) : (
            <Button $variant="secondary" onClick={() => dispatch(reactivateCustomer.request({ id: customer.id }))}>
              {AUDIENCE_UI.reactivate}
            </Button>
          ))}
        {writable && (
          <Button $variant="secondary" onClick={() => dispatch(exportCustomerData.request({ id: customer.id }))}>
            {AUDIENCE_UI.exportData}
          </Button>
        )}
        {canErase && (
          <Button $variant="danger" onClick={erase.open}>
            {AUDIENCE_UI.erase}
          </Button>
        )}
      </Actions>
      <FormDialog id="reset-customer-password" title={AUDIENCE_UI.resetTitle} submitLabel={AUDIENCE_UI.send} cancelLabel={AUDIENCE_UI.cancel} endpoint={resetCustomerPassword}>
        {({ formId, close }) => <ResetForm formId={formId} id={customer.id} onDone={close} />}
      </FormDialog>
      <ConfirmDialog
        id="deactivate-customer"
        title={AUDIENCE_UI.deactivate}
        message={AUDIENCE_UI.deactivateText}
        confirmLabel={AUDIENCE_UI.deactivate}
        cancelLabel={AUDIENCE_UI.cancel}
        onConfirm={() => dispatch(deactivateCustomer.request({ id: customer.id }))}
      />
      <FormDialog id="erase-customer" title={AUDIENCE_UI.eraseTitle} submitLabel={AUDIENCE_UI.erase} cancelLabel={AUDIENCE_UI.cancel} endpoint={eraseCustomer}>
        {({ formId, close }) => <EraseForm formId={formId} id={customer.id} onDone={close} />}
      </FormDialog>
    </SectionPanel>
  );
}

/**
 * /audience/edit/{id}: who the customer is, what they did, what they can do (reset password, deactivate, export,
 * erase), their accesses, subscriptions and payments, and whether they can watch an item now. An erased customer
 * shows the platform's 'Requested account does not exist'.
 */
export default function CustomerDetailsPage() {
  const headingId = useId();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const ref = useMemo(() => ({ id }), [id]);
  const { view, retry } = useStoredRead(fetchCustomer, ref, valid);
  const activity = useStoredRead(fetchCustomerActivity, ref, valid).view.data;
  const { isReadOnly } = useCan();
  const customer = view.data;
  const erased = !valid || (view.status === 'failed' && view.error?.status === 404);
  return (
    <section aria-labelledby={headingId}>
      <p>
        <RouteLink to={PATHS.audience}>{AUDIENCE_UI.backToList}</RouteLink>
      </p>
      <h1 id={headingId}>
        {AUDIENCE_UI.detailsTitle}
        {customer && !erased ? `: ${customer.email}` : ''}
      </h1>
      {erased ? (
        <div role="alert">
          <p>
            <strong>{AUDIENCE_UI.erased}</strong>
          </p>
          <p>{AUDIENCE_UI.erasedHint}</p>
        </div>
      ) : (
        <LoadState state={view} ready={customer !== undefined && customer.id === id} onRetry={retry}>
          {customer && (
            <>
              <Panels>
                <ProfilePanel customer={customer} writable={!isReadOnly('customerDetails')} />
                <AnalyticsPanel customer={customer} activity={activity} />
              </Panels>
              <ActionsPanel customer={customer} writable={!isReadOnly('customerDetails')} />
              <CustomerTables customerId={customer.id} accessWritable={!isReadOnly('accesses') && !isReadOnly('customerDetails')} subscriptionsWritable={!isReadOnly('subscriptions')} />
              <EntitlementPanel customerId={customer.id} />
            </>
          )}
        </LoadState>
      )}
    </section>
  );
}
