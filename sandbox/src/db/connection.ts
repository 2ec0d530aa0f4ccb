import Database, { type Statement } from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export type Db = Database.Database;

export const MEMORY_DB = ':memory:';

/** Opens (creating the folder if needed) a SQLite database in WAL mode with foreign keys enforced. */
export function openDatabase(dbPath: string): Db {
  if (dbPath !== MEMORY_DB) mkdirSync(dirname(resolve(dbPath)), { recursive: true });
  const db = new Database(dbPath);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}

/**
 * Fills a fresh database with a rollback journal instead of the WAL: new pages go straight into the file, where in WAL
 * mode they were written to the log and then copied again by the checkpoint (the large seed wrote 700 MB for 350 MB of
 * data, and the disk was still busy with it when the first requests came). The WAL is back on before anything else
 * runs; a crash during the fill rolls it back as the journal allows.
 */
export function fillingFresh<T>(db: Db, fill: () => T): T {
  const wal = db.pragma('journal_mode', { simple: true }) === 'wal';
  if (wal) db.pragma('journal_mode = DELETE');
  try {
    return fill();
  } finally {
    if (wal) db.pragma('journal_mode = WAL');
  }
}

const statements = new WeakMap<Db, Map<string, Statement>>();

/**
 * A prepared statement reused per connection, for SQL that runs on every request (token checks, account lookups,
 * analytics): re-parsing it each time is most of such a request's cost. A reading statement comes back in its plain
 * mode (rows as objects) every time: a caller that wants `.pluck()` or `.raw()` asks for it on the spot, so one
 * caller's mode never leaks into another's reading of the same SQL.
 */
export function prepared(db: Db, sql: string): Statement {
  let cache = statements.get(db);
  if (!cache) {
    cache = new Map();
    statements.set(db, cache);
  }
  let statement = cache.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    cache.set(sql, statement);
  } else if (statement.reader) {
    statement.raw(false);
    statement.pluck(false);
  }
  return statement;
}
