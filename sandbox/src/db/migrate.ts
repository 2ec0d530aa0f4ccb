import type { Db } from './connection';
import { migrations as coreMigrations } from './migrations';

/** A schema change. Versions are applied once, in ascending order, each in its own transaction. */
export interface Migration {
  version: number;
  name: string;
  up(db: Db): void;
}

export interface AppliedMigration {
  version: number;
  name: string;
  applied_at: number;
}

function assertOrdered(list: readonly Migration[]): void {
  list.forEach((migration, index) => {
    if (!Number.isInteger(migration.version) || migration.version < 1) throw new Error(`Migration "${migration.name}" has an invalid version.`);
    if (index > 0 && migration.version <= list[index - 1].version) {
      throw new Error(`Migrations must be listed in strictly ascending version order (see version ${migration.version}).`);
    }
  });
}

export function appliedMigrations(db: Db): AppliedMigration[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)');
  return db.prepare('SELECT version, name, applied_at FROM schema_migrations ORDER BY version').all() as AppliedMigration[];
}

/** Applies the pending migrations and returns their versions. Refuses a database written by a newer sandbox. */
export function migrate(db: Db, list: readonly Migration[] = coreMigrations): number[] {
  assertOrdered(list);
  const applied = new Set(appliedMigrations(db).map((row) => row.version));
  const known = new Set(list.map((migration) => migration.version));
  const unknown = [...applied].filter((version) => !known.has(version));
  if (unknown.length > 0) {
    throw new Error(`The database has migrations this sandbox does not know (${unknown.join(', ')}). Use a fresh SANDBOX_DB.`);
  }
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const ran: number[] = [];
  for (const migration of list) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      migration.up(db);
      record.run(migration.version, migration.name, Math.floor(Date.now() / 1000));
    })();
    ran.push(migration.version);
  }
  return ran;
}

/** Drops every table (the schema included), for a reset that rebuilds the database from its migrations. */
export function dropAllTables(db: Db): void {
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").pluck().all() as string[];
  for (const table of tables) db.exec(`DROP TABLE IF EXISTS "${table.replace(/"/g, '""')}"`);
}
