import { useFormik } from 'formik';
import { useMemo } from 'react';
import styled from 'styled-components';
import * as yup from 'yup';
import type { ChatRoom } from '../../api/integrations';
import { SelectField, TextField, useSubmit } from '../../components/form';
import { LoadState } from '../../components/list/LoadState';
import { FORM } from '../../constants/messages/forms';
import { INTEGRATIONS_UI as UI } from '../../constants/messages/integrations';
import { CHAT_CONTENT_FILTERS, MAX_CHAT_ROOM_TITLE, type ChatContentFilter } from '../../contracts/values';
import { fetchChatRoom, updateChatRoom } from '../../ducks/integrations';
import { useStoredRead } from '../../ducks/requests/readHooks';
import { formatTableDate } from '../../ducks/reports/periods';
import { fieldProps } from '../public/shared/forms';

/** A chat room's title and content filter (spec section 3), as a new room and an edited one take them. */
export interface ChatRoomValues {
  title: string;
  content_filter: ChatContentFilter;
}
export const CHAT_ROOM_SCHEMA = yup.object({ title: yup.string().trim().required(FORM.required).max(MAX_CHAT_ROOM_TITLE), content_filter: yup.string().oneOf(CHAT_CONTENT_FILTERS).required(FORM.required) });
export const FILTER_OPTIONS = CHAT_CONTENT_FILTERS.map((value) => ({ value, label: UI.contentFilters[value] }));

const Details = styled.dl`
  dt {
    font-weight: 600;
    margin-top: 12px;
  }
  dd {
    margin: 4px 0 0;
    word-break: break-all;
  }
`;

/** One room read by its id (GET chatroom/{chatroomId}): its title, content filter, asset and times. */
export function ChatRoomDetails({ id }: { id: string }) {
  const { view, retry } = useStoredRead(fetchChatRoom, useMemo(() => ({ chatroomId: id }), [id]));
  const room = view.data;
  return (
    <LoadState state={view} ready={room !== undefined} onRetry={retry}>
      {room && (
        <Details>
          <dt>{UI.chatRoomTitle}</dt>
          <dd>{room.title}</dd>
          <dt>{UI.contentFilter}</dt>
          <dd>{UI.contentFilters[room.content_filter]}</dd>
          <dt>{UI.chatRoomItem}</dt>
          <dd>{UI.chatRoomItemId(room.item_id)}</dd>
          <dt>{UI.chatRoomCreated}</dt>
          <dd>{formatTableDate(room.created_at)}</dd>
          <dt>{UI.chatRoomUpdatedAt}</dt>
          <dd>{formatTableDate(room.updated_at)}</dd>
          <dt>{UI.chatRoomUrl}</dt>
          <dd>
            <code>{room.url}</code>
          </dd>
        </Details>
      )}
    </LoadState>
  );
}

/** A room's title and content filter changed (PATCH chatrooms, with its id and asset). */
export function ChatRoomEditForm({ formId, room, onDone }: { formId: string; room: ChatRoom; onDone: () => void }) {
  const { submit } = useSubmit(updateChatRoom, { key: room.id, onSuccess: onDone });
  const formik = useFormik<ChatRoomValues>({
    initialValues: { title: room.title, content_filter: room.content_filter },
    validationSchema: CHAT_ROOM_SCHEMA,
    onSubmit: ({ title, content_filter }, helpers) => submit({ id: room.id, title: title.trim(), item_id: String(room.item_id), content_filter }, helpers),
  });
  return (
    <form id={formId} noValidate onSubmit={formik.handleSubmit}>
      <TextField label={UI.chatRoomTitle} autoComplete="off" {...fieldProps(formik, 'title')} />
      <SelectField label={UI.contentFilter} options={FILTER_OPTIONS} {...fieldProps(formik, 'content_filter')} />
    </form>
  );
}
