/**
 * A page of a third party's site that the sandbox stands in for (Stripe's OAuth page, the landing page builder, the
 * support site): a document of its own with no script, so the site's page policy holds. Texts are escaped by callers.
 */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function standInPage(title: string, style: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${style}</style></head><body><main>${body}</main></body></html>`;
}
