import { act, screen } from '@testing-library/react';
import { Notices } from '../../../src/components/Notices';
import { noticeShown } from '../../../src/ducks/notices/slice';
import { theme } from '../../../src/theme/theme';
import { renderWithApp } from '../../support/render';

// Apart from the notices' behaviour tests: this one puts the components' CSS into the document, which would then stay
// there for the tests after it.
describe('Notices placement', () => {
  it('stacks below the top bar and lets clicks through its empty space, so it never covers Jobs or the account menu', () => {
    const { store } = renderWithApp(<Notices />, { withStyles: true });
    act(() => {
      store.dispatch(noticeShown({ kind: 'error', text: 'Invalid username or password.' }));
    });
    // The stack: the fixed box around the notice.
    const fixed = Array.from(document.querySelectorAll('div')).find((element) => element.contains(screen.getByRole('alert')) && getComputedStyle(element).position === 'fixed');
    expect(fixed).toBeDefined();
    expect(fixed).toHaveStyle({ top: `${theme.topBarHeight + 8}px`, pointerEvents: 'none' });
    // Only the notices themselves take clicks; the stack's empty regions and gaps let them through.
    expect(screen.getByText('Invalid username or password.').parentElement).toHaveStyle({ pointerEvents: 'auto' });
  });
});
