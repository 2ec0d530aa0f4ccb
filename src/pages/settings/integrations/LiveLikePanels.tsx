import { useEffect, useId, useState } from 'react';
import { useDispatch } from 'react-redux';
import * as yup from 'yup';
import { Button } from '../../../components/Button';
import { Callout } from '../../../components/Callout';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useSubmit } from '../../../components/form';
import { LoadState } from '../../../components/list/LoadState';
import { useModal } from '../../../components/Modal';
import { SectionPanel } from '../../../components/SectionPanel';
import { FORM } from '../../../constants/messages/forms';
import { INTEGRATION_NOTICES, INTEGRATIONS_UI as UI, THIRD_PARTY_KEY_LABELS } from '../../../constants/messages/integrations';
import { connectLiveLike, createLiveLikeAccount, disconnectLiveLike } from '../../../ducks/integrations';
import { useRequest } from '../../../ducks/requests/hooks';
import { useStoredRead } from '../../../ducks/requests/readHooks';
import { fetchExternalAccount } from '../../../ducks/videoPlatforms';
import { KeysForm } from './KeysForm';

const LIVELIKE = { ovpName: 'livelike' } as const;
const DISCONNECT_MODAL = 'livelike-disconnect';
const KEY_FIELDS = [
  { name: 'client_id', label: THIRD_PARTY_KEY_LABELS.client_id ?? '' },
  { name: 'access_token', label: THIRD_PARTY_KEY_LABELS.access_token ?? '', secret: true },
] as const;
// Spec section 5: both keys required.
const KEY_SCHEMA = yup.object({ client_id: yup.string().trim().required(FORM.required), access_token: yup.string().trim().required(FORM.required) });

/** The intro view (spec section 2): not connected, the spec's warning with create and connect-existing; connected, disconnect. */
function Intro({ connected, clientId, onConnectExisting }: { connected: boolean; clientId: string; onConnectExisting: () => void }) {
  const dispatch = useDispatch();
  const confirm = useModal(DISCONNECT_MODAL);
  const creating = useRequest(createLiveLikeAccount).status === 'pending';
  const disconnecting = useRequest(disconnectLiveLike).status === 'pending';
  if (connected) {
    return (
      <>
        <p>{UI.liveLikeConnected(clientId)}</p>
        <Button $variant="secondary" disabled={disconnecting} onClick={confirm.open}>
          {UI.disconnect}
        </Button>
        <ConfirmDialog id={DISCONNECT_MODAL} message={UI.disconnectWarning} onConfirm={() => dispatch(disconnectLiveLike.request())} />
      </>
    );
  }
  return (
    <>
      <Callout $tone="warning">{INTEGRATION_NOTICES.liveLikeNotConnected}</Callout>
      <Button disabled={creating} onClick={() => dispatch(createLiveLikeAccount.request())}>
        {UI.createAccount}
      </Button>{' '}
      <Button $variant="secondary" onClick={onConnectExisting}>
        {UI.connectExisting}
      </Button>
    </>
  );
}

/** The connect-existing view: the account's client ID and access token; once keys exist the intro shows again. */
function ConnectExisting({ onBack }: { onBack: () => void }) {
  const { submit } = useSubmit(connectLiveLike);
  return (
    <>
      <h3>{UI.connectExistingTitle}</h3>
      <KeysForm label={UI.connectExistingTitle} fields={KEY_FIELDS} saved={{}} exists={false} writable schema={KEY_SCHEMA} onSubmit={(values, helpers) => submit({ ...LIVELIKE, ...values }, helpers)} />
      <Button $variant="secondary" onClick={onBack}>
        {UI.backToIntro}
      </Button>
    </>
  );
}

/** LiveLike (spec sections 2 and 4; feature LivelikeIntegration): its intro view and its connect-existing view. */
export function LiveLikePanels() {
  const headingId = useId();
  const [connecting, setConnecting] = useState(false);
  const { view, retry } = useStoredRead(fetchExternalAccount, LIVELIKE);
  const connected = view.data?.connected === true;
  // Once keys exist the connect-existing view is done: a later disconnect shows the intro again.
  useEffect(() => {
    if (connected) setConnecting(false);
  }, [connected]);
  return (
    <SectionPanel aria-labelledby={headingId}>
      <h2 id={headingId}>{UI.connectionTitle}</h2>
      <LoadState state={view} ready={view.data !== undefined} onRetry={retry}>
        {connecting && !connected ? (
          <ConnectExisting onBack={() => setConnecting(false)} />
        ) : (
          <Intro connected={connected} clientId={view.data?.keys.client_id ?? ''} onConnectExisting={() => setConnecting(true)} />
        )}
      </LoadState>
    </SectionPanel>
  );
}
