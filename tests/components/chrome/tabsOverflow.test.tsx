import { screen } from '@testing-library/react';
import { Tabs } from '../../../src/components/Tabs';
import { renderWithApp } from '../../support/render';

// An asset's ten tabs at 768 px widened the page by 95 px (the layout journey, issue 24 acceptance 6).
describe('Tabs in a narrow window', () => {
  it('scroll inside their own list and never wrap a label, so the page does not scroll sideways', () => {
    const items = ['Details', 'Pricing', 'Event details', 'Unique audience'].map((label) => ({ id: label, label, content: <p>{label}</p> }));
    renderWithApp(<Tabs items={items} label="Asset" />, { withStyles: true });
    expect(screen.getByRole('tablist', { name: 'Asset' })).toHaveStyle({ overflowX: 'auto' });
    expect(screen.getByRole('tab', { name: 'Event details' })).toHaveStyle({ whiteSpace: 'nowrap', flexShrink: '0' });
  });
});
