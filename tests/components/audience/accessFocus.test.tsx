import { screen, waitFor, within } from '@testing-library/react';
import type { CustomerAccess } from '../../../src/api/audienceTypes';
import { FOCUSABLE } from '../../../src/components/focusable';
import { openCustomerScreen, VERA } from '../../support/customerScreen';

const access = (itemAccessId: number, itemTitle: string): CustomerAccess => ({
  itemAccessId,
  itemId: itemAccessId,
  itemTitle,
  itemType: 'asset',
  type: 'granted',
  expiresAt: null,
  revoked: false,
  createdAt: 1_760_000_000,
  currency: '',
  customer_id: 42,
  consumer_email: 'ann@example.com',
});

const setup = openCustomerScreen;
const customer = VERA;

describe('focus after a row action and after a navigation (issue 24, acceptance 7)', () => {
  /** Shows `before`, revokes Cup Final (501) through its row's button and the dialog; the reload shows `after`. */
  async function revokeCupFinal(before: CustomerAccess[], after: CustomerAccess[]) {
    const { http, user } = setup('/audience/edit/42');
    let revoked = false;
    http.on('GET', 'items/access', () => ({ status: 200, data: { collection: revoked ? after : before, total: revoked ? after.length : before.length } }));
    http.on('DELETE', 'items/access/501', () => {
      revoked = true;
      return { status: 204 };
    });
    const table = await screen.findByRole('table', { name: 'Customer accesses' });
    await user.click(within(table).getByRole('button', { name: 'Revoke access to Cup Final' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Revoke access' })).getByRole('button', { name: 'Revoke access' }));
    await waitFor(() => expect(within(table).queryByRole('button', { name: 'Revoke access to Cup Final' })).not.toBeInTheDocument());
    return table;
  }

  it('after revoking an access, focus is on the same control of the row now in its place, not on the page body', async () => {
    const table = await revokeCupFinal([access(501, 'Cup Final'), access(502, 'Derby')], [access(502, 'Derby')]);
    expect(within(table).getByRole('button', { name: 'Revoke access to Derby' })).toHaveFocus();
  });

  it('after the last row goes, focus stays in the table’s box', async () => {
    const table = await revokeCupFinal([access(501, 'Cup Final')], []);
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement?.contains(table)).toBe(true);
  });

  it('after navigating to a customer, focus is on the page heading and one Tab reaches the first control after it', async () => {
    const { http, user } = setup('/audience');
    http.on('GET', 'items/access', { status: 200, data: { collection: [access(501, 'Cup Final')], total: 1 } });
    await user.click(within(await screen.findByRole('table', { name: 'Audience' })).getByRole('link', { name: customer.email }));
    const heading = await screen.findByRole('heading', { level: 1, name: `Customer details: ${customer.email}` });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    await screen.findByRole('table', { name: 'Customer accesses' });
    await user.tab();
    const after = Array.from(document.querySelectorAll<HTMLElement>(FOCUSABLE)).find((element) => heading.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(after).toBeDefined();
    expect(after).toHaveFocus();
  });
});
