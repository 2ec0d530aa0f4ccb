import { createAction } from '@reduxjs/toolkit';
import { call, put, takeLeading } from 'redux-saga/effects';
import { BILLING } from '../../constants/messages/billing';
import { noticeShown } from '../notices/slice';
import { connectStripe } from './endpoints';
import { takeStripeState } from './stripeOAuth';

/** Stripe's OAuth page sent the merchant back to the callback with these parameters. */
export const stripeCallbackReceived = createAction<{ code: string | null; state: string | null; error: string | null }>('billing/stripeCallbackReceived');

/**
 * The callback's workflow: the code is posted (`authorization_code`) only when Stripe handed back the state this tab
 * sent and reported no error; otherwise the spec's Stripe Connect error shows. The screen goes to the payment
 * settings either way.
 */
export function* billingSaga() {
  yield takeLeading(stripeCallbackReceived.type, function* received({ payload }: ReturnType<typeof stripeCallbackReceived>) {
    const expected: boolean = yield call(takeStripeState, payload.state);
    if (expected && payload.code && !payload.error) yield put(connectStripe.request({ authorization_code: payload.code }));
    else yield put(noticeShown({ kind: 'error', text: BILLING.stripeConnectError }));
  });
}
