import { migrations } from '../../sandbox/src/db/migrations';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../sandbox/src/app';
import { fillingFresh, openDatabase } from '../../sandbox/src/db/connection';
import { parseStoredHash, SCRYPT_PARAMS } from '../../sandbox/src/lib/passwords';
import { SEED_SIZES } from '../../sandbox/src/seed';
import { createTestApp, getJson, sendForm, signIn, startApp } from './helpers';

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'boxoffice-db-'));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('a file database', () => {
  it('is seeded with a rollback journal and runs in WAL mode afterwards, even when the fill fails', async () => {
    const dbPath = join(dir, 'journal', 'sandbox.db');
    const app = buildApp({ dbPath });
    await startApp(app);
    try {
      expect(app.sandbox.db.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      await app.close();
    }
    const db = openDatabase(join(dir, 'journal', 'other.db'));
    try {
      expect(() =>
        fillingFresh(db, () => {
          expect(db.pragma('journal_mode', { simple: true })).toBe('delete');
          throw new Error('seed failed');
        }),
      ).toThrow('seed failed');
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      db.close();
    }
  });

  it('is created (with its folder) and seeded on first start, and keeps its data across restarts', async () => {
    const dbPath = join(dir, 'nested', 'sandbox.db');
    const first = buildApp({ dbPath });
    await startApp(first);
    const session = await signIn(first, 'owner@sandbox.test');
    await sendForm(first, 'PUT', '/api/accounts', { full_name: 'Persistent Owner', metadata: { currency: 'SEK' } }, session.access_token);
    const ownerUuid = session.account.merchant_uuid;
    await first.close();

    const second = buildApp({ dbPath });
    await startApp(second);
    try {
      // Same secret, same data: the earlier token still works and the edit is still there.
      const read = (await getJson(second, '/api/accounts', session.access_token)).json();
      expect(read).toMatchObject({ full_name: 'Persistent Owner', merchant_uuid: ownerUuid, metadata: { currency: 'SEK' } });
      const counts = second.sandbox.db.prepare("SELECT COUNT(*) FROM accounts WHERE email LIKE '%@sandbox.test'").pluck().get();
      expect(counts).toBe(10);
    } finally {
      await second.close();
    }

    const db = openDatabase(dbPath);
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all()).toEqual(
        migrations.map(({ version, name }) => ({ version, name })),
      );
    } finally {
      db.close();
    }
  });
});

describe('the seed', () => {
  it('is deterministic: two fresh databases hold the same identifiers', async () => {
    const a = await createTestApp();
    const b = await createTestApp();
    try {
      const rows = (app: typeof a) => app.sandbox.db.prepare('SELECT uuid, email, roles, created_at FROM accounts ORDER BY id').all();
      expect(rows(a)).toEqual(rows(b));
      expect(rows(a)).toHaveLength(10);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('stores scrypt hashes with their salt and N >= 2^15', async () => {
    const app = await createTestApp();
    try {
      const stored = app.sandbox.db.prepare("SELECT password_hash FROM accounts WHERE email = 'owner@sandbox.test'").pluck().get() as string;
      const params = parseStoredHash(stored);
      expect(params?.N).toBeGreaterThanOrEqual(2 ** 15);
      expect(params?.N).toBe(SCRYPT_PARAMS.N);
      expect(params?.salt.length).toBe(16);
      expect(params?.hash.length).toBe(64);
    } finally {
      await app.close();
    }
  });

  it('the large profile holds the benchmark’s scale: 100,000 customers and 1,000,000 payments for the owner', () => {
    // `npm run bench` seeds it in full (over a minute); here its quantities are checked, and the seed is run with them
    // scaled down below.
    expect(SEED_SIZES.large.ownerCommerce.customers).toBeGreaterThanOrEqual(100_000);
    expect(SEED_SIZES.large.ownerCommerce.payments).toBeGreaterThanOrEqual(1_000_000);
    expect(SEED_SIZES.large.organisationMembers).toBeGreaterThan(200);
    expect(SEED_SIZES.large.agencyClients).toBeGreaterThan(50);
  });

  it('seeds the quantities it is given: the large profile’s organisation and agency clients, a hundredth of its commerce', async () => {
    const { large } = SEED_SIZES;
    const commerce = large.ownerCommerce;
    const sizes = { ...large, ownerCommerce: { ...commerce, customers: commerce.customers / 100, payments: commerce.payments / 100, subscriptions: commerce.subscriptions / 100, accesses: commerce.accesses / 100 } };
    const app = await createTestApp({ seed: 'large', seedSizes: sizes, platformKey: 'platform-staff' });
    try {
      const db = app.sandbox.db;
      const ownerMerchant = db.prepare("SELECT merchant_id FROM accounts WHERE email = 'owner@sandbox.test'").pluck().get();
      // The four demo staff and the owner besides the extra members.
      expect(db.prepare('SELECT COUNT(*) FROM accounts WHERE merchant_id = ?').pluck().get(ownerMerchant)).toBe(large.organisationMembers + 5);
      const agency = db.prepare("SELECT id FROM accounts WHERE email = 'agency@sandbox.test'").pluck().get();
      expect(db.prepare('SELECT COUNT(*) FROM accounts WHERE master_id = ?').pluck().get(agency)).toBe(large.agencyClients + 2);
      expect(db.prepare("SELECT value FROM sandbox_meta WHERE key = 'seed_profile'").pluck().get()).toBe('large');
      expect(db.prepare('SELECT COUNT(*) FROM customers WHERE merchant_id = ?').pluck().get(ownerMerchant)).toBe(sizes.ownerCommerce.customers);
      expect(db.prepare('SELECT COUNT(*) FROM payments WHERE merchant_id = ?').pluck().get(ownerMerchant)).toBeGreaterThanOrEqual(sizes.ownerCommerce.payments);
      const staff = await signIn(app, 'staff@sandbox.test');
      expect(staff.account.roles).toEqual(['platform-staff']);
    } finally {
      await app.close();
    }
  }, 60_000);
});
