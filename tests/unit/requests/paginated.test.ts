import { receivePage, selectLoaded, selectPage, type PagedState } from '../../../src/ducks/requests/paginated';

describe('paginated lists', () => {
  it('keeps pages per key', () => {
    const state: PagedState<string> = {};
    receivePage(state, { key: 'active', page: 1, items: ['a', 'b'], total: 4 });
    receivePage(state, { key: 'active', page: 2, items: ['c', 'd'], total: 4 });
    receivePage(state, { key: 'inactive', page: 1, items: ['x'], total: 1 });

    expect(selectPage(state, 'active', 2)).toEqual(['c', 'd']);
    expect(selectLoaded(state, 'active')).toEqual(['a', 'b', 'c', 'd']);
    expect(selectLoaded(state, 'inactive')).toEqual(['x']);
  });

  it('a reset replaces the pages of that key only', () => {
    const state: PagedState<string> = {};
    receivePage(state, { key: 'active', page: 1, items: ['a'], total: 2 });
    receivePage(state, { key: 'active', page: 2, items: ['b'], total: 2 });
    receivePage(state, { key: 'other', page: 1, items: ['z'], total: 1 });

    receivePage(state, { key: 'active', page: 1, items: ['new'], total: 1, reset: true });

    expect(selectLoaded(state, 'active')).toEqual(['new']);
    expect(state.active.total).toBe(1);
    expect(selectLoaded(state, 'other')).toEqual(['z']);
  });

  it('an unknown key has no pages', () => {
    expect(selectPage({}, 'nope', 1)).toBeUndefined();
    expect(selectLoaded({}, 'nope')).toEqual([]);
  });
});
