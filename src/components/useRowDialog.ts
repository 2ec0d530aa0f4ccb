import { useCallback, useState } from 'react';
import { useModal } from './Modal';

/** A dialog about one row of a table (edit it, delete it): `openFor(row)` remembers the row and opens the dialog. */
export function useRowDialog<Row>(id: string) {
  const modal = useModal(id);
  const [row, setRow] = useState<Row | null>(null);
  const { open } = modal;
  const openFor = useCallback(
    (next: Row) => {
      setRow(next);
      open();
    },
    [open],
  );
  return { ...modal, row, openFor };
}
