import { emptyCollection, removeEntities, upsertEntities } from '../../../src/ducks/requests/entities';

interface Row {
  id: number | string;
  title?: string;
  price?: number;
}

describe('entity collections kept by the upsert and remove storage modes', () => {
  it('adds new entities in order and merges the fields of known ones', () => {
    const first = upsertEntities<Row>(emptyCollection(), [{ id: 1, title: 'a', price: 5 }, { id: 2, title: 'b' }]);
    const next = upsertEntities<Row>(first, [{ id: 3, title: 'c' }, { id: 1, title: 'A' }, { id: 3, price: 9 }]);
    expect(next.ids).toEqual([1, 2, 3]);
    expect(next.entities[1]).toEqual({ id: 1, title: 'A', price: 5 });
    expect(next.entities[3]).toEqual({ id: 3, title: 'c', price: 9 });
    // The previous state is left as it was.
    expect(first.ids).toEqual([1, 2]);
    expect(first.entities[1]).toEqual({ id: 1, title: 'a', price: 5 });
  });

  it('removes by id and keeps the same collection when nothing matched', () => {
    const rows = upsertEntities<Row>(emptyCollection(), [{ id: 'x' }, { id: 'y' }, { id: 'z' }]);
    const less = removeEntities(rows, ['y', 'missing']);
    expect(less.ids).toEqual(['x', 'z']);
    expect(less.entities).toEqual({ x: { id: 'x' }, z: { id: 'z' } });
    expect(removeEntities(less, ['missing'])).toBe(less);
    expect(upsertEntities(less, [])).toBe(less);
  });
});
