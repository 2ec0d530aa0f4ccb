import { useEffect, useId } from 'react';
import { SectionPanel } from '../../components/SectionPanel';
import { LoadState } from '../../components/list/LoadState';
import { VIDEO_UI } from '../../constants/messages/videoPlatforms';
import { formatTableDate } from '../../ducks/reports/periods';
import { useStoredRead } from '../../ducks/requests/readHooks';
import { fetchPanoptoChooser } from '../../ducks/videoPlatforms';
import { registerRealtimeRefresh } from '../../realtime/messageTable';

/**
 * Panopto's own session chooser (catalogue 7.1 `ovps/panopto/session-chooser`), opened in a window of its own. The
 * sessions inserted there come back as `panopto.postback` over realtime; a chooser is good once, so a new one is asked
 * for after each postback.
 */
export function PanoptoChooserPanel() {
  const headingId = useId();
  const { view: chooser, retry } = useStoredRead(fetchPanoptoChooser, undefined);
  useEffect(() => registerRealtimeRefresh('panopto.postback', () => fetchPanoptoChooser.request()), []);
  return (
    <SectionPanel aria-labelledby={headingId}>
      <h2 id={headingId}>{VIDEO_UI.panoptoTitle}</h2>
      <p>{VIDEO_UI.panoptoIntro}</p>
      <LoadState state={chooser} ready={chooser.data !== undefined} onRetry={retry}>
        {chooser.data && (
          <>
            <p>
              <a href={chooser.data.url} target="_blank" rel="noopener noreferrer">
                {VIDEO_UI.panoptoOpen} {VIDEO_UI.panoptoNewWindow}
              </a>
            </p>
            <p>{VIDEO_UI.panoptoExpires(formatTableDate(chooser.data.expires_at))}</p>
          </>
        )}
      </LoadState>
    </SectionPanel>
  );
}
