import type { SavedView } from '../../../src/api/types';
import { prepared, type Db } from '../db/connection';
import { conflict, fieldError, notFound } from '../lib/errors';
import { nowSeconds } from '../lib/time';

/** The lists whose filters can be saved (src/contracts/values.ts); a later list screen adds its name there. */
export { SAVED_VIEW_LISTS } from '../../../src/contracts/values';
export const MAX_VIEWS_PER_LIST = 50;
export const VIEW_NAME_TAKEN_MESSAGE = 'A view with this name already exists.';
export const TOO_MANY_VIEWS_MESSAGE = `A list keeps at most ${MAX_VIEWS_PER_LIST} saved views. Delete one first.`;
export const VIEW_NOT_FOUND_MESSAGE = 'Saved view not found.';

interface ViewRow {
  id: number;
  list: string;
  name: string;
  query: string;
  created_at: number;
}

const toDto = (row: ViewRow): SavedView => ({ id: row.id, list: row.list, name: row.name, query: row.query, created_at: row.created_at });

/** One user's views of one list, by name. */
export function listViews(db: Db, accountId: number, list: string): SavedView[] {
  const rows = prepared(db, 'SELECT id, list, name, query, created_at FROM saved_views WHERE account_id = ? AND list = ? ORDER BY name COLLATE NOCASE')
    .all(accountId, list) as ViewRow[];
  return rows.map(toDto);
}

export function createView(db: Db, accountId: number, view: { list: string; name: string; query: string }): SavedView {
  return db.transaction(() => {
    const count = prepared(db, 'SELECT COUNT(*) FROM saved_views WHERE account_id = ? AND list = ?').pluck().get(accountId, view.list) as number;
    if (count >= MAX_VIEWS_PER_LIST) throw fieldError('name', TOO_MANY_VIEWS_MESSAGE);
    const taken = prepared(db, 'SELECT 1 FROM saved_views WHERE account_id = ? AND list = ? AND name = ?').get(accountId, view.list, view.name);
    if (taken) throw conflict(VIEW_NAME_TAKEN_MESSAGE);
    const created = nowSeconds();
    const { lastInsertRowid } = prepared(db, 'INSERT INTO saved_views (account_id, list, name, query, created_at) VALUES (?, ?, ?, ?, ?)').run(
      accountId,
      view.list,
      view.name,
      view.query,
      created,
    );
    return { id: Number(lastInsertRowid), ...view, created_at: created };
  })();
}

/** Only the owner's view can be deleted; anyone else's is as good as missing. */
export function deleteView(db: Db, accountId: number, id: number): void {
  const { changes } = prepared(db, 'DELETE FROM saved_views WHERE id = ? AND account_id = ?').run(id, accountId);
  if (changes === 0) throw notFound(VIEW_NOT_FOUND_MESSAGE);
}
