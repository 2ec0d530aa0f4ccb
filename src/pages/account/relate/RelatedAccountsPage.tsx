import { useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Follower, FollowersRequest } from '../../../api/followers';
import { Button } from '../../../components/Button';
import { ConfirmDialog, useConfirmFor } from '../../../components/ConfirmDialog';
import { useSubmit } from '../../../components/form';
import { FormDialog } from '../../../components/FormDialog';
import { ListPager } from '../../../components/list/ListPager';
import { LoadState } from '../../../components/list/LoadState';
import { useListQuery, type ListDefaults } from '../../../components/list/useListQuery';
import { useRowDialog } from '../../../components/useRowDialog';
import { Table, type Column } from '../../../components/Table';
import { RELATE_UI } from '../../../constants/messages/relate';
import { utcTableDate } from '../../../constants/payments';
import { FOLLOWERS_PAGE_SIZE, type FollowerScope } from '../../../contracts/values';
import { deleteFollower, fetchFollowers, updateFollower } from '../../../ducks/followers';
import { canSignInAs, useLoginAsFollower } from '../../../ducks/followers/useLoginAsFollower';
import { usePagedRead } from '../../../ducks/requests/readHooks';
import { PATHS } from '../../../routes/paths';
import { ScopeChoices, scopesText } from './ScopeChoices';

const DEFAULTS: ListDefaults = { size: FOLLOWERS_PAGE_SIZE, field: 'email' };
const EDIT_MODAL = 'related-account-scopes';
const REMOVE_MODAL = 'related-account-remove';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

function ScopesForm({ formId, follower, onDone }: { formId: string; follower: Follower; onDone: () => void }) {
  const [scopes, setScopes] = useState<FollowerScope[]>(follower.scopes);
  const { submit } = useSubmit(updateFollower, { key: String(follower.follower_id), onSuccess: onDone });
  return (
    <form
      id={formId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit({ followerId: follower.follower_id, scopes });
      }}
    >
      <p>{follower.email}</p>
      <ScopeChoices idPrefix="edit-scope" value={scopes} onChange={setScopes} />
    </form>
  );
}

/**
 * /account/relate/related-accounts: the agency's related accounts, 6 a page (oldest first), each with what it
 * shares; edit those scopes, remove the relation after confirming, or sign in as the account.
 */
export default function RelatedAccountsPage() {
  const { query, update } = useListQuery(DEFAULTS);
  const request = useMemo((): FollowersRequest => ({ page: query.page, size: FOLLOWERS_PAGE_SIZE }), [query.page]);
  const { load, rows, total, retry } = usePagedRead(fetchFollowers, request);
  const editDialog = useRowDialog<Follower>(EDIT_MODAL);
  const editing = editDialog.row;
  const dispatch = useDispatch();
  const removal = useConfirmFor<Follower>(REMOVE_MODAL, (row) => dispatch(deleteFollower.request({ followerId: row.follower_id })));
  const loginAs = useLoginAsFollower();

  const columns: readonly Column<Follower>[] = [
    { key: 'name', header: RELATE_UI.columns.name, render: (row) => row.full_name },
    { key: 'email', header: RELATE_UI.columns.email, render: (row) => row.email },
    { key: 'company', header: RELATE_UI.columns.company, render: (row) => row.merchant_name },
    { key: 'scopes', header: RELATE_UI.columns.scopes, render: (row) => scopesText(row.scopes) },
    { key: 'createdAt', header: RELATE_UI.columns.createdAt, render: (row) => utcTableDate(row.created_at) },
    { key: 'lastSignedIn', header: RELATE_UI.columns.lastSignedIn, render: (row) => (row.last_signed_in_at === null ? RELATE_UI.neverSignedIn : utcTableDate(row.last_signed_in_at)) },
    {
      key: 'actions',
      header: RELATE_UI.columns.actions,
      render: (row) => (
        <Actions>
          <Button
            $variant="link"
            aria-label={RELATE_UI.editScopesOf(row.email)}
            onClick={() => editDialog.openFor(row)}
          >
            {RELATE_UI.editScopes}
          </Button>
          <Button
            $variant="link"
            aria-label={RELATE_UI.removeOf(row.email)}
            onClick={() => removal.ask(row)}
          >
            {RELATE_UI.remove}
          </Button>
          <Button $variant="link" aria-label={RELATE_UI.loginAsOf(row.email)} disabled={!canSignInAs(row)} title={canSignInAs(row) ? undefined : RELATE_UI.loginAsNotShared} onClick={() => loginAs(row)}>
            {RELATE_UI.loginAs}
          </Button>
        </Actions>
      ),
    },
  ];

  return (
    <section>
      <h1>{RELATE_UI.relatedTitle}</h1>
      <p>
        <Link to={PATHS.relate}>{RELATE_UI.relateLink}</Link>
      </p>
      <LoadState state={load} ready={rows !== undefined} onRetry={retry} failure={RELATE_UI.loadFailed}>
        <Table caption={RELATE_UI.relatedTitle} columns={columns} rows={rows ?? []} rowKey={(row) => row.follower_id} emptyText={RELATE_UI.none} />
        <ListPager total={total} page={query.page} size={FOLLOWERS_PAGE_SIZE} entries={RELATE_UI.entries} onPage={(page) => update({ page })} />
      </LoadState>
      {editDialog.isOpen && editing && (
        <FormDialog id={EDIT_MODAL} title={RELATE_UI.editTitle} submitLabel={RELATE_UI.save} cancelLabel={RELATE_UI.cancel} endpoint={updateFollower}>
          {({ formId, close }) => <ScopesForm formId={formId} follower={editing} onDone={close} />}
        </FormDialog>
      )}
      <ConfirmDialog {...removal.dialogProps} message={removal.target ? RELATE_UI.confirmRemove(removal.target.email) : undefined} confirmLabel={RELATE_UI.confirmRemoveYes} />
    </section>
  );
}
