import type { PayloadAction } from '@reduxjs/toolkit';
import { call, select, takeEvery } from 'redux-saga/effects';
import type { Account } from '../../api/types';
import { sendBeacon, type BeaconEvent } from '../../analytics/beacon';
import { tourEnded, tourStarted } from '../../tour/slice';
import { selectAccount } from '../auth/selectors';
import type { OvpPlatform } from '../../contracts/values';
import { boxSelected, ovpBoxSelected } from './actions';
import type { InfoBoxId } from './types';

function* track(event: BeaconEvent) {
  const account: Account | null = yield select(selectAccount);
  if (!account) return;
  // sendBeacon never rejects: tracking failures are ignored.
  yield call(sendBeacon, event, { userId: account.id });
}

const boxEvent = ({ payload }: PayloadAction<InfoBoxId>): BeaconEvent => ({
  tag: `box_${payload}`,
  action: 'click',
  type: 'dashboard',
  pageTags: ['analytics'],
});

const ovpBoxEvent = ({ payload }: PayloadAction<OvpPlatform>): BeaconEvent => ({
  tag: `box_${payload}`,
  action: 'click',
  type: 'integrations',
  pageTags: ['ovp-integrations'],
});

const tourEvent = (action: string): BeaconEvent => ({ tag: 'guided_tour', action, type: 'tour', pageTags: ['tour'] });

/** Dashboard and video platform box clicks, and tour start and end go to the analytics beacon; each event is independent. */
export function* beaconSaga() {
  yield takeEvery(boxSelected.type, (action: PayloadAction<InfoBoxId>) => track(boxEvent(action)));
  yield takeEvery(ovpBoxSelected.type, (action: PayloadAction<OvpPlatform>) => track(ovpBoxEvent(action)));
  yield takeEvery(tourStarted.type, () => track(tourEvent('start')));
  yield takeEvery(tourEnded.type, (action: PayloadAction<{ completed: boolean }>) =>
    track(tourEvent(action.payload.completed ? 'complete' : 'end')),
  );
}
