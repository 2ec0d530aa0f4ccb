import { ApiError } from '../../../src/api/errors';
import { buildPath, isAdminPath } from '../../../src/api/path';
import { PATH_VARIABLE_MISSING } from '../../../src/constants/messages';

describe('buildPath', () => {
  it('fills every variable, URI-encoded', () => {
    expect(buildPath('v2/items/{id}/access-fees/{feeId}', { id: 5, feeId: 'x y/z?' })).toBe('v2/items/5/access-fees/x%20y%2Fz%3F');
    expect(buildPath('restrictions/settings/{merchantUuid}', { merchantUuid: 'ab-12' })).toBe('restrictions/settings/ab-12');
  });

  it('accepts 0 as a value and leaves templates without variables alone', () => {
    expect(buildPath('items/{id}', { id: 0 })).toBe('items/0');
    expect(buildPath('accounts')).toBe('accounts');
  });

  it.each([
    ['absent', {}],
    ['undefined', { id: undefined }],
    ['null', { id: null }],
    ['empty', { id: '' }],
    ['NaN', { id: Number.NaN }],
  ])('refuses a %s variable', (_label, vars) => {
    expect(() => buildPath('items/{id}', vars)).toThrow(new ApiError(0, PATH_VARIABLE_MISSING));
    try {
      buildPath('items/{id}', vars);
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(0);
    }
  });

  it('does not read inherited properties as values', () => {
    expect(() => buildPath('items/{toString}', {})).toThrow(PATH_VARIABLE_MISSING);
  });
});

describe('isAdminPath', () => {
  it.each([
    ['admin/merchants', true],
    ['/admin/merchants', true],
    ['v2/admin/fees', true],
    ['/v2/admin', true],
    ['admin', true],
    ['accounts', false],
    ['administrators', false],
    ['items/admin', false],
  ])('%s → %s', (path, expected) => {
    expect(isAdminPath(path)).toBe(expected);
  });
});
