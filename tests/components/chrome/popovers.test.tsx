import { screen } from '@testing-library/react';
import { useState } from 'react';
import { Button } from '../../../src/components/Button';
import { DropdownMenu } from '../../../src/components/chrome/UserMenu';
import { JobTray } from '../../../src/components/chrome/JobTray';
import { SavedViewsMenu } from '../../../src/components/list/SavedViewsMenu';
import { Table } from '../../../src/components/Table';
import { renderWithApp, signedIn } from '../../support/render';

const outside = () => screen.getByRole('button', { name: 'Elsewhere' });

describe('popovers close on an outside click and on Escape (issue 24, scope 7)', () => {
  const cases: Array<[string, () => JSX.Element, RegExp | string, () => HTMLElement | null]> = [
    ['a menu', () => <DropdownMenu label="Related accounts" entries={[{ label: 'See all', to: '/account/relate' }]} />, 'Related accounts', () => screen.queryByRole('menu')],
    ['the Jobs tray', () => <JobTray />, /^Jobs/, () => screen.queryByRole('region', { name: 'Jobs' })],
    [
      'the saved views',
      () => <SavedViewsMenu views={[{ id: 1, name: 'Refunds', list: 'payments', query: 'type=refund', created_at: 1 }]} onOpen={jest.fn()} onDelete={jest.fn()} onSave={jest.fn()} saving={false} />,
      'Saved views',
      () => screen.queryByRole('region', { name: 'Saved views' }),
    ],
  ];

  it.each(cases)('%s: Escape closes it and returns focus to its button; a click outside closes it', async (_name, render, label, panel) => {
    const Popover = render;
    const { user } = renderWithApp(
      <>
        <Popover />
        <Button>Elsewhere</Button>
      </>,
      { preloadedState: { auth: signedIn(['merchant', 'owner']) } },
    );
    const button = screen.getByRole('button', { name: label });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel()).toBeVisible();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(outside());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(outside()).toHaveFocus();
  });
});

function Removable() {
  const [rows, setRows] = useState(['One', 'Two', 'Three']);
  return (
    <Table
      caption="Things"
      rows={rows}
      rowKey={(row) => row}
      emptyText="None"
      columns={[
        { key: 'name', header: 'Name', render: (row) => row },
        { key: 'actions', header: 'Actions', render: (row) => <Button onClick={() => setRows(rows.filter((other) => other !== row))}>{`Remove ${row}`}</Button> },
      ]}
    />
  );
}

describe('a row action that takes its row away', () => {
  it('leaves focus on the same control of the row now in its place, else of the row before', async () => {
    const { user } = renderWithApp(<Removable />);
    await user.click(screen.getByRole('button', { name: 'Remove Two' }));
    expect(screen.getByRole('button', { name: 'Remove Three' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove Three' }));
    expect(screen.getByRole('button', { name: 'Remove One' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove One' }));
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement).toContainElement(screen.getByRole('table', { name: 'Things' }));
  });
});
