/** Issue 24, scope 4: a customer's name and metadata being edited are not left behind without a question. */
import { screen, within } from '@testing-library/react';
import { UNSAVED } from '../../../src/constants/messages/unsaved';
import { openCustomerScreen } from '../../support/customerScreen';

describe("a customer's profile form with changes", () => {
  it('asks before another section opens; staying keeps the typed name', async () => {
    const { http, user, location } = openCustomerScreen('/audience/edit/42');
    http.on('GET', 'items/access', { status: 200, data: { collection: [], total: 0 } });
    await user.click(await screen.findByRole('button', { name: 'Edit name and metadata' }));
    const form = screen.getByRole('form', { name: 'Edit name and metadata' });
    const name = within(form).getByLabelText('Full name');
    await user.clear(name);
    await user.type(name, 'Vera V. Viewer');
    await user.click(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Assets' }));
    await user.click(within(await screen.findByRole('dialog', { name: UNSAVED.leaveTitle })).getByRole('button', { name: UNSAVED.stay }));
    expect(location()).toBe('/audience/edit/42');
    expect(within(screen.getByRole('form', { name: 'Edit name and metadata' })).getByLabelText('Full name')).toHaveValue('Vera V. Viewer');
  });
});
