import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { Asset } from '../../api/items';
import { Button } from '../../components/Button';
import { SectionPanel } from '../../components/SectionPanel';
import { VIDEO_UI } from '../../constants/messages/videoPlatforms';
import { SYNC_PLATFORMS, type SyncPlatform } from '../../contracts/values';
import { fetchAsset } from '../../ducks/assets';
import { selectAccount } from '../../ducks/auth/selectors';
import { useRequest } from '../../ducks/requests/hooks';
import { fetchExternalVideo } from '../../ducks/videoPlatforms';
import { useSyncProgress } from '../settings/useSyncProgress';

/** The platform an asset was imported from (its `asset_ovp` metadata), when the console can sync from it. */
export const assetPlatform = (asset: Asset): SyncPlatform | null => {
  const ovp = asset.metadata.asset_ovp as SyncPlatform | undefined;
  return ovp && SYNC_PLATFORMS.includes(ovp) && asset.external_asset_id ? ovp : null;
};

/**
 * An imported asset's video on its platform (looked up by its key: title, duration, player) and a sync of just that
 * video; when the sync ends, the asset's details reload (catalogue 7.1).
 */
export function PlatformVideoPanel({ asset, ovp, readOnly }: { asset: Asset; ovp: SyncPlatform; readOnly: boolean }) {
  const dispatch = useDispatch();
  const headingId = useId();
  const tenantUuid = useSelector(selectAccount)?.tenant_uuid ?? '';
  const key = asset.external_asset_id ?? '';
  const video = useRequest(fetchExternalVideo, `${ovp}:${key}`);
  useEffect(() => {
    dispatch(fetchExternalVideo.request({ type: ovp, video_key: key }));
  }, [dispatch, ovp, key]);
  const { running, status, start } = useSyncProgress(ovp, () => {
    dispatch(fetchAsset.request({ tenantUuid, id: asset.id }));
    dispatch(fetchExternalVideo.request({ type: ovp, video_key: key }));
  });
  const name = VIDEO_UI.platforms[ovp] ?? ovp;
  return (
    <SectionPanel aria-labelledby={headingId}>
      <h3 id={headingId}>{VIDEO_UI.onPlatform(name)}</h3>
      {video.status === 'failed' && <p>{video.error?.message}</p>}
      {video.data && (
        <p>
          {VIDEO_UI.videoLine(video.data.title, VIDEO_UI.duration(video.data.duration), video.data.player_name)}
        </p>
      )}
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
