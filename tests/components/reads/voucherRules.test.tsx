import { screen, within } from '@testing-library/react';
import type { Voucher } from '../../../src/api/vouchers';
import { tokenStore } from '../../../src/api/tokenStore';
import { renderWithApp, signedIn } from '../../support/render';
import { mockApi } from '../auth/support';
import { failsThenRecovers } from './support';

describe("a voucher's rules when a list read fails", () => {
  it("shows the server's message with Retry in the Available list instead of 'Nothing more to add.', and Retry lists the assets", async () => {
    const http = mockApi();
    tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
    const spring = { id: 5, type: 'web', name: 'Spring', code: 'SPRING', discount: 10, discount_period: 'once', rules: { access_fees: 0, assets: 0, packages: 0 } } as Voucher;
    http.on('GET', 'v2/vouchers/5', { status: 200, data: spring });
    http.on('GET', 'v2/vouchers/5/rules', (req) => ({ status: 200, data: { collection: [], total: 0, page: 0, limit: Number(req.query.get('limit')) } }));
    const { user } = renderWithApp('/vouchers/edit/5', { preloadedState: { auth: signedIn(['merchant', 'owner']) } });
    const box = await failsThenRecovers({ http, user }, 'items/collection', { status: 200, data: { collection: [{ id: 3, title: 'Cup Final' }], total: 1, page: 1, limit: 15 } }, 'Assets are unavailable.');
    expect(box).not.toBeInTheDocument();
    const available = await screen.findByRole('list', { name: 'Available assets' });
    expect(await within(available).findByText('Cup Final')).toBeVisible();
  });
});
