import { useId, useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { Asset } from '../../api/items';
import type { RssItem } from '../../api/videoPlatforms';
import { Button } from '../../components/Button';
import { TextField } from '../../components/form';
import { SectionPanel } from '../../components/SectionPanel';
import { Table, type Column } from '../../components/Table';
import { VIDEO_UI } from '../../constants/messages/videoPlatforms';
import { formatTableDate } from '../../ducks/reports/periods';
import { useRequest } from '../../ducks/requests/hooks';
import { useStoredRead } from '../../ducks/requests/readHooks';
import { LoadState } from '../../components/list/LoadState';
import { checkRssFeed, fetchAssetFeed } from '../../ducks/videoPlatforms';

const SHOWN = 10;

/**
 * An RSS asset's feed (catalogue 7.1 `rss/feed/{id}/content`: its stream URL is the address), and a check of another
 * address before it is saved (`rss/fetch`).
 */
export function RssFeedPanel({ asset }: { asset: Asset }) {
  const dispatch = useDispatch();
  const headingId = useId();
  const { view: feed, retry } = useStoredRead(fetchAssetFeed, useMemo(() => ({ id: asset.id }), [asset.id]), Boolean(asset.streamURL));
  const checked = useRequest(checkRssFeed);
  const [address, setAddress] = useState(asset.streamURL ?? '');
  const columns: Column<RssItem>[] = [
    { key: 'title', header: VIDEO_UI.episodeColumns.title, render: (item) => item.title },
    { key: 'published', header: VIDEO_UI.episodeColumns.published, render: (item) => formatTableDate(item.published_at) },
    { key: 'duration', header: VIDEO_UI.episodeColumns.duration, render: (item) => VIDEO_UI.duration(item.duration) },
  ];
  return (
    <SectionPanel aria-labelledby={headingId}>
      <h3 id={headingId}>{VIDEO_UI.feedTitle}</h3>
      {!asset.streamURL && <p>{VIDEO_UI.noFeedAddress}</p>}
      {asset.streamURL && (
        <LoadState state={feed} ready={feed.data !== undefined} onRetry={retry}>
          {feed.data && (
            <>
              <p>{VIDEO_UI.feedSummary(feed.data.title, feed.data.items.length)}</p>
              <Table caption={VIDEO_UI.episodesCaption} columns={columns} rows={feed.data.items.slice(0, SHOWN)} rowKey={(item) => item.guid} emptyText={VIDEO_UI.noEpisodes} />
            </>
          )}
        </LoadState>
      )}
      <form
        aria-label={VIDEO_UI.checkFeed}
        onSubmit={(event) => {
          event.preventDefault();
          if (address.trim()) dispatch(checkRssFeed.request({ url: address.trim() }));
        }}
      >
        <TextField name="feed-address" label={VIDEO_UI.checkAddress} value={address} onChange={(event) => setAddress(event.target.value)} />
        <Button type="submit" $variant="secondary" disabled={checked.status === 'pending'}>
          {VIDEO_UI.checkFeed}
        </Button>
        {checked.status === 'failed' && <p role="alert">{checked.error?.message}</p>}
        {checked.status === 'succeeded' && checked.data && <p role="status">{VIDEO_UI.feedSummary(checked.data.title, checked.data.items.length)}</p>}
      </form>
    </SectionPanel>
  );
}
