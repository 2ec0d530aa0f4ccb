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
