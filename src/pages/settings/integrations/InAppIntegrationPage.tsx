import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useParams } from 'react-router-dom';
import { useSubmit } from '../../../components/form';
import { LoadState } from '../../../components/list/LoadState';
import { SectionPanel } from '../../../components/SectionPanel';
import { INTEGRATIONS_UI as UI, STORE_NAMES } from '../../../constants/messages/integrations';
import { IN_APP_STORES, IN_APP_TYPES, type InAppKey, type InAppType } from '../../../contracts/values';
import { selectAuth } from '../../../ducks/auth/selectors';
import { createGoogleInApp, fetchGoogleInApp, fetchInAppKeys, fetchProviderMetadata, saveInAppKeys, updateGoogleInApp, updateInAppKeys } from '../../../ducks/integrations';
import { useStoredRead } from '../../../ducks/requests/readHooks';
import { PATHS } from '../../../routes/paths';
import { RouteLink } from '../../../routes/RouteLink';
import { useCan } from '../../../routes/useCan';
import { HealthPanel } from './IntegrationHealth';
import { KeysForm } from './KeysForm';
import { storeForm } from './storeKeys';

/** Google's keys are its own setup: the first save is a POST, every later one a PUT (spec section 4). */
function GoogleKeys({ writable }: { writable: boolean }) {
  const merchantUuid = useSelector(selectAuth).account?.merchant_uuid ?? '';
  const { view, retry } = useStoredRead(fetchGoogleInApp, undefined);
  const exists = view.data?.configured === true;
  const create = useSubmit(createGoogleInApp);
  const update = useSubmit(updateGoogleInApp);
  const { fields, schema } = useMemo(() => storeForm('google-in-app'), []);
  return (
    <LoadState state={view} ready={view.data !== undefined} onRetry={retry}>
      <KeysForm
        label={UI.keysTitle}
        fields={fields}
        saved={view.data ?? {}}
        exists={exists}
        writable={writable}
        schema={schema}
        onSubmit={({ site_token = '', playstore_public_key = '' }, helpers) =>
          (exists ? update : create).submit({ site_token, playstore_public_key, merchant_uuid: merchantUuid }, helpers)
        }
      />
    </LoadState>
  );
}

/** Apple, Amazon and Roku: provider metadata saved by the store's provider id, always with a PUT. */
function ProviderKeys({ type, writable }: { type: InAppType; writable: boolean }) {
  const providers = useStoredRead(fetchProviderMetadata, undefined);
  const gateway = IN_APP_STORES[type].gateway;
  const provider = providers.view.data?.collection.find((entry) => entry.name === gateway);
  return (
    <LoadState state={providers.view} ready={providers.view.data !== undefined} onRetry={providers.retry}>
      {provider ? (
        <StoreKeys type={type} id={provider.payment_provider_id} writable={writable} />
      ) : (
        <p>
          {UI.noProvider(gateway)} <RouteLink to={PATHS.paymentSettings}>{UI.paymentSettings}</RouteLink>
        </p>
      )}
    </LoadState>
  );
}

function StoreKeys({ type, id, writable }: { type: InAppType; id: number; writable: boolean }) {
  const { view, retry } = useStoredRead(fetchInAppKeys, useMemo(() => ({ id }), [id]));
  const exists = view.data?.metadata != null;
  const save = useSubmit(saveInAppKeys, { key: String(id) });
  const update = useSubmit(updateInAppKeys, { key: String(id) });
  const { fields, schema } = useMemo(() => storeForm(type), [type]);
  const saved: Partial<Record<InAppKey, string>> = { ...view.data?.metadata, ...(view.data?.p8_certificate ? { p8_certificate: view.data.p8_certificate } : {}) };
  return (
    <LoadState state={view} ready={view.data !== undefined} onRetry={retry}>
      <KeysForm
        label={UI.keysTitle}
        fields={fields}
        saved={saved}
        exists={exists}
        writable={writable}
        schema={schema}
        onSubmit={({ p8_certificate, ...metadata }, helpers) => {
          const given = Object.fromEntries(Object.entries(metadata).filter(([, value]) => value !== ''));
          return (exists ? update : save).submit({ id, payment_provider_id: String(id), metadata: given, ...(p8_certificate ? { p8_certificate } : {}) }, helpers);
        }}
      />
    </LoadState>
  );
}

/**
 * /settings/integrations/in-app-integrations/{type}: the store's keys (spec sections 2 to 5), 'Save' before they exist
 * and 'Update' after; read-only for customer support.
 */
export default function InAppIntegrationPage() {
  const param = useParams().type;
  const type = IN_APP_TYPES.find((known) => known === param);
  return type ? <StoreScreen key={type} type={type} /> : <Navigate to={PATHS.notFound} replace />;
}

function StoreScreen({ type }: { type: InAppType }) {
  const writable = !useCan().isReadOnly('inAppIntegrations');
  return (
    <section>
      <p>
        <RouteLink to={PATHS.inAppIntegrations}>{UI.back}</RouteLink>
      </p>
      <h1>{STORE_NAMES[type]}</h1>
      {!writable && <p>{UI.readOnly}</p>}
      <SectionPanel aria-label={UI.keysTitle}>{type === 'google-in-app' ? <GoogleKeys writable={writable} /> : <ProviderKeys type={type} writable={writable} />}</SectionPanel>
      <HealthPanel integration={type} />
    </section>
  );
}
