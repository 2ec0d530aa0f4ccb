import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import type { AccessTypeInfo, PaymentProvider } from '../../../api/itemTypes';
import type { CountrySet } from '../../../api/restrictions';
import { fetchAccessTypes, fetchPaymentProviders } from '../../../ducks/assets';
import { useRequest } from '../../../ducks/requests/hooks';
import { fetchCountrySets } from '../../../ducks/restrictions';

const NONE: readonly never[] = [];

/** What a fee form offers (access types, the merchant's country sets and payment providers), read once per screen. */
export function useFeeChoices(): { types: readonly AccessTypeInfo[]; countrySets: readonly CountrySet[]; providers: readonly PaymentProvider[] } {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(fetchAccessTypes.request());
    dispatch(fetchCountrySets.request());
    dispatch(fetchPaymentProviders.request());
  }, [dispatch]);
  return {
    types: useRequest(fetchAccessTypes).data ?? NONE,
    countrySets: useRequest(fetchCountrySets).data ?? NONE,
    providers: useRequest(fetchPaymentProviders).data ?? NONE,
  };
}
