import { useEffect } from 'react';
import { EXTERNAL_UI } from '../../constants/messages/external';
import { leaveFor } from './leave';

interface Props {
  title: string;
  opening: string;
  linkLabel: string;
  url: string;
  /** Done first (e.g. leaving the session for the site), then the tab goes to `url`. */
  before?: () => void;
}

/**
 * A side-nav entry that leads out of the console opens this page in a new tab (spec section 2): it hands over what the
 * site needs and replaces itself with the site, so Back does not return here; a link stays if the browser holds back.
 */
export function ExternalHandoff({ title, opening, linkLabel, url, before }: Props) {
  useEffect(() => {
    before?.();
    leaveFor(url);
  }, [before, url]);
  return (
    <section>
      <h1>{title}</h1>
      <p role="status">{opening}</p>
      <p>{EXTERNAL_UI.notOpened}</p>
      <p>
        <a href={url}>{linkLabel}</a>
      </p>
    </section>
  );
}
