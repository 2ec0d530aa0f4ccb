import { useId, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { Asset } from '../../api/items';
import { Button } from '../../components/Button';
import { SectionPanel } from '../../components/SectionPanel';
import { PLATFORM_NAMES, VIDEO_UI } from '../../constants/messages/videoPlatforms';
import { SYNC_PLATFORMS, VIDEO_PLATFORM_SPECS, type LookupKey, type SyncPlatform } from '../../contracts/values';
import { fetchAsset } from '../../ducks/assets';
import { selectAccount } from '../../ducks/auth/selectors';
import { useStoredRead } from '../../ducks/requests/readHooks';
import { LoadState } from '../../components/list/LoadState';
import { readsTogether } from '../../components/list/readsTogether';
import { fetchExternalAccount, fetchExternalVideo } from '../../ducks/videoPlatforms';
import { useSyncProgress } from '../settings/useSyncProgress';

/** The platform an asset was imported from (its `asset_ovp` metadata), when the console can sync from it. */
export const assetPlatform = (asset: Asset): SyncPlatform | null => {
  const ovp = asset.metadata.asset_ovp as SyncPlatform | undefined;
  return ovp && SYNC_PLATFORMS.includes(ovp) && asset.external_asset_id ? ovp : null;
};

/**
 * The keys that look an imported asset's video up on its platform: its id is the asset's external_asset_id, and the
 * other keys the import kept as `asset_ovp_<key>` metadata (Livestream's event_id). Qbrick's access token is added
 * from the linked account.
 */
export function assetLookup(asset: Asset, ovp: SyncPlatform, accessToken?: string): Partial<Record<LookupKey, string>> {
  const lookup: Partial<Record<LookupKey, string>> = {};
  for (const key of VIDEO_PLATFORM_SPECS[ovp].lookup) {
    if (key === 'access_token') {
      if (accessToken) lookup.access_token = accessToken;
    } else lookup[key] = asset.metadata[`asset_ovp_${key}`] ?? asset.external_asset_id ?? '';
  }
  return lookup;
}

/**
 * An imported asset's video on its platform (looked up by the platform's keys: title, duration, player) and a sync of
 * just that video; when the sync ends, the asset's details reload (catalogue 7.1).
 */
export function PlatformVideoPanel({ asset, ovp, readOnly }: { asset: Asset; ovp: SyncPlatform; readOnly: boolean }) {
  const dispatch = useDispatch();
  const headingId = useId();
  const tenantUuid = useSelector(selectAccount)?.tenant_uuid ?? '';
  const key = asset.external_asset_id ?? '';
  const needsToken = VIDEO_PLATFORM_SPECS[ovp].lookup.some((name) => name === 'access_token');
  const account = useStoredRead(fetchExternalAccount, useMemo(() => ({ ovpName: ovp }), [ovp]), needsToken);
  const token = account.view.data?.access_token;
  const request = useMemo(() => ({ type: ovp, lookup: assetLookup(asset, ovp, token) }), [asset, ovp, token]);
  // A platform that needs the account's token is asked once the account is read.
  const video = useStoredRead(fetchExternalVideo, request, !needsToken || account.view.data !== undefined);
  const load = needsToken ? readsTogether(account, video) : readsTogether(video);
  const { running, status, start } = useSyncProgress(ovp, () => {
    dispatch(fetchAsset.request({ tenantUuid, id: asset.id }));
    dispatch(fetchExternalVideo.request(request));
  });
  const name = PLATFORM_NAMES[ovp];
  const data = video.view.data;
  return (
    <SectionPanel aria-labelledby={headingId}>
      <h3 id={headingId}>{VIDEO_UI.onPlatform(name)}</h3>
      <LoadState {...load}>
        {data && (
          <p>
            {data.player_name
              ? VIDEO_UI.videoLine(data.title, VIDEO_UI.duration(data.duration), data.player_name)
              : VIDEO_UI.videoLineNoPlayer(data.title, VIDEO_UI.duration(data.duration))}
          </p>
        )}
      </LoadState>
      {!readOnly && (
        <Button $variant="secondary" disabled={running} onClick={() => start({ videos_ids: [key], access_control_type_id: String(asset.access_control_type.id) })}>
          {VIDEO_UI.syncFrom(name)}
        </Button>
      )}
      {running && (
        <div role="status">
          <progress max={status?.total || 1} value={status?.status === 'running' ? status.done : 0} aria-label={VIDEO_UI.progressLabel} /> {VIDEO_UI.progress(status?.done ?? 0, status?.total ?? 0)}
        </div>
      )}
    </SectionPanel>
  );
}
