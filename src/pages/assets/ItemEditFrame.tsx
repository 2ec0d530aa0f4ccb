import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useModal } from '../../components/Modal';
import { Tabs, type TabItem } from '../../components/Tabs';
import { ASSETS_UI } from '../../constants/messages/assets';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 16px;
  h1 {
    margin: 0;
  }
`;

const Banner = styled.p`
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.paleBackground};
  border: 1px solid ${({ theme }) => theme.colors.border};
  display: flex;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
`;

export interface ItemEditFrameProps {
  title: string;
  readOnly: boolean;
  /** `consequence`: the confirmation's line saying what deleting does. */
  texts: { readOnly: string; delete: string; consequence: string };
  deleteModalId: string;
  deleting: boolean;
  onDelete: () => void;
  /** Items that can be deleted to inactive (assets, packages): the banner and Reactivate. Templates have none. */
  inactive?: { active: boolean; text: string; reactivating: boolean; onReactivate: () => void };
  tabs: readonly TabItem[];
}

/**
 * The frame of an item's edit screen (asset or package): the title with Delete (after a confirmation), what a read-only
 * role may not do, the inactive banner with Reactivate, and the tabs, the open one kept in the URL (`?tab=`).
 */
export function ItemEditFrame({ title, readOnly, texts, deleteModalId, deleting, onDelete, inactive, tabs }: ItemEditFrameProps) {
  const active = inactive?.active ?? true;
  const confirm = useModal(deleteModalId);
  const [params, setParams] = useSearchParams();
  const first = tabs[0]?.id ?? '';
  const tab = params.get('tab') ?? first;
  return (
    <>
      <Header>
        <h1>{title}</h1>
        {!readOnly && active && (
          <Button $variant="danger" onClick={confirm.open}>
            {texts.delete}
          </Button>
        )}
      </Header>
      {readOnly && <p>{texts.readOnly}</p>}
      {inactive && !active && (
        <Banner>
          <span>{inactive.text}</span>
          {!readOnly && (
            <Button disabled={inactive.reactivating} onClick={inactive.onReactivate}>
              {ASSETS_UI.reactivate}
            </Button>
          )}
        </Banner>
      )}
      <Tabs label={title} value={tab} onChange={(next) => setParams(next === first ? {} : { tab: next }, { replace: true })} items={tabs} />
      <ConfirmDialog id={deleteModalId} busy={deleting} message={title} consequence={texts.consequence} onConfirm={onDelete} />
    </>
  );
}
