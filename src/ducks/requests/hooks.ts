import { useLayoutEffect, useRef } from 'react';
import { shallowEqual, useDispatch, useSelector } from 'react-redux';
import type { SessionKind } from '../../api/tokenStore';
import { DEFAULT_KEY, type Endpoint } from './defineEndpoint';
import { enterScreen, exitScreen, screenLeft } from './screens';
import { selectRequestView, type RequestView } from './selectors';
import type { RequestsState } from './slice';

type AppStateLike = { requests: RequestsState } & Record<string, unknown>;

/** A call's `{ status, error, data }` under a key ('_' when the call has no key). */
export function useRequest<Req, Res, Data = Res>(endpoint: Endpoint<Req, Res>, key: string = DEFAULT_KEY): RequestView<Data> {
  return useSelector((state: AppStateLike) => selectRequestView<Req, Res, Data>(state, endpoint, key), shallowEqual);
}

/**
 * Makes the component a screen: reads started while it shows are registered under it and cancelled when it goes.
 * A layout effect, so the screen is current before any child's effect asks for data. `session`: the session the
 * screen's calls are sent with when they name none (the admin console's screens: 'admin').
 */
export function useScreenScope(session?: SessionKind): void {
  const dispatch = useDispatch();
  const id = useRef<string | null>(null);
  useLayoutEffect(() => {
    const screen = enterScreen(id.current ?? undefined, session);
    id.current = screen;
    return () => {
      exitScreen(screen);
      dispatch(screenLeft(screen));
    };
  }, [dispatch, session]);
}
