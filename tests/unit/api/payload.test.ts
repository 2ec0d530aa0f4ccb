import { compact, fieldSearch, toForm, toMultipart } from '../../../src/api/payload';

describe('compact', () => {
  it('drops undefined and null recursively through plain objects, keeping falsy values', () => {
    expect(
      compact({ a: undefined, b: null, c: 0, d: false, e: '', f: { g: undefined, h: 'x', i: { j: null } }, k: [1, null, undefined, 2] }),
    ).toEqual({ c: 0, d: false, e: '', f: { h: 'x', i: {} }, k: [1, 2] });
  });

  it('drops empty-string properties only when asked, never empty-string list items', () => {
    expect(compact({ a: '', b: 'x', origins: [''], m: { c: '' } }, { dropEmptyStrings: true })).toEqual({ b: 'x', origins: [''], m: {} });
  });

  it('leaves non-plain objects as they are and does not touch the input', () => {
    const file = new Blob(['x']);
    const input = { file, when: new Date(0), gone: undefined };
    const out = compact(input);
    expect(out.file).toBe(file);
    expect(out.when).toBe(input.when);
    expect('gone' in input).toBe(true);
  });
});

describe('toForm', () => {
  it('encodes nested objects as bracketed keys and booleans as text', () => {
    const form = toForm({
      full_name: 'Ann Lee',
      metadata: { company: 'Acme & Co', country: 'MK' },
      active: true,
      giftable: false,
      price: 9.5,
      skip: undefined,
    });
    expect([...form]).toEqual([
      ['full_name', 'Ann Lee'],
      ['metadata[company]', 'Acme & Co'],
      ['metadata[country]', 'MK'],
      ['active', 'true'],
      ['giftable', 'false'],
      ['price', '9.5'],
    ]);
    expect(form.toString()).toBe('full_name=Ann+Lee&metadata%5Bcompany%5D=Acme+%26+Co&metadata%5Bcountry%5D=MK&active=true&giftable=false&price=9.5');
  });

  it('sends numbers when the caller passes numbers', () => {
    expect(toForm({ sso: 1, other: 0 }).toString()).toBe('sso=1&other=0');
  });

  it('encodes lists as key[] and field searches as search[]=field:value', () => {
    const form = toForm({ search: [fieldSearch('title', 'Cup final'), fieldSearch('id', 7)], scopes: [''] });
    expect(form.getAll('search[]')).toEqual(['title:Cup final', 'id:7']);
    expect(form.getAll('scopes[]')).toEqual(['']);
  });

  it('indexes lists when asked, and lists of objects always', () => {
    expect([...toForm({ feature_ids: [3, 5] }, { arrays: 'indices' })]).toEqual([
      ['feature_ids[0]', '3'],
      ['feature_ids[1]', '5'],
    ]);
    expect([...toForm({ rules: [{ a: 1 }, { a: 2, b: 'x' }] })]).toEqual([
      ['rules[0][a]', '1'],
      ['rules[1][a]', '2'],
      ['rules[1][b]', 'x'],
    ]);
  });

  it('refuses values it cannot encode', () => {
    expect(() => toForm({ avatar: new Blob(['x']) })).toThrow(/multipart/);
    expect(() => toForm({ when: new Date(0) })).toThrow(/when/);
  });
});

describe('toMultipart', () => {
  it('uses the same keys and appends files as they are', () => {
    const file = new File(['x'], 'a.csv');
    const form = toMultipart({ file, meta: { kind: 'codes' }, tags: ['a', 'b'], on: true });
    expect((form.get('file') as File).name).toBe('a.csv');
    expect(form.get('meta[kind]')).toBe('codes');
    expect(form.getAll('tags[]')).toEqual(['a', 'b']);
    expect(form.get('on')).toBe('true');
  });
});
