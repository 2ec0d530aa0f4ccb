import { MISSING_TRANSACTIONS_UI, SECTION_REPORTS_UI } from '../../../constants/messages/adminReports';
import type { MissingTransactionSection } from '../../../contracts/adminReports';
import { RouteLink } from '../../../routes/RouteLink';

/** Spec section 2: a section's reports (and missing transactions) link back to `admin/{section}`. */
export function SectionBackLink({ section }: { section: MissingTransactionSection }) {
  return (
    <p>
      <RouteLink area="admin" to={`/admin/${section}`}>
        {SECTION_REPORTS_UI.backTo(MISSING_TRANSACTIONS_UI.titles[section])}
      </RouteLink>
    </p>
  );
}
