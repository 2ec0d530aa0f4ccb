import Database from 'better-sqlite3';
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
