import { Navigate, useLocation } from 'react-router-dom';
import { firstOpenBelow } from './access';
import { PATHS } from './paths';
import { usePermissionContext } from './useCan';

/** A door's page (/settings, /settings/auth): the first screen below it that the user may open, else the landing. */
export default function SectionDoor() {
  const ctx = usePermissionContext();
  const { pathname } = useLocation();
  const target = firstOpenBelow('merchant', ctx, pathname.replace(/\/+$/, ''));
  return <Navigate to={target?.path ?? PATHS.root} replace />;
}
