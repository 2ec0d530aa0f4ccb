import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { Pagination, pageWindow } from '../../../src/components/Pagination';
import { Table } from '../../../src/components/Table';
import { Tabs } from '../../../src/components/Tabs';
import { Loader } from '../../../src/components/Loader';
import { TABLES } from '../../../src/constants/messages/lists';
import { renderWithApp } from '../../support/render';

interface Payment {
  id: number;
  email: string;
}
const columns = [
  { key: 'id', header: 'ID', render: (row: Payment) => row.id },
  { key: 'email', header: 'Customer email', render: (row: Payment) => row.email },
];

describe('Table', () => {
  it('has real column headers and one row per item', () => {
    renderWithApp(<Table columns={columns} rows={[{ id: 1, email: 'a@x.test' }]} rowKey={(r) => r.id} emptyText="-" caption="Payments" />);
    const table = screen.getByRole('table', { name: 'Payments' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['ID', 'Customer email']);
    headers.forEach((h) => expect(h).toHaveAttribute('scope', 'col'));
    expect(within(table).getByRole('cell', { name: 'a@x.test' })).toBeVisible();
  });

  it('shows the empty text across all columns', () => {
    renderWithApp(<Table columns={columns} rows={[]} rowKey={(r) => r.id} emptyText={TABLES.noEntries('payments')} />);
    const cell = screen.getByRole('cell', { name: 'No payments found.' });
    expect(cell).toHaveAttribute('colspan', '2');
  });
});

describe('Pagination', () => {
  function Paged({ pageCount }: { pageCount: number }) {
    const [page, setPage] = useState(1);
    return <Pagination page={page} pageCount={pageCount} onChange={setPage} />;
  }

  it('shows at most 5 page links around the current page', () => {
    expect(pageWindow(1, 20, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20, 5)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(20, 20, 5)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(2, 3, 5)).toEqual([1, 2, 3]);
  });

  it('moves between pages and marks the current one', async () => {
    const { user } = renderWithApp(<Paged pageCount={8} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    expect(within(nav).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(within(nav).getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
  });

  it('is absent for a single page', () => {
    renderWithApp(<Paged pageCount={1} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('Tabs', () => {
  it('selects by click and arrow keys and shows the matching panel', async () => {
    const { user } = renderWithApp(
      <Tabs
        label="Revenue setup"
        defaultValue="one-time"
        items={[
          { id: 'subscription', label: 'Subscription', content: 'Subscription revenue setup' },
          { id: 'one-time', label: 'One-Time', content: 'One-Time revenue setup' },
        ]}
      />,
    );
    expect(screen.getByRole('tab', { name: 'One-Time' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'One-Time' })).toHaveTextContent('One-Time revenue setup');
    await user.click(screen.getByRole('tab', { name: 'Subscription' }));
    expect(screen.getByRole('tabpanel', { name: 'Subscription' })).toHaveTextContent('Subscription revenue setup');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'One-Time' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'One-Time' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('Loader', () => {
  it('is a status region named Loading', () => {
    renderWithApp(<Loader />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });
});
