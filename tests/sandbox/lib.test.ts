import Fastify from 'fastify';
import { readSandboxEnv } from '../../sandbox/src/config';
import { openDatabase, prepared } from '../../sandbox/src/db/connection';
import { appliedMigrations, migrate, type Migration } from '../../sandbox/src/db/migrate';
import { parseNestedForm } from '../../sandbox/src/lib/form';
import { passwordWeakness } from '../../sandbox/src/lib/passwords';
import { createFailureLimiter } from '../../sandbox/src/lib/rateLimit';
import { signToken, verifyToken, type TokenClaims } from '../../sandbox/src/lib/tokens';
import { fieldName } from '../../sandbox/src/lib/validation';
import { missingSchemas, requireSchemas } from '../../sandbox/src/lib/schemas';
import { redactUrl } from '../../sandbox/src/app';

describe('parseNestedForm', () => {
  it('nests bracketed keys and keeps plain ones', () => {
    expect(parseNestedForm('full_name=Ann+Lee&metadata%5Bcompany%5D=Acme&metadata[country]=SE')).toEqual({
      full_name: 'Ann Lee',
      metadata: { company: 'Acme', country: 'SE' },
    });
  });

  it('builds arrays from [] and numeric indices, and from repeated keys', () => {
    expect(parseNestedForm('search[]=title:a&search[]=type:b')).toEqual({ search: ['title:a', 'type:b'] });
    expect(parseNestedForm('feature_ids[1]=4&feature_ids[0]=3')).toEqual({ feature_ids: ['3', '4'] });
    expect(parseNestedForm('scope=a&scope=b')).toEqual({ scope: ['a', 'b'] });
    expect(parseNestedForm('items[0][name]=x&items[0][price]=2')).toEqual({ items: [{ name: 'x', price: '2' }] });
  });

  it('drops prototype keys and malformed or too deep keys', () => {
    const parsed = parseNestedForm('__proto__[admin]=1&a[constructor][prototype]=2&[x]=3&b[c=4&d[1][2][3][4][5][6]=5&ok=1');
    expect(parsed).toEqual({ ok: '1' });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('keeps the first shape when a key is used both plainly and nested', () => {
    expect(parseNestedForm('a=1&a[b]=2')).toEqual({ a: '1' });
    expect(parseNestedForm('a[b]=2&a=1')).toEqual({ a: { b: '2' } });
  });
});

describe('tokens', () => {
  const key = Buffer.from('k'.repeat(32));
  const now = 1_800_000_000;
  const claims: TokenClaims = { typ: 'access', sub: 7, fam: 'f', jti: 'j', iat: now, exp: now + 60 };

  it('round-trips and checks type and expiry', () => {
    const token = signToken(key, claims);
    expect(verifyToken(key, token, 'access', now)).toEqual(claims);
    expect(verifyToken(key, token, 'refresh', now)).toBeNull();
    expect(verifyToken(key, token, 'access', now + 60)).toBeNull();
    expect(verifyToken(Buffer.from('other'), token, 'access', now)).toBeNull();
  });

  it('refuses tampering and malformed input', () => {
    const [header, , signature] = signToken(key, claims).split('.');
    const payload = Buffer.from(JSON.stringify({ ...claims, sub: 8 })).toString('base64url');
    expect(verifyToken(key, `${header}.${payload}.${signature}`, 'access', now)).toBeNull();
    for (const bad of ['', 'a.b', 'a.b.c.d', '..', `${header}.${payload}.`, 'x'.repeat(5000)]) {
      expect(verifyToken(key, bad, 'access', now)).toBeNull();
    }
  });
});

describe('passwordWeakness', () => {
  it.each(['Sandbox-2026!', 'Fresh-Passw0rd!', 'correct horse Battery', 'abcDEF123'])('accepts %s', (password) => {
    expect(passwordWeakness(password)).toBeNull();
  });

  it.each(['short1A', 'alllowercase', 'ALLUPPER123', '12345678', 'Aa1Aa1Aa1'])('rejects %s', (password) => {
    expect(passwordWeakness(password)).toEqual(expect.any(String));
  });
});

describe('createFailureLimiter', () => {
  it('blocks after the limit inside the window and frees the key as failures age out', () => {
    let clock = 1000;
    const limiter = createFailureLimiter({ limit: 3, windowSeconds: 60, now: () => clock });
    limiter.recordFailure('a');
    clock += 10;
    limiter.recordFailure('a');
    limiter.recordFailure('a');
    expect(limiter.retryAfter('a')).toBe(50);
    expect(limiter.retryAfter('b')).toBe(0);
    clock += 51;
    expect(limiter.retryAfter('a')).toBe(0);
    limiter.recordFailure('a');
    expect(limiter.retryAfter('a')).toBeGreaterThan(0);
    limiter.clear('a');
    expect(limiter.retryAfter('a')).toBe(0);
  });
});

describe('migrate', () => {
  const table = (version: number, name: string): Migration => ({ version, name, up: (db) => db.exec(`CREATE TABLE ${name} (id INTEGER)`) });

  it('applies pending migrations once, in order', () => {
    const db = openDatabase(':memory:');
    expect(migrate(db, [table(1, 'one')])).toEqual([1]);
    expect(migrate(db, [table(1, 'one'), table(2, 'two')])).toEqual([2]);
    expect(migrate(db, [table(1, 'one'), table(2, 'two')])).toEqual([]);
    expect(appliedMigrations(db).map((row) => row.version)).toEqual([1, 2]);
    db.close();
  });

  it('refuses an unordered list and a database from a newer sandbox', () => {
    const db = openDatabase(':memory:');
    expect(() => migrate(db, [table(2, 'two'), table(1, 'one')])).toThrow(/ascending/);
    migrate(db, [table(1, 'one'), table(2, 'two')]);
    expect(() => migrate(db, [table(1, 'one')])).toThrow(/does not know/);
    db.close();
  });

  it('rolls a failing migration back', () => {
    const db = openDatabase(':memory:');
    const failing: Migration = { version: 1, name: 'bad', up: (d) => d.exec('CREATE TABLE kept (id INTEGER); SELECT * FROM missing') };
    expect(() => migrate(db, [failing])).toThrow();
    expect(db.prepare("SELECT COUNT(*) FROM sqlite_master WHERE name = 'kept'").pluck().get()).toBe(0);
    expect(appliedMigrations(db)).toEqual([]);
    db.close();
  });
});

describe('helpers', () => {
  it('fieldName renders nested paths as form keys', () => {
    expect(fieldName('', 'email')).toBe('email');
    expect(fieldName('/metadata', 'company')).toBe('metadata[company]');
    expect(fieldName('/metadata/company')).toBe('metadata[company]');
    expect(fieldName('')).toBe('');
  });

  it('redactUrl keeps one-time secrets out of logs', () => {
    expect(redactUrl('/api/accounts/forgot-password/abcdef?x=1')).toBe('/api/accounts/forgot-password/[redacted]?x=1');
    expect(redactUrl('/api/accounts/activate/123456')).toBe('/api/accounts/activate/[redacted]');
    expect(redactUrl('/api/accounts/activate')).toBe('/api/accounts/activate');
  });

  it('readSandboxEnv applies the operator contract defaults', () => {
    expect(readSandboxEnv({}, '/repo')).toMatchObject({
      port: 8080,
      dbPath: '.sandbox/sandbox.db',
      seed: 'default',
      distDir: '/repo/dist',
      platformKey: 'boxoffice',
    });
    expect(readSandboxEnv({ PORT: '9000', SANDBOX_DB: ':memory:', SANDBOX_SEED: 'large', PLATFORM_KEY: 'ops' }, '/repo')).toMatchObject({
      port: 9000,
      dbPath: ':memory:',
      seed: 'large',
      platformKey: 'ops',
    });
    expect(readSandboxEnv({ SERVE_DIST: '0' }, '/repo').distDir).toBeUndefined();
    expect(readSandboxEnv({ SANDBOX_DIST: 'build' }, '/repo').distDir).toBe('/repo/build');
    expect(() => readSandboxEnv({ SANDBOX_SEED: 'huge' })).toThrow(/SANDBOX_SEED/);
    expect(() => readSandboxEnv({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});

describe('requireSchemas', () => {
  it('names what a route reads without a schema: path params, a GET query, a write body', () => {
    expect(missingSchemas('GET', '/api/items/:id', {})).toEqual(['params', 'querystring']);
    expect(missingSchemas('POST', '/api/items', { querystring: {} })).toEqual(['body']);
    expect(missingSchemas('DELETE', '/api/items/:id', { params: {} })).toEqual([]);
    expect(missingSchemas('PUT', '/api/items/:id', { params: {}, body: {} })).toEqual([]);
  });

  it('refuses to register a route that declares no schema, and accepts one that does', async () => {
    const bare = Fastify({ logger: false });
    const registering = bare.register(async (scope) => {
      requireSchemas(scope);
      scope.get('/declared', { schema: { querystring: { type: 'object' } } }, async () => ({ ok: true }));
      scope.post('/undeclared', async () => ({ ok: true }));
    });
    await expect(registering).rejects.toThrow('"POST /undeclared" declares no body schema: add it from src/contracts.');
    await bare.close();

    const declared = Fastify({ logger: false });
    await declared.register(async (scope) => {
      requireSchemas(scope);
      scope.get('/declared', { schema: { querystring: { type: 'object' } } }, async () => ({ ok: true }));
    });
    await declared.ready();
    expect(declared.hasRoute({ method: 'GET', url: '/declared' })).toBe(true);
    await declared.close();
  });
});

describe('prepared statements', () => {
  it('come back in their plain mode: one caller’s pluck() or raw() never changes another’s reading of the same SQL', () => {
    const db = openDatabase(':memory:');
    db.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO t (name) VALUES ('a');");
    const sql = 'SELECT name FROM t WHERE id = ?';
    expect(prepared(db, sql).pluck().get(1)).toBe('a');
    expect(prepared(db, sql).get(1)).toEqual({ name: 'a' });
    expect(prepared(db, sql).raw().get(1)).toEqual(['a']);
    expect(prepared(db, sql).get(1)).toEqual({ name: 'a' });
    // Statements that return nothing are handed back as they are.
    expect(prepared(db, "UPDATE t SET name = 'b' WHERE id = ?").run(1).changes).toBe(1);
    expect(prepared(db, "UPDATE t SET name = 'b' WHERE id = ?").run(1).changes).toBe(1);
    db.close();
  });
});
