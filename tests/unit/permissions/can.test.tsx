import { screen } from '@testing-library/react';
import { Can, useCan } from '../../../src/routes/useCan';
import { renderWithApp, signedIn } from '../../support/render';

function ReadOnlyProbe() {
  const { isReadOnly, isDisabled, can } = useCan();
  return (
    <p>
      vouchers {isReadOnly('vouchers') ? 'read-only' : 'editable'}; analytics {isDisabled('analytics') ? 'off' : 'on'};
      gateways {can('editPaymentGateways') ? 'yes' : 'no'}
    </p>
  );
}

const gated = (
  <>
    <Can do="editPaymentGateways" fallback={<span>No gateway edits</span>}>
      <button type="button">Set gateway</button>
    </Can>
    <Can writable="assetAccess">
      <button type="button">Grant access</button>
    </Can>
    <Can enabled="allReports">
      <a href="/audience/reports">Reports</a>
    </Can>
    <Can feature="BulkAccessManagement">
      <a href="/access/bulk-actions">Bulk actions</a>
    </Can>
    <ReadOnlyProbe />
  </>
);

describe('<Can> and useCan read the signed-in user', () => {
  it('an owner with the feature sees everything', () => {
    renderWithApp(gated, { preloadedState: { auth: signedIn(['merchant', 'owner'], {}, { features: ['BulkAccessManagement'] }) } });
    expect(screen.getByRole('button', { name: 'Set gateway' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Grant access' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Reports' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Bulk actions' })).toBeVisible();
    expect(screen.getByText(/vouchers editable; analytics on;\s*gateways yes/)).toBeVisible();
  });

  it('customer support loses reports, and its read-only vouchers show', () => {
    renderWithApp(gated, { preloadedState: { auth: signedIn(['customer_support']) } });
    expect(screen.getByText('No gateway edits')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bulk actions' })).not.toBeInTheDocument();
    expect(screen.getByText(/vouchers read-only; analytics off;\s*gateways no/)).toBeVisible();
  });

  it('per-account flags hide what they disable or make read-only', () => {
    const auth = signedIn(['merchant', 'owner'], { roleRestrictions: { disabled: ['allReports'], readOnly: ['assetAccess'] } });
    renderWithApp(gated, { preloadedState: { auth } });
    expect(screen.queryByRole('button', { name: 'Grant access' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set gateway' })).toBeVisible();
  });
});
