/** The organisation screen (issue 21): create one, list the members, invite, change a role, remove after confirming. */
import { screen, waitFor, within } from '@testing-library/react';
import type { OrganisationMember } from '../../../src/api/organisationTypes';
import { tokenStore } from '../../../src/api/tokenStore';
import { renderWithApp, signedIn } from '../../support/render';
import { mockApi } from '../auth/support';

const member = (account_id: number, email: string, role: string, active = true): OrganisationMember => ({ account_id, email, full_name: `Full ${email}`, role, active, created_at: 1_780_000_000 });

function setup(organisation: { id: number; name: string } | null, roles = ['merchant', 'owner']) {
  const http = mockApi();
  tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
  let rows = [member(1, 'owner@sandbox.test', 'owner'), member(7, 'ana@sandbox.test', 'analyst')];
  if (organisation) http.on('GET', 'organisations', { status: 200, data: { ...organisation, created_at: 1_780_000_000 } });
  else http.on('GET', 'organisations', { status: 404, data: { code: 404, message: 'You are not in an organisation yet.' } });
  http.on('GET', `organisations/${organisation?.id ?? 1}/members`, () => ({ status: 200, data: { collection: rows, total: rows.length } }));
  const view = renderWithApp('/account/organisation', { preloadedState: { auth: signedIn(roles, { id: 1 }) } });
  return { http, ...view, setRows: (next: OrganisationMember[]) => (rows = next) };
}

describe('/account/organisation', () => {
  it('offers to create one when the account has none, with the spec’s text', async () => {
    const { http, user } = setup(null);
    const form = await screen.findByRole('form', { name: 'Create your organisation' });
    http.on('POST', 'organisations', { status: 201, data: { id: 3, name: 'Olive Group', created_at: 1 } });
    http.on('GET', 'organisations', { status: 200, data: { id: 3, name: 'Olive Group', created_at: 1 } });
    http.on('GET', 'organisations/3/members', { status: 200, data: { collection: [member(1, 'owner@sandbox.test', 'owner')], total: 1 } });
    await user.type(within(form).getByLabelText('Organisation name'), 'Olive Group');
    await user.click(within(form).getByRole('button', { name: 'Create organisation' }));
    expect(await screen.findByText('Organisation created successfully.')).toBeVisible();
    expect(http.calls('POST', 'organisations')[0].form().toString()).toBe('name=Olive+Group');
    expect(await screen.findByRole('heading', { level: 1, name: 'Organisation: Olive Group' })).toBeVisible();
    expect(await screen.findByRole('table', { name: 'Members' })).toHaveTextContent('owner@sandbox.test');
  });

  it('lists the members; the owner’s role cannot be changed; another member’s role changes with the spec’s text', async () => {
    const { http, user } = setup({ id: 1, name: 'Sandbox Media Group' });
    const table = await screen.findByRole('table', { name: 'Members' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'E-mail', 'Role', 'Status', 'Actions']);
    expect(rows[1]).toHaveTextContent('Owner');
    expect(within(rows[1]).queryByRole('combobox')).not.toBeInTheDocument();
    http.on('PUT', 'organisations/1/members/7', { status: 200, data: member(7, 'ana@sandbox.test', 'content_manager') });
    await user.selectOptions(within(rows[2]).getByLabelText('Role of ana@sandbox.test'), 'Content manager');
    expect(await screen.findByText('Member role updated successfully.')).toBeVisible();
    expect(http.calls('PUT', 'organisations/1/members/7')[0].form().toString()).toBe('role=content_manager');
  });

  it('invites a member as analyst by default, and removes one only after confirming', async () => {
    const { http, user, setRows } = setup({ id: 1, name: 'Sandbox Media Group' });
    await screen.findByRole('table', { name: 'Members' });
    http.on('POST', 'organisations/1/members', { status: 201, data: member(9, 'new.member@sandbox.test', 'analyst', false) });
    await user.click(screen.getByRole('button', { name: 'Invite member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a member' });
    await user.type(within(dialog).getByLabelText('Full name'), 'New Member');
    await user.type(within(dialog).getByLabelText('E-mail'), 'new.member@sandbox.test');
    setRows([member(1, 'owner@sandbox.test', 'owner'), member(7, 'ana@sandbox.test', 'analyst'), member(9, 'new.member@sandbox.test', 'analyst', false)]);
    await user.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('Invitation sent to new.member@sandbox.test.')).toBeVisible();
    expect(Object.fromEntries(http.calls('POST', 'organisations/1/members')[0].form())).toEqual({ email: 'new.member@sandbox.test', role: 'analyst', full_name: 'New Member' });
    const invited = (await screen.findByText('new.member@sandbox.test')).closest('tr') as HTMLElement;
    expect(invited).toHaveTextContent('Invited');

    http.on('DELETE', 'organisations/1/members/9', { status: 200, data: { message: 'Member removed.' } });
    await user.click(within(invited).getByRole('button', { name: 'Remove new.member@sandbox.test' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm your action' });
    expect(confirm).toHaveTextContent('Remove new.member@sandbox.test from the organisation? Their sessions end at once.');
    setRows([member(1, 'owner@sandbox.test', 'owner'), member(7, 'ana@sandbox.test', 'analyst')]);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByText('Member removed.')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('new.member@sandbox.test')).not.toBeInTheDocument());
  });

  it('is closed to an analyst (no organisation section)', async () => {
    const { location } = setup({ id: 1, name: 'Sandbox Media Group' }, ['analyst']);
    await waitFor(() => expect(location()).not.toBe('/account/organisation'));
  });
});
