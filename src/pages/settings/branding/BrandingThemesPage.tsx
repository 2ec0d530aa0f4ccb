import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { BrandingTheme } from '../../../api/branding';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadState } from '../../../components/list/LoadState';
import { Pill } from '../../../components/Pill';
import { Table, type Column } from '../../../components/Table';
import { useRowDialog } from '../../../components/useRowDialog';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { BRANDING_TEMPLATE_LABELS, BRANDING_UI as UI } from '../../../constants/messages/branding';
import { BRANDING_TEMPLATES, type BrandingTemplate } from '../../../contracts/values';
import { selectAuth } from '../../../ducks/auth/selectors';
import { deleteTheme, fetchThemes, updateTheme } from '../../../ducks/branding';
import { useStoredRead } from '../../../ducks/requests/readHooks';
import { PATHS } from '../../../routes/paths';
import { useCan } from '../../../routes/useCan';

const DELETE_MODAL = 'branding-theme-delete';

const Swatches = styled.span`
  display: inline-flex;
  gap: 4px;
  span[aria-hidden] {
    width: 18px;
    height: 18px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 3px;
  }
`;

const templateLabel = (id: number): string => {
  const name = (Object.keys(BRANDING_TEMPLATES) as BrandingTemplate[]).find((key) => BRANDING_TEMPLATES[key] === id);
  return name ? BRANDING_TEMPLATE_LABELS[name] : String(id);
};

/** A theme's main colours as swatches, named for assistive technology. */
function ColourSwatches({ theme }: { theme: BrandingTheme }) {
  const colours = [theme.paywall_primary_color, theme.paywall_secondary_color, theme.paywall_buttons_bg_color, theme.paywall_buttons_text_color];
  return (
    <Swatches>
      {colours.map((colour, index) => (
        <span key={index} aria-hidden style={{ background: colour }} title={colour} />
      ))}
      <VisuallyHidden>{UI.coloursOf(theme.paywall_primary_color, theme.paywall_secondary_color, theme.paywall_buttons_bg_color, theme.paywall_buttons_text_color)}</VisuallyHidden>
    </Swatches>
  );
}

/**
 * /settings/branding: the merchant's paywall themes, the default flagged (catalogue 7.12). Edit, make default and
 * delete (after confirming); "add new branding theme" only with 'addBrandingThemes'. Read-only for customer support.
 */
export default function BrandingThemesPage() {
  const dispatch = useDispatch();
  const can = useCan();
  const writable = !can.isReadOnly('brandingThemes');
  const mayAdd = writable && !can.isDisabled('addBrandingThemes');
  const tenantUuid = useSelector(selectAuth).account?.tenant_uuid ?? '';
  const request = useMemo(() => ({ tenantUuid }), [tenantUuid]);
  const { view: load, retry } = useStoredRead(fetchThemes, request, tenantUuid !== '');
  const confirmDelete = useRowDialog<BrandingTheme>(DELETE_MODAL);
  const columns: Column<BrandingTheme>[] = [
    { key: 'name', header: UI.columns.name, render: (row) => row.brand_name },
    { key: 'colours', header: UI.columns.colours, render: (row) => <ColourSwatches theme={row} /> },
    { key: 'look', header: UI.columns.look, render: (row) => templateLabel(row.template_id) },
    { key: 'default', header: UI.columns.default, render: (row) => (row.default ? <Pill>{UI.isDefault}</Pill> : null) },
    {
      key: 'actions',
      header: UI.columns.actions,
      render: (row) => (
        <>
          <Link to={PATHS.brandingTheme(row.id)} aria-label={writable ? UI.editTheme(row.brand_name) : UI.viewTheme(row.brand_name)}>
            {writable ? UI.edit : UI.view}
          </Link>
          {writable && !row.default && (
            <>
              {' '}
              <Button $variant="link" aria-label={UI.makeDefaultOf(row.brand_name)} onClick={() => dispatch(updateTheme.request({ id: row.id, default: 'true' }))}>
                {UI.makeDefault}
              </Button>
            </>
          )}
          {writable && (
            <>
              {' '}
              <Button $variant="link" aria-label={UI.deleteTheme(row.brand_name)} onClick={() => confirmDelete.openFor(row)}>
                {UI.delete}
              </Button>
            </>
          )}
        </>
      ),
    },
  ];
  return (
    <section>
      <h1>{UI.title}</h1>
      <p>{UI.intro}</p>
      {!writable && <p>{UI.readOnly}</p>}
      {mayAdd && (
        <p>
          <Link to={PATHS.newBrandingTheme}>{UI.add}</Link>
        </p>
      )}
      <LoadState state={load} ready={load.data !== undefined} onRetry={retry}>
        <Table caption={UI.caption} columns={columns} rows={load.data?.collection ?? []} rowKey={(row) => row.id} emptyText={UI.noThemes} />
      </LoadState>
      <ConfirmDialog
        id={DELETE_MODAL}
        message={confirmDelete.row ? UI.deleteQuestion(confirmDelete.row.brand_name) : undefined}
        onConfirm={() => confirmDelete.row && dispatch(deleteTheme.request({ id: confirmDelete.row.id }))}
      />
    </section>
  );
}
