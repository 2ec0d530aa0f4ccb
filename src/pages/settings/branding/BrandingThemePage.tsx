import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { useParams } from 'react-router-dom';
import { LoadState } from '../../../components/list/LoadState';
import { SPEC_BRANDING } from '../../../constants/branding';
import { BRANDING_UI as UI } from '../../../constants/messages/branding';
import { selectAuth } from '../../../ducks/auth/selectors';
import { fetchTheme } from '../../../ducks/branding';
import { useStoredRead } from '../../../ducks/requests/readHooks';
import { useCan } from '../../../routes/useCan';
import { ThemeForm } from './ThemeForm';

/** /settings/branding/new: a new theme, starting from the spec's defaults (spec section 3). */
export function NewBrandingThemePage() {
  return (
    <section>
      <h1>{UI.newTitle}</h1>
      <ThemeForm theme={SPEC_BRANDING} readOnly={false} />
    </section>
  );
}

/** /settings/branding/edit/{id}: one theme, read-only for customer support (spec section 6). */
export default function BrandingThemePage() {
  const id = Number(useParams<{ id: string }>().id);
  const readOnly = useCan().isReadOnly('brandingThemes');
  const tenantUuid = useSelector(selectAuth).account?.tenant_uuid ?? '';
  const request = useMemo(() => ({ tenantUuid, id }), [tenantUuid, id]);
  const { view, retry } = useStoredRead(fetchTheme, request, tenantUuid !== '' && Number.isInteger(id));
  const theme = view.data?.id === id ? view.data : undefined;
  return (
    <section>
      <h1>{theme ? theme.brand_name : UI.editTitle}</h1>
      {readOnly && <p>{UI.readOnly}</p>}
      <LoadState state={view} ready={theme !== undefined} onRetry={retry}>
        {theme && <ThemeForm key={`${theme.id}:${theme.updated_at}`} theme={theme} readOnly={readOnly} />}
      </LoadState>
    </section>
  );
}
