import { defineEndpoint } from '../../../src/ducks/requests/defineEndpoint';
import { continuedRead, type ContinuedList } from '../../../src/ducks/requests/paginated';
import { createDataReducer, type EndpointData } from '../../../src/ducks/requests/storage';

interface Answer {
  items: string[];
  next: string | null;
}
type Request = { list: string; continuation?: string };

const endpoint = defineEndpoint<Request, Answer>('continuedTest/fetch', () => Promise.resolve({ items: [], next: null }), continuedRead((res) => res.items, (res) => res.next));
const reducer = createDataReducer([endpoint]);
const received = (state: EndpointData | undefined, req: Request, res: Answer) => reducer(state, endpoint.success(res, req, { key: endpoint.key?.(req) }));
const kept = (state: EndpointData, list: string) => state.results[endpoint.type][endpoint.key?.({ list }) ?? ''] as ContinuedList<string>;

describe('lists read on with a continuation token', () => {
  it('given a first answer, when the list is continued, then its items follow, under the key of the filter', () => {
    let state = received(undefined, { list: 'a' }, { items: ['1', '2'], next: 'c1' });
    state = received(state, { list: 'a', continuation: 'c1' }, { items: ['3'], next: null });
    expect(kept(state, 'a')).toEqual({ items: ['1', '2', '3'], next: null });
  });

  it('given a continued list, when it is asked from its start again, then the items are replaced; other filters keep theirs', () => {
    let state = received(undefined, { list: 'a' }, { items: ['1'], next: 'c1' });
    state = received(state, { list: 'a', continuation: 'c1' }, { items: ['2'], next: 'c2' });
    state = received(state, { list: 'b' }, { items: ['x'], next: null });
    state = received(state, { list: 'a' }, { items: ['fresh'], next: 'c9' });
    expect(kept(state, 'a')).toEqual({ items: ['fresh'], next: 'c9' });
    expect(kept(state, 'b')).toEqual({ items: ['x'], next: null });
  });
});
