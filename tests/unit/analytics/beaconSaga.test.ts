import { sendBeacon } from '../../../src/analytics/beacon';
import { boxSelected, ovpBoxSelected } from '../../../src/ducks/analytics/actions';
import { tourEnded, tourStarted } from '../../../src/tour/slice';
import { features } from '../../../src/ducks/registry';
import { chromeFeatures } from '../../../src/ducks/signedInFeatures';
import { createAppStore } from '../../../src/store';
import { signedIn } from '../../support/render';
import { flush } from './harness';

// The signed-in console's store: the start-up features and the chrome's (the beacon among them).
const signedInStore = (preloaded?: object) => createAppStore([...features, ...chromeFeatures], preloaded);

jest.mock('../../../src/analytics/beacon', () => ({ sendBeacon: jest.fn().mockResolvedValue(true) }));

describe('beacon saga', () => {
  it('fires on dashboard box clicks and on tour start and end, with the signed-in user id', async () => {
    const auth = signedIn(['merchant', 'owner'], { id: 77 });
    const { store } = signedInStore({ auth });
    store.dispatch(boxSelected('revenue'));
    store.dispatch(tourStarted({ auto: true }));
    store.dispatch(tourEnded({ completed: false }));
    store.dispatch(tourStarted({ section: 'audience' }));
    store.dispatch(tourEnded({ completed: true }));
    await flush();
    expect(jest.mocked(sendBeacon).mock.calls).toEqual([
      [{ tag: 'box_revenue', action: 'click', type: 'dashboard', pageTags: ['analytics'] }, { userId: 77 }],
      [{ tag: 'guided_tour', action: 'start', type: 'tour', pageTags: ['tour'] }, { userId: 77 }],
      [{ tag: 'guided_tour', action: 'end', type: 'tour', pageTags: ['tour'] }, { userId: 77 }],
      [{ tag: 'guided_tour', action: 'start', type: 'tour', pageTags: ['tour'] }, { userId: 77 }],
      [{ tag: 'guided_tour', action: 'complete', type: 'tour', pageTags: ['tour'] }, { userId: 77 }],
    ]);
  });

  it('tracks a video platform box click as box_{tag}', async () => {
    jest.mocked(sendBeacon).mockClear();
    const { store } = signedInStore({ auth: signedIn(['merchant', 'owner'], { id: 77 }) });
    store.dispatch(ovpBoxSelected('kaltura'));
    await flush();
    expect(jest.mocked(sendBeacon).mock.calls).toEqual([[{ tag: 'box_kaltura', action: 'click', type: 'integrations', pageTags: ['ovp-integrations'] }, { userId: 77 }]]);
  });

  it('stays quiet without a signed-in account', async () => {
    jest.mocked(sendBeacon).mockClear();
    const { store } = signedInStore();
    store.dispatch(boxSelected('audience'));
    await flush();
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
