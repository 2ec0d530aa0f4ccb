import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Loader } from '../../components/Loader';
import { BILLING_UI } from '../../constants/messages/billing';
import { stripeCallbackReceived } from '../../ducks/billing';
import { PATHS } from '../../routes/paths';

/**
 * Stripe Connect's callback: Stripe's page sends the merchant back here with a code (or an error), which the billing
 * saga checks and posts; whatever happens, the merchant lands on the payment settings (spec section 4), where the
 * connected account shows once the call succeeds.
 */
export default function StripeCallbackPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    dispatch(stripeCallbackReceived({ code: params.get('code'), state: params.get('state'), error: params.get('error') }));
    navigate(PATHS.paymentSettings, { replace: true });
  }, [dispatch, navigate, params]);
  return <Loader label={BILLING_UI.connecting} />;
}
