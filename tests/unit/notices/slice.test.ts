import { noticeDismissed, noticeShown, noticesReducer } from '../../../src/ducks/notices/slice';

describe('notices reducer', () => {
  it('given a notice showing, when the same text arrives again, then it stays one notice', () => {
    let state = noticesReducer(undefined, noticeShown({ kind: 'success', text: 'Report ready.' }));
    const first = state[0].id;
    state = noticesReducer(state, noticeShown({ kind: 'success', text: 'Report ready.' }));
    expect(state).toHaveLength(1);
    // A new notice in the twin's place: its own time and announcement.
    expect(state[0].id).not.toBe(first);
  });

  it('given notices showing, when the first one’s text arrives again, then it keeps its place', () => {
    let state = noticesReducer(undefined, noticeShown({ kind: 'success', text: 'Saved.' }));
    state = noticesReducer(state, noticeShown({ kind: 'success', text: 'Deleted.' }));
    state = noticesReducer(state, noticeShown({ kind: 'success', text: 'Saved.' }));
    expect(state.map((notice) => notice.text)).toEqual(['Saved.', 'Deleted.']);
  });

  it('given a notice, when another text or kind arrives, then both show', () => {
    let state = noticesReducer(undefined, noticeShown({ kind: 'success', text: 'Saved.' }));
    state = noticesReducer(state, noticeShown({ kind: 'error', text: 'Saved.' }));
    state = noticesReducer(state, noticeShown({ kind: 'success', text: 'Deleted.' }));
    expect(state.map((n) => `${n.kind}:${n.text}`)).toEqual(['success:Saved.', 'error:Saved.', 'success:Deleted.']);
  });

  it('given a dismissed notice, when the same text arrives later, then it shows again', () => {
    let state = noticesReducer(undefined, noticeShown({ kind: 'success', text: 'Saved.' }));
    state = noticesReducer(state, noticeDismissed(state[0].id));
    state = noticesReducer(state, noticeShown({ kind: 'success', text: 'Saved.' }));
    expect(state).toHaveLength(1);
  });
});
