import { useFormik } from 'formik';
import { useId, useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { ChatRoom } from '../../api/integrations';
import type { Asset } from '../../api/itemTypes';
import { Button } from '../../components/Button';
import { ConfirmDialog, useConfirmFor } from '../../components/ConfirmDialog';
import { SelectField, TextField, useSubmit } from '../../components/form';
import { FormDialog } from '../../components/FormDialog';
import { ListPager } from '../../components/list/ListPager';
import { LoadState } from '../../components/list/LoadState';
import { Modal } from '../../components/Modal';
import { SectionPanel } from '../../components/SectionPanel';
import { Table, type Column } from '../../components/Table';
import { useRowDialog } from '../../components/useRowDialog';
import { INTEGRATIONS_UI as UI } from '../../constants/messages/integrations';
import { LIVELIKE_PAGE_SIZE } from '../../contracts/values';
import { createChatRoom, deleteChatRoom, fetchChatRooms, updateChatRoom } from '../../ducks/integrations';
import { usePagedRead, useStoredRead } from '../../ducks/requests/readHooks';
import { formatTableDate } from '../../ducks/reports/periods';
import { fetchExternalAccount } from '../../ducks/videoPlatforms';
import { PATHS } from '../../routes/paths';
import { RouteLink } from '../../routes/RouteLink';
import { fieldProps } from '../public/shared/forms';
import { CHAT_ROOM_SCHEMA, ChatRoomDetails, ChatRoomEditForm, FILTER_OPTIONS, type ChatRoomValues } from './ChatRoomDialogs';
import { useLeaveQuestion } from '../../components/form/UnsavedChanges';

const DELETE_MODAL = 'chat-room-delete';
const DETAILS_MODAL = 'chat-room-details';
const EDIT_MODAL = 'chat-room-edit';
const LIVELIKE = { ovpName: 'livelike' } as const;

function NewChatRoom({ itemId }: { itemId: number }) {
  const { submit } = useSubmit(createChatRoom, { onSuccess: (form) => form?.resetForm() });
  const formik = useFormik<ChatRoomValues>({
    initialValues: { title: '', content_filter: 'filtered' },
    validationSchema: CHAT_ROOM_SCHEMA,
    onSubmit: ({ title, content_filter }, helpers) => submit({ title: title.trim(), item_id: String(itemId), content_filter }, helpers),
  });
  const leaveQuestion = useLeaveQuestion(formik);
  return (
    <form noValidate aria-label={UI.newChatRoom} onSubmit={formik.handleSubmit}>
      <TextField label={UI.chatRoomTitle} autoComplete="off" {...fieldProps(formik, 'title')} />
      <SelectField label={UI.contentFilter} options={FILTER_OPTIONS} {...fieldProps(formik, 'content_filter')} />
      <Button type="submit" disabled={formik.isSubmitting}>
        {UI.createChatRoom}
      </Button>
      {leaveQuestion}
    </form>
  );
}

function ChatRooms({ itemId, readOnly }: { itemId: number; readOnly: boolean }) {
  const dispatch = useDispatch();
  const [page, setPage] = useState(1);
  const { load, rows, total, retry } = usePagedRead(fetchChatRooms, useMemo(() => ({ resource: 'chatrooms' as const, page, item_id: itemId }), [page, itemId]));
  const remove = useConfirmFor<ChatRoom>(DELETE_MODAL, (room) => dispatch(deleteChatRoom.request({ itemId, resourceId: room.id })));
  const details = useRowDialog<ChatRoom>(DETAILS_MODAL);
  const edit = useRowDialog<ChatRoom>(EDIT_MODAL);
  const columns: Column<ChatRoom>[] = [
    { key: 'title', header: UI.chatRoomColumns.title, render: (room) => room.title },
    { key: 'filter', header: UI.chatRoomColumns.filter, render: (room) => UI.contentFilters[room.content_filter] },
    { key: 'created', header: UI.chatRoomColumns.created, render: (room) => formatTableDate(room.created_at) },
    {
      key: 'actions',
      header: UI.chatRoomColumns.actions,
      render: (room: ChatRoom) => (
        <>
          <Button $variant="secondary" aria-label={UI.chatRoomDetailsOf(room.title)} onClick={() => details.openFor(room)}>
            {UI.chatRoomDetails}
          </Button>
          {!readOnly && (
            <>
              {' '}
              <Button $variant="secondary" aria-label={UI.editChatRoomOf(room.title)} onClick={() => edit.openFor(room)}>
                {UI.editChatRoom}
              </Button>{' '}
              <Button $variant="danger" aria-label={UI.deleteChatRoomOf(room.title)} onClick={() => remove.ask(room)}>
                {UI.deleteChatRoom}
              </Button>
            </>
          )}
        </>
      ),
    },
  ];
  return (
    <>
      <LoadState state={load} ready={rows !== undefined} onRetry={retry}>
        <Table caption={UI.chatRoomsCaption} columns={columns} rows={rows ?? []} rowKey={(room) => room.id} emptyText={UI.noChatRooms} />
        {total > LIVELIKE_PAGE_SIZE && <ListPager total={total} page={page} size={LIVELIKE_PAGE_SIZE} entries={UI.chatRooms} onPage={setPage} />}
      </LoadState>
      {!readOnly && <NewChatRoom itemId={itemId} />}
      <ConfirmDialog {...remove.dialogProps} message={remove.target ? UI.deleteChatRoomQuestion(remove.target.title) : undefined} />
      {details.row && (
        <Modal id={DETAILS_MODAL} title={UI.chatRoomDetailsTitle(details.row.title)}>
          <ChatRoomDetails id={details.row.id} />
        </Modal>
      )}
      {edit.row && (
        <FormDialog id={EDIT_MODAL} title={UI.editChatRoomTitle(edit.row.title)} submitLabel={UI.saveChatRoom} cancelLabel={UI.cancel} endpoint={updateChatRoom}>
          {({ formId, close }) => edit.row && <ChatRoomEditForm key={edit.row.id} formId={formId} room={edit.row} onDone={close} />}
        </FormDialog>
      )}
    </>
  );
}

/** A live asset's "Live chat" (feature LivelikeIntegration): its LiveLike chat rooms, created and deleted here. */
export function LiveChatTab({ asset, readOnly }: { asset: Asset; readOnly: boolean }) {
  const headingId = useId();
  const { view, retry } = useStoredRead(fetchExternalAccount, LIVELIKE);
  return (
    <SectionPanel aria-labelledby={headingId}>
      <h2 id={headingId}>{UI.liveChatTitle}</h2>
      <p>{UI.liveChatIntro}</p>
      <LoadState state={view} ready={view.data !== undefined} onRetry={retry}>
        {view.data?.connected ? (
          <ChatRooms itemId={asset.id} readOnly={readOnly} />
        ) : (
          <p>
            {UI.liveChatNotConnected} <RouteLink to={PATHS.thirdPartyIntegration('livelike')}>{UI.liveLikeSettings}</RouteLink>
          </p>
        )}
      </LoadState>
    </SectionPanel>
  );
}
