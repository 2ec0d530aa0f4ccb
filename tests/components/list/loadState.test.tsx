import { screen, within } from '@testing-library/react';
import { tokenStore } from '../../../src/api/tokenStore';
import { LoadState } from '../../../src/components/list/LoadState';
import { asset } from '../../support/contentFixtures';
import { renderWithApp, signedIn } from '../../support/render';
import { deferred, type Reply } from '../../unit/api/mockHttp';
import { mockApi } from '../auth/support';

const page = (titles: string[]) => ({ status: 200, data: { collection: titles.map((title, i) => asset(i + 1, { title })), total: titles.length, page: 1, limit: 15 } });

describe('LoadState: a newer load keeps what is shown (issue 24)', () => {
  it('shows a loader before the first data, then the data; a failure with no data shown says so', () => {
    const first = renderWithApp(
      <LoadState state={{ status: 'pending' }} ready={false} onRetry={() => undefined}>
        <p>rows</p>
      </LoadState>,
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    first.unmount();
    renderWithApp(
      <LoadState state={{ status: 'failed', error: { status: 500, message: 'Boom.' } }} ready={false} onRetry={() => undefined}>
        <p>rows</p>
      </LoadState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Boom.');
  });

  it('changing the status filter keeps the current rows on screen, marked busy, until the new ones arrive', async () => {
    const http = mockApi();
    tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
    const inactive = deferred<Reply>();
    http.on('GET', 'items/collection', (req) => (req.query.get('is_active') === 'false' ? inactive.promise : page(['Harbour Lights'])));
    const { user } = renderWithApp('/assets', { preloadedState: { auth: signedIn(['merchant', 'owner']) } });
    const table = await screen.findByRole('table', { name: 'Assets' });
    expect(table.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false');

    await user.selectOptions(screen.getByLabelText('Status'), 'inactive');
    expect(screen.getByRole('cell', { name: 'Harbour Lights' })).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Assets' }).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');

    inactive.resolve(page(['Old Derby']));
    const fresh = await screen.findByRole('cell', { name: 'Old Derby' });
    expect(within(screen.getByRole('table', { name: 'Assets' })).queryByRole('cell', { name: 'Harbour Lights' })).not.toBeInTheDocument();
    expect(fresh.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
  });
});
