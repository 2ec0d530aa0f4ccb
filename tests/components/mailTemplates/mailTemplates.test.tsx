/** The mail templates editor (/emailtemplates; issue 22): list, add and edit with a preview, switch on or off, delete. */
import { screen, waitFor, within } from '@testing-library/react';
import type { MailTemplate } from '../../../src/api/mailTemplateTypes';
import { tokenStore } from '../../../src/api/tokenStore';
import { SPEC_BRANDING } from '../../../src/constants/branding';
import { renderWithApp, signedIn } from '../../support/render';
import { mockApi } from '../auth/support';

const template = (id: number, overrides: Partial<MailTemplate> = {}): MailTemplate => ({
  id,
  merchant_id: 1,
  from_email: 'support@sandbox-media.example',
  subject: `Subject ${id}`,
  template_name: 'customer-password-reset',
  active: false,
  email_name: 'Sandbox Media Support',
  branding_id: null,
  domain: 'mail.boxoffice.example',
  transport: 'smtp',
  created_at: Date.UTC(2026, 10, 1, 9, 0) / 1000,
  updated_at: Date.UTC(2026, 10, 2, 10, 30) / 1000,
  ...overrides,
});

function setup(rows: MailTemplate[], auth = signedIn(['merchant', 'owner'], { merchant_id: 1 }, { features: ['EmailTemplatesEditor'] })) {
  const http = mockApi();
  tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
  let current = rows;
  http.on('GET', 'v2/mail-templates', () => ({ status: 200, data: { collection: current, total: current.length, inherited: false } }));
  const view = renderWithApp('/emailtemplates', { preloadedState: { auth } });
  return { http, ...view, setRows: (next: MailTemplate[]) => (current = next) };
}

describe('/emailtemplates', () => {
  it('lists the templates 15 a page with the mail, sender, subject, transport and status', async () => {
    const { http } = setup([template(1, { active: true }), template(2, { template_name: 'customer-data-export', transport: 'ses', domain: 'mail.sandbox-media.example' })]);
    const table = await screen.findByRole('table', { name: 'Mail templates' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Select', 'Mail', 'From', 'Subject', 'Transport', 'Status', 'Updated (UTC)', 'Actions']);
    expect(rows[1]).toHaveTextContent('Customer password reset');
    expect(rows[1]).toHaveTextContent('Sandbox Media Support <support@sandbox-media.example>');
    expect(rows[1]).toHaveTextContent('Active');
    expect(rows[2]).toHaveTextContent('Amazon SES (mail.sandbox-media.example)');
    expect(rows[2]).toHaveTextContent('Inactive');
    expect(http.calls('GET', 'v2/mail-templates')[0].query.get('size')).toBe('15');
  });

  it('adds a template: the preview follows the fields, the form posts every field urlencoded', async () => {
    const { http, user, setRows } = setup([]);
    expect(await screen.findByText('No mail templates yet: your customers get the platform’s own mails.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add mail template' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('*Required')).toHaveLength(3);
    await user.selectOptions(within(dialog).getByLabelText('Mail'), 'Customer data export');
    await user.type(within(dialog).getByLabelText('Sender name'), 'Sandbox Privacy');
    await user.type(within(dialog).getByLabelText('Sender e-mail'), 'privacy@sandbox-media.example');
    await user.type(within(dialog).getByLabelText('Subject'), 'Your data');
    const preview = within(dialog).getByRole('complementary', { name: 'Preview' });
    expect(preview).toHaveTextContent('Sandbox Privacy <privacy@sandbox-media.example>');
    expect(preview).toHaveTextContent('Your data');
    expect(preview).toHaveTextContent('the data we keep about your account');
    expect(preview).toHaveTextContent('Sent through SMTP from mail.boxoffice.example');
    await user.type(within(dialog).getByLabelText('Sending domain'), 'Mail.Sandbox-Media.example');
    expect(preview).toHaveTextContent('from mail.sandbox-media.example');
    await user.click(within(dialog).getByRole('checkbox', { name: /Active/ }));
    http.on('POST', 'v2/mail-templates', { status: 201, data: template(3) });
    setRows([template(3)]);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Mail template successfully created.')).toBeVisible();
    expect(Object.fromEntries(http.calls('POST', 'v2/mail-templates')[0].form())).toEqual({
      merchant_id: '1',
      template_name: 'customer-data-export',
      email_name: 'Sandbox Privacy',
      from_email: 'privacy@sandbox-media.example',
      subject: 'Your data',
      domain: 'mail.sandbox-media.example',
      transport: 'smtp',
      // No theme: the field goes empty, as the catalogue lists it.
      branding_id: '',
      active: 'true',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Subject 3')).toBeVisible();
  });

  it('names the mail’s branding theme with a picker of the merchant’s themes, keeping a theme it no longer lists', async () => {
    const { http, user } = setup([template(1, { branding_id: 12 })]);
    http.on('GET', 'v2/branding/paywall/tenant-1', { status: 200, data: { collection: [{ ...SPEC_BRANDING, id: 4, merchant_id: 1, brand_name: 'Sandbox Media', default: true, exists: true, created_at: 1, updated_at: 1 }, { ...SPEC_BRANDING, id: 5, merchant_id: 1, brand_name: 'Sandbox Media Night', default: false, exists: true, created_at: 2, updated_at: 2 }] } });
    http.on('PUT', 'v2/mail-templates/1', { status: 200, data: template(1, { branding_id: 5 }) });
    await user.click(await screen.findByRole('button', { name: 'Edit Subject 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit mail template' });
    const picker = within(dialog).getByLabelText('Branding theme');
    await waitFor(() => expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['Default theme', 'Sandbox Media (the default)', 'Sandbox Media Night', 'Theme 12']));
    expect(picker).toHaveValue('12');
    await user.selectOptions(picker, 'Sandbox Media Night');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(http.calls('PUT', 'v2/mail-templates/1')).toHaveLength(1));
    expect(http.calls('PUT', 'v2/mail-templates/1')[0].form().get('branding_id')).toBe('5');
  });

  it('keeps what was typed when a save is refused, with the sandbox’s message', async () => {
    const { http, user } = setup([template(1)]);
    await user.click(await screen.findByRole('button', { name: 'Edit Subject 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit mail template' });
    const subject = within(dialog).getByLabelText('Subject');
    await user.clear(subject);
    await user.type(subject, 'A better subject');
    http.on('PUT', 'v2/mail-templates/1', { status: 403, data: { code: 403, message: 'Your email templates are shared by your master account: ask them to change them.' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your email templates are shared by your master account: ask them to change them.')).toBeVisible();
    expect(subject).toHaveValue('A better subject');
  });

  it('switches the chosen templates off at once, and deletes one after confirming', async () => {
    const { http, user, setRows } = setup([template(1, { active: true }), template(2, { active: true, template_name: 'customer-data-export' })]);
    await user.click(await screen.findByRole('checkbox', { name: 'Select Subject 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Subject 2' }));
    expect(screen.getByText('2 selected')).toBeVisible();
    http.on('PATCH', 'v2/mail-templates', { status: 200, data: { collection: [template(1), template(2)] } });
    setRows([template(1), template(2, { template_name: 'customer-data-export' })]);
    await user.click(screen.getByRole('button', { name: 'Switch off' }));
    expect(await screen.findByText('Mail templates switched off.')).toBeVisible();
    const [patch] = http.calls('PATCH', 'v2/mail-templates');
    expect(patch.query.get('merchant_id')).toBe('1');
    expect(patch.form().toString()).toBe('ids%5B0%5D=1&ids%5B1%5D=2&active=false');

    await user.click(screen.getByRole('button', { name: 'Delete Subject 2' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Delete the template “Subject 2”? Its mail goes back to the platform’s own.');
    http.on('DELETE', 'v2/mail-templates/2', { status: 200, data: { message: 'Mail template successfully deleted.' } });
    setRows([template(1)]);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Mail template successfully deleted.')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Subject 2')).not.toBeInTheDocument());
  });

  it('shows a follower sharing its master’s templates read-only', async () => {
    setup([template(1)], signedIn(['merchant', 'follower'], { merchant_id: 5, scopes: ['email_inheritance'] }, { features: ['EmailTemplatesEditor'] }));
    expect(await screen.findByText('These are your master account’s email templates, shared with you: ask them to change them.')).toBeVisible();
    expect(await screen.findByText('Subject 1')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add template' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Subject 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select Subject 1' })).not.toBeInTheDocument();
  });
});

describe("the side nav's Email templates entry", () => {
  it('opens /emailtemplates in a new tab with the EmailTemplatesEditor feature, and is absent without it', async () => {
    setup([]);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const link = within(nav).getByRole('link', { name: 'Email templates (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/emailtemplates');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
  });

  it('is absent without the feature, and the address leads elsewhere', async () => {
    const { location } = setup([], signedIn(['merchant', 'owner'], { merchant_id: 1 }, { features: [] }));
    await waitFor(() => expect(location()).not.toBe('/emailtemplates'));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: /Email templates/ })).not.toBeInTheDocument();
  });
});
