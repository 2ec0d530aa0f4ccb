import { useFormik } from 'formik';
import { useDispatch } from 'react-redux';
import * as yup from 'yup';
import type { SocialApp } from '../../../api/authSettings';
import type { Account } from '../../../api/types';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormDialog } from '../../../components/FormDialog';
import { Checkbox, TextField, useSubmit } from '../../../components/form';
import { LoadState } from '../../../components/list/LoadState';
import { Table, type Column } from '../../../components/Table';
import { useRowDialog } from '../../../components/useRowDialog';
import { AUTH_SETTINGS_UI as UI, SOCIAL_NETWORK_LABELS } from '../../../constants/messages/authSettings';
import { SOCIAL_NETWORKS, type SocialNetwork } from '../../../contracts/values';
import { deleteSocialSetup, fetchSocialSettings, updateSocialList, updateSocialSetup } from '../../../ducks/authSettings';
import { useStoredRead } from '../../../ducks/requests/readHooks';
import { useCan } from '../../../routes/useCan';
import { fieldProps } from '../../public/shared/forms';
import { UnsavedChangesBar } from '../../../components/form/UnsavedChanges';

const SETUP_MODAL = 'social-setup';
const DELETE_MODAL = 'social-delete';

/** The networks the account lists in `metadata.social` (pipe-separated). */
const enabledOf = (account: Account): SocialNetwork[] =>
  (account.metadata.social ?? '').split('|').filter((name): name is SocialNetwork => (SOCIAL_NETWORKS as readonly string[]).includes(name));

function ButtonsForm({ enabled, writable }: { enabled: readonly SocialNetwork[]; writable: boolean }) {
  const { submit } = useSubmit(updateSocialList);
  const formik = useFormik({
    initialValues: { social: [...enabled] as string[] },
    enableReinitialize: true,
    onSubmit: ({ social }, helpers) => submit({ social: SOCIAL_NETWORKS.filter((network) => social.includes(network)) }, helpers),
  });
  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-label={UI.enabledHeading}>
      <fieldset disabled={!writable}>
        <legend>{UI.enabledLegend}</legend>
        {SOCIAL_NETWORKS.map((network) => (
          <Checkbox key={network} name="social" value={network} label={SOCIAL_NETWORK_LABELS[network]} checked={formik.values.social.includes(network)} onChange={formik.handleChange} />
        ))}
      </fieldset>
      {writable && <UnsavedChangesBar form={formik} saveLabel={UI.saveList} alwaysSavable />}
    </form>
  );
}

function SetupForm({ formId, network, current, onDone }: { formId: string; network: SocialNetwork; current?: SocialApp; onDone: () => void }) {
  const { submit } = useSubmit(updateSocialSetup, { onSuccess: onDone });
  const formik = useFormik({
    initialValues: { app_id: current?.metadata.app_id ?? '', app_secret: current?.metadata.app_secret ?? '' },
    validationSchema: yup.object({ app_id: yup.string().trim().required(UI.required).max(256), app_secret: yup.string().trim().required(UI.required).max(256) }),
    onSubmit: ({ app_id, app_secret }, helpers) => submit({ social_network: network, metadata: { app_id: app_id.trim(), app_secret: app_secret.trim() } }, helpers),
  });
  return (
    <form id={formId} noValidate onSubmit={formik.handleSubmit}>
      <TextField label={UI.appId} autoComplete="off" {...fieldProps(formik, 'app_id')} />
      <TextField label={UI.appSecret} autoComplete="off" {...fieldProps(formik, 'app_secret')} />
    </form>
  );
}

interface Row {
  network: SocialNetwork;
  shown: boolean;
  app?: SocialApp;
}

/** /settings/auth/social: the paywall's social sign-in buttons and each network's app keys (catalogue 7.14 "Social"). */
export default function SocialPage() {
  const dispatch = useDispatch();
  const writable = !useCan().isReadOnly('socialAuth');
  const { view: load, retry } = useStoredRead(fetchSocialSettings, undefined);
  const setupDialog = useRowDialog<SocialNetwork>(SETUP_MODAL);
  const confirm = useRowDialog<SocialNetwork>(DELETE_MODAL);
  const account = load.data;
  const enabled = account ? enabledOf(account) : [];
  const rows: Row[] = SOCIAL_NETWORKS.map((network) => ({
    network,
    shown: enabled.includes(network),
    app: account?.social_apps_metadata?.find((app) => app.social_network === network),
  }));
  const columns: Column<Row>[] = [
    { key: 'network', header: UI.networkColumn, render: (row) => SOCIAL_NETWORK_LABELS[row.network] },
    { key: 'button', header: UI.statusColumn, render: (row) => (row.shown ? UI.shown : UI.hidden) },
    { key: 'appId', header: UI.appIdColumn, render: (row) => row.app?.metadata.app_id ?? UI.notSet },
  ];
  if (writable) {
    columns.push({
      key: 'actions',
      header: UI.actionsColumn,
      render: (row) => {
        const label = SOCIAL_NETWORK_LABELS[row.network];
        return (
          <>
            <Button $variant="link" aria-label={row.app ? UI.editSetup(label) : UI.setUp(label)} onClick={() => setupDialog.openFor(row.network)}>
              {row.app ? UI.edit : UI.setUpShort}
            </Button>{' '}
            {row.app && (
              <Button $variant="link" aria-label={UI.deleteSetup(label)} onClick={() => confirm.openFor(row.network)}>
                {UI.delete}
              </Button>
            )}
          </>
        );
      },
    });
  }
  const chosen = setupDialog.row;
  const deleting = confirm.row;
  return (
    <section>
      <h1>{UI.socialTitle}</h1>
      <p>{UI.socialIntro}</p>
      {!writable && <p>{UI.readOnly}</p>}
      <LoadState state={load} ready={account !== undefined} onRetry={retry}>
        <h2>{UI.enabledHeading}</h2>
        <ButtonsForm enabled={enabled} writable={writable} />
        <h2>{UI.setupHeading}</h2>
        <Table caption={UI.setupCaption} columns={columns} rows={rows} rowKey={(row) => row.network} emptyText="" />
      </LoadState>
      {setupDialog.isOpen && chosen && (
        <FormDialog id={SETUP_MODAL} title={UI.setupDialog(SOCIAL_NETWORK_LABELS[chosen])} submitLabel={UI.saveKeys} cancelLabel={UI.cancel} endpoint={updateSocialSetup}>
          {({ formId, close }) => <SetupForm formId={formId} network={chosen} current={rows.find((row) => row.network === chosen)?.app} onDone={close} />}
        </FormDialog>
      )}
      <ConfirmDialog
        id={DELETE_MODAL}
        message={deleting ? UI.deleteSetup(SOCIAL_NETWORK_LABELS[deleting]) : undefined}
        onConfirm={() => deleting && dispatch(deleteSocialSetup.request({ type: deleting }))}
      />
    </section>
  );
}
