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

  const show = (store: ReturnType<typeof setup>['store'], kind: 'error' | 'success', text: string) =>
    act(() => {
      store.dispatch(noticeShown({ kind, text }));
    });
  const wait = (ms: number) =>
    act(() => {
      jest.advanceTimersByTime(ms);
    });

  it('puts each notice into a live region that was already there, empty, before it', () => {
    const { store, container } = setup();
    const assertive = container.querySelector('[aria-live="assertive"]');
    const polite = container.querySelector('[aria-live="polite"]');
    expect(assertive).toBeEmptyDOMElement();
    expect(polite).toBeEmptyDOMElement();
    show(store, 'error', 'Payment failed.');
    show(store, 'success', 'Saved.');
    expect(screen.getByRole('alert', { name: 'ERROR' })).toBe(assertive);
    expect(screen.getByRole('status', { name: 'SUCCESS' })).toBe(polite);
    expect(assertive).toHaveTextContent('Payment failed.');
    expect(polite).toHaveTextContent('Saved.');
  });

  it('keeps an error until it is closed; a success goes after 3 seconds', () => {
    const { store } = setup();
    show(store, 'error', 'First');
    wait(1000);
    show(store, 'success', 'Second');
    expect(NOTICE_DURATION_MS).toBe(3000);
    wait(2999);
    expect(screen.getByText('Second')).toBeInTheDocument();
    wait(1);
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
    wait(60_000);
    expect(screen.getByText('First')).toBeInTheDocument();
    expect(store.getState().notices).toEqual([expect.objectContaining({ kind: 'error', text: 'First' })]);
  });

  it('shows a second save’s success for its full time, once, even while the first one’s is still there', () => {
    const { store } = setup();
    show(store, 'success', 'Passcode successfully created.');
    wait(2500);
    show(store, 'success', 'Passcode successfully created.');
    expect(screen.getAllByText('Passcode successfully created.')).toHaveLength(1);
    wait(2999);
    expect(screen.getByText('Passcode successfully created.')).toBeInTheDocument();
    wait(1);
    expect(screen.queryByText('Passcode successfully created.')).not.toBeInTheDocument();
  });

  it('holds a success while the pointer is on it, and lets it go for the time it had left', async () => {
    const { store, user } = setup();
    show(store, 'success', 'Report generated.');
    wait(1000);
    await user.hover(screen.getByText('Report generated.'));
    wait(10_000);
    expect(screen.getByText('Report generated.')).toBeInTheDocument();
    await user.unhover(screen.getByText('Report generated.'));
    wait(1999);
    expect(screen.getByText('Report generated.')).toBeInTheDocument();
    wait(1);
    expect(screen.queryByText('Report generated.')).not.toBeInTheDocument();
  });

  it('holds a success while the focus is in it (its close button), and lets it go when the focus leaves', () => {
    const { store } = setup();
    show(store, 'success', 'Access granted.');
    act(() => screen.getByRole('button', { name: 'Close notice' }).focus());
    wait(10_000);
    expect(screen.getByText('Access granted.')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Close notice' }).blur());
    wait(NOTICE_DURATION_MS);
    expect(screen.queryByText('Access granted.')).not.toBeInTheDocument();
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
