import { useFormik } from 'formik';
import { useId } from 'react';
import styled from 'styled-components';
import * as yup from 'yup';
import type { SavedView } from '../../api/types';
import { FORM } from '../../constants/messages';
import { LISTS } from '../../constants/messages/lists';
import { Button } from '../Button';
import { TextField, type FormHelpers } from '../form';
import { useKeptFocus } from '../useKeptFocus';
import { usePopover } from '../usePopover';

export interface SavedViewsMenuProps {
  views: readonly SavedView[];
  /** Opens a view: its query replaces the list's filter. */
  onOpen: (view: SavedView) => void;
  onDelete: (view: SavedView) => void;
  /** Saves the current filter under a name; settles with the outcome (values kept on failure). */
  onSave: (name: string, form: FormHelpers) => Promise<void>;
  saving: boolean;
}

const Panel = styled.div`
  position: absolute;
  right: 0;
  z-index: 20;
  width: 320px;
  margin-top: 4px;
  padding: 12px 16px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.12);
  ul {
    list-style: none;
    margin: 0 0 12px;
    padding: 0;
  }
  li {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    padding: 4px 0;
  }
`;

const Wrapper = styled.div`
  position: relative;
`;

const schema = yup.object({ name: yup.string().trim().required(FORM.required).max(60) });

/** A list's saved views: reopen one, delete one, or save the current filter under a name. */
export function SavedViewsMenu({ views, onOpen, onDelete, onSave, saving }: SavedViewsMenuProps) {
  const { open, close, toggle, buttonRef, rootRef } = usePopover();
  // Deleting a view takes its row away: focus stays in the list.
  useKeptFocus(rootRef, views, 'li');
  const panelId = useId();
  const formik = useFormik({
    initialValues: { name: '' },
    validationSchema: schema,
    onSubmit: ({ name }, helpers) => onSave(name.trim(), helpers),
  });

  return (
    <Wrapper ref={rootRef}>
      <Button ref={buttonRef} $variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        {LISTS.savedViews}
      </Button>
      {open && (
        <Panel id={panelId} role="region" aria-label={LISTS.savedViews}>
          {views.length === 0 ? (
            <p>{LISTS.noSavedViews}</p>
          ) : (
            <ul>
              {views.map((view) => (
                <li key={view.id}>
                  <Button
                    $variant="link"
                    aria-label={LISTS.openView(view.name)}
                    onClick={() => {
                      onOpen(view);
                      close(true);
                    }}
                  >
                    {view.name}
                  </Button>
                  <Button $variant="link" aria-label={LISTS.deleteView(view.name)} onClick={() => onDelete(view)}>
                    ×
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <form noValidate onSubmit={formik.handleSubmit}>
            <TextField
              label={LISTS.viewName}
              autoComplete="off"
              {...formik.getFieldProps('name')}
              error={formik.touched.name ? formik.errors.name : undefined}
            />
            <Button type="submit" disabled={saving || formik.isSubmitting}>
              {LISTS.saveView}
            </Button>
          </form>
        </Panel>
      )}
    </Wrapper>
  );
}
