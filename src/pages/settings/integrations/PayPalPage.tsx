import { useSelector } from 'react-redux';
import { useSubmit } from '../../../components/form';
import { LoadState } from '../../../components/list/LoadState';
import { INTEGRATIONS_UI as UI } from '../../../constants/messages/integrations';
import { PAYPAL_GATEWAY } from '../../../contracts/values';
import { selectAuth } from '../../../ducks/auth/selectors';
import { fetchProviderMetadata, savePayPal, updatePayPal } from '../../../ducks/integrations';
import { useStoredRead } from '../../../ducks/requests/readHooks';
import { PATHS } from '../../../routes/paths';
import { RouteLink } from '../../../routes/RouteLink';
import { useCan } from '../../../routes/useCan';
import { HealthPanel } from './IntegrationHealth';
import { KeysForm } from './KeysForm';
import { PAYPAL_FIELDS, PAYPAL_SCHEMA } from './storeKeys';

/**
 * /settings/integrations/in-app-integrations/paypal (feature ExternalPaypalIntegration): PayPal's keys, kept as the
 * PayPal provider's metadata and always saved with a PUT; 'Save' before they exist and 'Update' after (spec section 4).
 */
export default function PayPalPage() {
  const writable = !useCan().isReadOnly('inAppIntegrations');
  const merchantUuid = useSelector(selectAuth).account?.merchant_uuid ?? '';
  const { view, retry } = useStoredRead(fetchProviderMetadata, undefined);
  const provider = view.data?.collection.find((entry) => entry.name === PAYPAL_GATEWAY);
  const exists = provider?.metadata != null;
  const save = useSubmit(savePayPal);
  const update = useSubmit(updatePayPal);
  return (
    <section>
      <p>
        <RouteLink to={PATHS.inAppIntegrations}>{UI.back}</RouteLink>
      </p>
      <h1>{UI.payPalTitle}</h1>
      <p>{UI.payPalIntro}</p>
      {!writable && <p>{UI.readOnly}</p>}
      <LoadState state={view} ready={view.data !== undefined} onRetry={retry}>
        {provider ? (
          <KeysForm
            label={UI.keysTitle}
            fields={PAYPAL_FIELDS}
            saved={provider.metadata ?? {}}
            exists={exists}
            writable={writable}
            schema={PAYPAL_SCHEMA}
            onSubmit={(metadata, helpers) =>
              (exists ? update : save).submit({ payment_provider_id: String(provider.payment_provider_id), merchant_id: merchantUuid, metadata }, helpers)
            }
          />
        ) : (
          <p>
            {UI.noProvider(PAYPAL_GATEWAY)} <RouteLink to={PATHS.paymentSettings}>{UI.paymentSettings}</RouteLink>
          </p>
        )}
      </LoadState>
      <HealthPanel integration="paypal" />
    </section>
  );
}
