import { useDispatch } from 'react-redux';
import type { SavedView } from '../../api/types';
import type { SavedViewList } from '../../contracts/values';
import { LISTS } from '../../constants/messages/lists';
import { deleteView, fetchSavedViews, saveView } from '../../ducks/payments';
import { useStoredRead } from '../../ducks/requests/readHooks';
import { Button } from '../Button';
import { useSubmit } from '../form';
import { SavedViewsMenu } from './SavedViewsMenu';

export interface ExportAndViewsProps {
  /** The list whose views are kept. */
  list: SavedViewList;
  exporting: boolean;
  onExport: () => void;
  /** The list's filter as its URL query, saved in a view; a view opened is applied through `onOpen`. */
  queryString: string;
  onOpen: (query: string) => void;
}

/** A list's Export CSV button (the filtered rows) and its saved views menu. */
export function ExportAndViews({ list, exporting, onExport, queryString, onOpen }: ExportAndViewsProps) {
  const dispatch = useDispatch();
  // A failed read leaves the menu empty: the list itself is unaffected, and opening the screen again asks again.
  const views: readonly SavedView[] = useStoredRead(fetchSavedViews, list).view.data ?? [];
  const { submit, pending } = useSubmit(saveView, { onSuccess: (form) => form?.resetForm() });
  return (
    <div>
      <Button $variant="secondary" disabled={exporting} onClick={onExport}>
        {exporting ? LISTS.exporting : LISTS.exportCsv}
      </Button>
      <SavedViewsMenu
        views={views}
        saving={pending}
        onOpen={(view) => onOpen(view.query)}
        onDelete={(view) => dispatch(deleteView.request({ id: view.id, list }))}
        onSave={(name, form) => submit({ list, name, query: queryString }, form)}
      />
    </div>
  );
}
