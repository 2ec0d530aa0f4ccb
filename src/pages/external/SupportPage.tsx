import { config } from '../../config';
import { EXTERNAL_UI } from '../../constants/messages/external';
import { ExternalHandoff } from './ExternalHandoff';

/** /support: the side nav opens it in a new tab, and it becomes the support site. */
export default function SupportPage() {
  return <ExternalHandoff title={EXTERNAL_UI.supportTitle} opening={EXTERNAL_UI.supportOpening} linkLabel={EXTERNAL_UI.supportLink} url={config.supportUrl} />;
}
