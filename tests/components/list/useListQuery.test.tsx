import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useListQuery, type ListDefaults } from '../../../src/components/list/useListQuery';
import { ROUTER_FUTURE } from '../../../src/routes/router';

const DEFAULTS: ListDefaults = { size: 15, field: 'email' };

function renderList(start = '/admin/payments') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[start]} future={ROUTER_FUTURE}>
      {children}
    </MemoryRouter>
  );
  return renderHook(() => ({ list: useListQuery(DEFAULTS), location: useLocation() }), { wrapper });
}

describe('useListQuery', () => {
  it('keeps both of two filters changed before the list renders again', () => {
    // Staff picked a merchant, then a type, on a busy machine: the type's change was built from the parameters of the
    // render before the merchant's, and the merchant was lost (the admin payments journey).
    const { result } = renderList();
    act(() => {
      const { update } = result.current.list;
      update({ merchant: '1' });
      update({ type: 'charge' });
    });
    expect(result.current.list.query).toMatchObject({ merchant: '1', type: 'charge', page: 1 });
    expect(new URLSearchParams(result.current.location.search).get('merchant')).toBe('1');
  });

  it('goes back to the first page when a filter changes, and keeps the page when only it changes', () => {
    const { result } = renderList('/admin/payments?page=3&type=charge');
    expect(result.current.list.query.page).toBe(3);
    act(() => result.current.list.update({ page: 4 }));
    expect(result.current.list.query).toMatchObject({ page: 4, type: 'charge' });
    act(() => result.current.list.update({ status: 'paid' }));
    expect(result.current.list.query).toMatchObject({ page: 1, type: 'charge', status: 'paid' });
  });
});
