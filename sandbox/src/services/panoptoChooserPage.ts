import type { ExternalVideo } from '../../../src/api/videoPlatformTypes';

/**
 * The simulated Panopto session chooser: a page of its own (no script, so the sandbox's page policy holds) where the
 * merchant ticks sessions and sends them back. Every text is escaped; labels are tied to their boxes.
 */
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `body{font-family:system-ui,sans-serif;margin:24px;color:#1b1b1b;background:#fff}
h1{font-size:1.4rem}ul{list-style:none;padding:0;columns:2}li{margin:4px 0}
button{margin-top:16px;padding:8px 16px;background:#0b5394;color:#fff;border:0;border-radius:4px;font-size:1rem}
.error{color:#a50e0e;font-weight:600}.done{color:#155724}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

const duration = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export function chooserHtml(action: string, sessions: readonly ExternalVideo[], error?: string): string {
  const items = sessions
    .map((session, index) => {
      const id = `session-${index}`;
      const imported = session.asset_id === null ? '' : ' (imported)';
      return `<li><input type="checkbox" id="${id}" name="session_ids" value="${escape(session.video_key)}"><label for="${id}">${escape(session.title)} (${duration(session.duration)})${imported}</label></li>`;
    })
    .join('');
  const notice = error ? `<p class="error" role="alert">${escape(error)}</p>` : '';
  return page(
    'Panopto: choose sessions',
    `<h1>Choose sessions</h1><p>Tick the sessions to add to Boxoffice, then insert them.</p>${notice}<form method="post" action="${escape(action)}"><fieldset><legend>Sessions</legend><ul>${items}</ul></fieldset><button type="submit">Insert sessions</button></form>`,
  );
}

export function chooserDoneHtml(count: number): string {
  return page('Panopto: sessions sent', `<h1>Sessions sent</h1><p class="done" role="status">${count} session${count === 1 ? '' : 's'} sent to Boxoffice. You can close this window.</p>`);
}

export function chooserGoneHtml(message: string): string {
  return page('Panopto: chooser closed', `<h1>Chooser closed</h1><p class="error" role="alert">${escape(message)}</p>`);
}
