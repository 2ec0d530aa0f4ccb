import { act, screen, within } from '@testing-library/react';
import { Notices } from '../../../src/components/Notices';
import { NOTICE_DURATION_MS, noticeShown } from '../../../src/ducks/notices/slice';
import { renderWithApp } from '../../support/render';

describe('Notices', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const setup = () => renderWithApp(<Notices />, { userOptions: { advanceTimers: jest.advanceTimersByTime } });

  it('shows an error as an alert titled ERROR with the server’s message', () => {
    const { store } = setup();
    act(() => {
      store.dispatch(noticeShown({ kind: 'error', text: 'Invalid username or password.' }));
    });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('ERROR')).toBeVisible();
    expect(alert).toHaveTextContent('Invalid username or password.');
  });

  it('shows a success as a status region titled SUCCESS', () => {
    const { store } = setup();
    act(() => {
      store.dispatch(noticeShown({ kind: 'success', text: 'Your password has been changed successfully.' }));
    });
    const status = screen.getByRole('status');
    expect(within(status).getByText('SUCCESS')).toBeVisible();
    expect(status).toHaveTextContent('Your password has been changed successfully.');
  });

  it('removes each notice after 3 seconds', () => {
    const { store } = setup();
    act(() => {
      store.dispatch(noticeShown({ kind: 'error', text: 'First' }));
    });
    act(() => {
      jest.advanceTimersByTime(1000);
      store.dispatch(noticeShown({ kind: 'success', text: 'Second' }));
    });
    expect(NOTICE_DURATION_MS).toBe(3000);
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
    expect(store.getState().notices).toEqual([]);
  });

  it('closes with its named button', async () => {
    const { store, user } = setup();
    act(() => {
      store.dispatch(noticeShown({ kind: 'error', text: 'Something broke' }));
    });
    await user.click(screen.getByRole('button', { name: 'Close notice' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
