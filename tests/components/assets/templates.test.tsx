import { screen, within } from '@testing-library/react';
import type { Template } from '../../../src/api/itemTypes';
import { tokenStore } from '../../../src/api/tokenStore';
import { renderWithApp, signedIn } from '../../support/render';
import { mockApi } from '../auth/support';

const template = (overrides: Partial<Template> = {}): Template => ({
  id: 3,
  name: 'Monthly Series',
  access_control_type_id: 1,
  preview_text: '',
  metadata: { asset_genre: 'documentary' },
  item_type_name: 'video',
  event_type: 'vod',
  preview_id: 1,
  prices: [],
  restrictions: [{ id: 5, category: 'age', additional_data: { age: '16' } }],
  event_details: null,
  created_at: 0,
  updated_at: 0,
  ...overrides,
});

function setup(path: string, roles = ['merchant', 'owner']) {
  const http = mockApi();
  tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
  http.on('GET', 'v2/items/templates/3', { status: 200, data: template() });
  http.on('GET', 'items/access-types', { status: 200, data: [] });
  http.on('GET', 'restrictions/country-sets', { status: 200, data: [] });
  http.on('GET', 'v2/payments/providers', { status: 200, data: [] });
  return { http, ...renderWithApp(path, { preloadedState: { auth: signedIn(roles) } }) };
}

describe('/assets/templates/edit/{id}', () => {
  it("saves the template's event details with 'Template content details successfully updated.'", async () => {
    const { http, user } = setup('/assets/templates/edit/3?tab=event');
    http.on('PUT', 'v2/items/templates/3/event_details', { status: 200, data: template() });
    const form = await screen.findByRole('form', { name: 'Event details' });
    expect(within(form).getByLabelText('Event name')).toHaveValue('Monthly Series');
    await user.type(within(form).getByLabelText('Industry'), 'Film');
    await user.type(within(form).getByLabelText('Web page'), 'https://example.com');
    await user.type(within(form).getByLabelText('Event date (UTC)'), '2026-09-01T20:00');
    await user.type(within(form).getByLabelText('Expected viewership'), '100');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Template content details successfully updated.')).toBeInTheDocument();
    expect(Object.fromEntries(http.calls('PUT', 'v2/items/templates/3/event_details')[0].form())).toMatchObject({ content_category: 'vod', industry: 'Film', event_name: 'Monthly Series' });
  });

  it('removes a metadata key and a restriction', async () => {
    const { http, user } = setup('/assets/templates/edit/3');
    http.on('DELETE', 'v2/items/templates/3/metadata', { status: 200, data: template({ metadata: {} }) });
    http.on('DELETE', 'v2/items/templates/3/restrictions/5', { status: 200, data: template({ metadata: {}, restrictions: [] }) });
    await user.click(await screen.findByRole('button', { name: 'Remove asset_genre' }));
    expect(await screen.findByText('No custom metadata.')).toBeVisible();
    expect(Object.fromEntries(http.calls('DELETE', 'v2/items/templates/3/metadata')[0].form())).toEqual({ 'keys[]': 'asset_genre' });

    await user.click(screen.getByRole('tab', { name: 'Restrictions' }));
    await user.click(screen.getByRole('button', { name: 'Delete restriction Age: 16' }));
    expect(await screen.findByText('No restrictions.')).toBeVisible();
  });

  it("says 'Error while deleting template.' when the delete fails, and stays", async () => {
    const { http, user, location } = setup('/assets/templates/edit/3');
    http.on('DELETE', 'v2/items/templates/3', { status: 500, data: { code: 500, message: 'Internal error.' } });
    await user.click(await screen.findByRole('button', { name: 'Delete template' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Confirm your action' })).getByRole('button', { name: 'Yes, delete!' }));
    expect(await screen.findByText('Error while deleting template.')).toBeInTheDocument();
    expect(location()).toBe('/assets/templates/edit/3');
  });
});
