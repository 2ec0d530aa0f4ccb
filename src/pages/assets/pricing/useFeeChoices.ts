import type { AccessTypeInfo, PaymentProvider } from '../../../api/itemTypes';
import type { CountrySet } from '../../../api/restrictions';
import { readsTogether, type ReadsTogether } from '../../../components/list/readsTogether';
import { fetchAccessTypes, fetchPaymentProviders } from '../../../ducks/assets';
import { useStoredRead } from '../../../ducks/requests/readHooks';
import { fetchCountrySets } from '../../../ducks/restrictions';

const NONE: readonly never[] = [];

interface FeeChoices {
  types: readonly AccessTypeInfo[];
  countrySets: readonly CountrySet[];
  providers: readonly PaymentProvider[];
  /** The three reads as one LoadState. */
  load: ReadsTogether;
}

/** What a fee form offers (access types, the merchant's country sets and payment providers), read once per screen. */
export function useFeeChoices(): FeeChoices {
  const types = useStoredRead(fetchAccessTypes, undefined);
  const countrySets = useStoredRead(fetchCountrySets, undefined);
  const providers = useStoredRead(fetchPaymentProviders, undefined);
  return {
    types: types.view.data ?? NONE,
    countrySets: countrySets.view.data ?? NONE,
    providers: providers.view.data ?? NONE,
    load: readsTogether(types, countrySets, providers),
  };
}
