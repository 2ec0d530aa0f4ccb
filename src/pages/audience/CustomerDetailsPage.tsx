import { useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { CustomerActivity, CustomerDetails } from '../../api/audience';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormDialog } from '../../components/FormDialog';
import { CustomerDetailsFrame } from './CustomerDetailsFrame';
import { useModal } from '../../components/Modal';
import { Facts } from '../../components/Facts';
import { SectionPanel } from '../../components/SectionPanel';
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
} from '../../ducks/audience';
import { useStoredRead } from '../../ducks/requests/readHooks';
import { PATHS } from '../../routes/paths';
import { useCan } from '../../routes/useCan';
import { Pill } from '../../components/Pill';
import { CustomerTables } from './CustomerTables';
import { Actions, EraseForm, ProfileForm, ResetForm } from './CustomerForms';
import { EntitlementPanel } from './EntitlementPanel';
import { formatMoney } from '../dashboard/format';

const Panels = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  gap: 16px;
`;

const date = (seconds: number | null) => (seconds ? utcTableDate(seconds) : AUDIENCE_UI.never);

export function ProfilePanel({ customer, writable }: { customer: CustomerDetails; writable: boolean }) {
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
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const ref = useMemo(() => ({ id }), [id]);
  const { view, retry } = useStoredRead(fetchCustomer, ref, valid);
  const activity = useStoredRead(fetchCustomerActivity, ref, valid).view.data;
  const { isReadOnly } = useCan();
  return (
    <CustomerDetailsFrame
      id={id}
      valid={valid}
      view={view}
      retry={retry}
      back={{ to: PATHS.audience, label: AUDIENCE_UI.backToList }}
      title={AUDIENCE_UI.detailsTitle}
      failure={AUDIENCE_UI.customerLoadFailed}
      erasedHint={AUDIENCE_UI.erasedHint}
    >
      {(customer) => (
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
    </CustomerDetailsFrame>
  );
}
