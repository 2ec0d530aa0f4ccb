import { useFormik } from 'formik';
import { useEffect, useId, useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import * as yup from 'yup';
import type { ExternalVideo } from '../../api/videoPlatforms';
import { Button } from '../../components/Button';
import { SectionPanel } from '../../components/SectionPanel';
import { Checkbox, SelectField, TextField, useSubmit } from '../../components/form';
import { ListPager } from '../../components/list/ListPager';
import { LoadState } from '../../components/list/LoadState';
import { Table, type Column } from '../../components/Table';
import { EXTERNAL_VIDEOS_PAGE_SIZE, SYNC_PLATFORMS, VIDEO_PLATFORM_SPECS, type PlatformKey, type SyncPlatform } from '../../contracts/values';
import { KEY_LABELS, PLATFORM_NAMES, VIDEO_UI } from '../../constants/messages/videoPlatforms';
import { formatTableDate } from '../../ducks/reports/periods';
import { useStoredRead } from '../../ducks/requests/readHooks';
import { connectExternalAccount, disconnectExternalAccount, fetchExternalAccount, fetchExternalVideos, fetchJwPlayers, libraryError } from '../../ducks/videoPlatforms';
import { HealthPanel } from './integrations/IntegrationHealth';
import { IvsChannelsPanel } from './IvsChannelsPanel';
import { PanoptoChooserPanel } from './PanoptoChooserPanel';
import { registerRealtimeRefresh } from '../../realtime/messageTable';
import { useSyncProgress } from './useSyncProgress';
import { PATHS } from '../../routes/paths';
import { RouteLink } from '../../routes/RouteLink';
import { useCan } from '../../routes/useCan';
import { fieldProps } from '../public/shared/forms';
import { EditForm } from '../assets/EditForm';

/** The access control types an imported asset can get (spec section 3: a missing one is read as Paid). */
const ACCESS_CONTROL_TYPES = [{ id: '1', name: VIDEO_UI.paid }] as const;

const Panel = styled(SectionPanel)`
  img {
    width: 96px;
    height: 54px;
    object-fit: cover;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: flex-end;
`;

/** The platform's keys, each required; the last one is its secret. */
function Connection({ ovp, writable }: { ovp: SyncPlatform; writable: boolean }) {
  const dispatch = useDispatch();
  const headingId = useId();
  const names: readonly PlatformKey[] = VIDEO_PLATFORM_SPECS[ovp].keys;
  const { view: account, retry } = useStoredRead(fetchExternalAccount, useMemo(() => ({ ovpName: ovp }), [ovp]), false);
  const { submit } = useSubmit(connectExternalAccount, { key: ovp, onSuccess: (form) => form?.resetForm() });
  const formik = useFormik<Record<string, string>>({
    initialValues: Object.fromEntries(names.map((name) => [name, ''])),
    validationSchema: yup.object(Object.fromEntries(names.map((name) => [name, yup.string().trim().required(VIDEO_UI.required)]))),
    onSubmit: (values, helpers) => submit({ ovpName: ovp, ...Object.fromEntries(names.map((name) => [name, (values[name] ?? '').trim()])) }, helpers),
  });
  const data = account.data;
  const shown = names[0];
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{VIDEO_UI.connectTitle}</h2>
      <LoadState state={account} ready={data !== undefined} onRetry={retry}>
        {data?.connected ? (
          <Row>
            <p>{VIDEO_UI.connectedAs(KEY_LABELS[shown], data.keys[shown] ?? '')}</p>
            {writable && (
              <Button $variant="secondary" onClick={() => dispatch(disconnectExternalAccount.request({ ovpName: ovp }))}>
                {VIDEO_UI.disconnect}
              </Button>
            )}
          </Row>
        ) : (
          <EditForm label={VIDEO_UI.connectTitle} readOnly={!writable} onSubmit={formik.handleSubmit} submitting={formik.isSubmitting} guard={formik} alwaysSavable>
            {names.map((name, index) => (
              <TextField key={name} label={KEY_LABELS[name]} type={index === names.length - 1 ? 'password' : 'text'} autoComplete="off" {...fieldProps(formik, name)} />
            ))}
          </EditForm>
        )}
      </LoadState>
    </Panel>
  );
}

/** The library, 15 a page (the platform counts pages from 0), with the import choices and its progress. */
function Library({ ovp, writable, accessToken }: { ovp: SyncPlatform; writable: boolean; accessToken: string | undefined }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const headingId = useId();
  const [page, setPage] = useState(0);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [accessType, setAccessType] = useState<string>(ACCESS_CONTROL_TYPES[0].id);
  const [player, setPlayer] = useState('');
  const [updateExisting, setUpdateExisting] = useState(false);
  const request = useMemo(() => ({ type: ovp, page_number: page, limit: EXTERNAL_VIDEOS_PAGE_SIZE, ...(accessToken ? { access_token: accessToken } : {}) }), [ovp, page, accessToken]);
  const { view: videos, retry } = useStoredRead(fetchExternalVideos, request);
  const hasPlayers = ovp === 'jwplayer';
  const players = useStoredRead(fetchJwPlayers, undefined, hasPlayers).view.data ?? [];
  // Sessions inserted on Panopto's chooser arrive as a postback: the library shows their assets.
  useEffect(() => registerRealtimeRefresh('panopto.postback', () => (ovp === 'panopto' ? fetchExternalVideos.request(request) : null)), [ovp, request]);
  // When an import ends: a new import goes to /assets (whose first page of active assets loads); an update of the
  // player stays here and shows the library again.
  const { running, status, start } = useSyncProgress(ovp, (ended) => {
    setChosen(new Set());
    if (ended.status === 'done' && !ended.update_existing) navigate(PATHS.assets);
    else dispatch(fetchExternalVideos.request(request));
  });

  const sync = (all: boolean) =>
    start({
      access_control_type_id: accessType,
      ...(all ? { sync_all: '1' } : { videos_ids: [...chosen] }),
      ...(hasPlayers && player ? { player_id: player } : {}),
      ...(hasPlayers && updateExisting ? { player_id_update_existing: '1' } : {}),
    });
  const toggle = (key: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const columns: Column<ExternalVideo>[] = [
    ...(writable
      ? [{ key: 'choose', header: VIDEO_UI.columns.choose, render: (video: ExternalVideo) => <input type="checkbox" aria-label={VIDEO_UI.chooseVideo(video.title)} checked={chosen.has(video.video_key)} onChange={() => toggle(video.video_key)} /> }]
      : []),
    { key: 'thumbnail', header: VIDEO_UI.columns.thumbnail, render: (video) => <img src={video.thumbnail_url} alt={VIDEO_UI.thumbnailOf(video.title)} /> },
    { key: 'title', header: VIDEO_UI.columns.title, render: (video) => video.title },
    { key: 'lookup', header: VIDEO_UI.columns.lookup, render: (video) => VIDEO_UI.lookupKeys(Object.entries(video.lookup)) },
    { key: 'duration', header: VIDEO_UI.columns.duration, render: (video) => VIDEO_UI.duration(video.duration) },
    { key: 'published', header: VIDEO_UI.columns.published, render: (video) => formatTableDate(video.published_at) },
    {
      key: 'asset',
      header: VIDEO_UI.columns.asset,
      render: (video) => (video.asset_id === null ? VIDEO_UI.notSynced : <RouteLink to={PATHS.assetDetails(video.asset_id)}>{`#${video.asset_id}`}</RouteLink>),
    },
  ];
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{VIDEO_UI.libraryTitle}</h2>
      <LoadState state={videos} ready={videos.data !== undefined} onRetry={retry} errorText={(error) => libraryError(error, ovp)}>
        <Table caption={VIDEO_UI.videosCaption} columns={columns} rows={videos.data?.collection ?? []} rowKey={(video) => video.video_key} emptyText="" />
        <ListPager total={videos.data?.total ?? 0} page={page + 1} size={EXTERNAL_VIDEOS_PAGE_SIZE} entries={VIDEO_UI.entries} onPage={(next) => setPage(next - 1)} />
      </LoadState>
      {writable && (
        <fieldset disabled={running} style={{ border: 0, padding: 0 }}>
          <legend>{VIDEO_UI.syncTitle}</legend>
          <Row>
            <SelectField
              name="access-type"
              label={VIDEO_UI.accessType}
              options={ACCESS_CONTROL_TYPES.map((type) => ({ value: type.id, label: type.name }))}
              value={accessType}
              onChange={(event) => setAccessType(event.target.value)}
            />
            {hasPlayers && (
              <>
                <SelectField
                  name="player"
                  label={VIDEO_UI.player}
                  options={players.map((entry) => ({ value: entry.player_id, label: entry.player_name }))}
                  emptyOption={VIDEO_UI.noPlayer}
                  value={player}
                  onChange={(event) => setPlayer(event.target.value)}
                />
                <Checkbox name="update-existing" label={VIDEO_UI.updateExisting} checked={updateExisting} onChange={(event) => setUpdateExisting(event.target.checked)} />
              </>
            )}
          </Row>
          <Row>
            <Button disabled={chosen.size === 0} onClick={() => sync(false)}>
              {VIDEO_UI.syncSelected(chosen.size)}
            </Button>
            <Button $variant="secondary" onClick={() => sync(true)}>
              {VIDEO_UI.syncAll}
            </Button>
          </Row>
        </fieldset>
      )}
      {running && (
        <div role="status">
          <progress max={status?.total || 1} value={status?.status === 'running' ? status.done : 0} aria-label={VIDEO_UI.progressLabel} /> {VIDEO_UI.progress(status?.done ?? 0, status?.total ?? 0)}
        </div>
      )}
      {!running && status?.status === 'done' && status.update_existing && <p role="status">{VIDEO_UI.updated(status.created, status.updated)}</p>}
    </Panel>
  );
}

/**
 * /settings/integrations/ovp-integrations/{platform}: connect the platform with its keys, browse its library and import
 * videos as assets; Panopto also offers its own session chooser.
 */
export default function VideoPlatformPage() {
  const param = useParams().platform;
  const ovp = SYNC_PLATFORMS.find((platform) => platform === param);
  return ovp ? <PlatformScreen key={ovp} ovp={ovp} /> : <Navigate to={PATHS.notFound} replace />;
}

function PlatformScreen({ ovp }: { ovp: SyncPlatform }) {
  const writable = !useCan().isReadOnly('videoPlatformIntegrations');
  // The connection panel shows this read's state (loading, the failure and Retry).
  const account = useStoredRead(fetchExternalAccount, useMemo(() => ({ ovpName: ovp }), [ovp])).view;
  const connected = account.data?.connected === true;
  return (
    <section>
      <p>
        <RouteLink to={PATHS.ovpIntegrations}>{VIDEO_UI.back}</RouteLink>
      </p>
      <h1>{PLATFORM_NAMES[ovp]}</h1>
      <Connection ovp={ovp} writable={writable} />
      <HealthPanel integration={ovp} />
      {connected && ovp === 'panopto' && writable && <PanoptoChooserPanel />}
      {connected && ovp === 'ivs' && <IvsChannelsPanel writable={writable} />}
      {connected && (ovp !== 'qbrick' || account.data?.access_token) && <Library ovp={ovp} writable={writable} accessToken={account.data?.access_token} />}
    </section>
  );
}
