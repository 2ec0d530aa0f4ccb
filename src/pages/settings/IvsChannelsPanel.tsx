import { useFormik } from 'formik';
import { useId, useMemo } from 'react';
import styled from 'styled-components';
import * as yup from 'yup';
import type { IvsChannel } from '../../api/videoPlatforms';
import { Button } from '../../components/Button';
import { CopyButton } from '../../components/CopyButton';
import { SelectField, TextField, useSubmit } from '../../components/form';
import { FormDialog } from '../../components/FormDialog';
import { LoadState } from '../../components/list/LoadState';
import { Modal, useModal } from '../../components/Modal';
import { SectionPanel } from '../../components/SectionPanel';
import { Table, type Column } from '../../components/Table';
import { useRowDialog } from '../../components/useRowDialog';
import { FORM } from '../../constants/messages/forms';
import { IVS_UI as UI } from '../../constants/messages/videoPlatforms';
import { CLIPBOARD_TOOLTIP_MS } from '../../constants/settings';
import { IVS_CHANNEL_NAME_PATTERN, IVS_CHANNEL_TYPES, IVS_LATENCY_MODES, type IvsChannelType, type IvsLatencyMode } from '../../contracts/values';
import { useStoredRead } from '../../ducks/requests/readHooks';
import { createIvsChannel, fetchIvsChannel, fetchIvsChannels, updateIvsChannel } from '../../ducks/videoPlatforms';
import { fieldProps } from '../public/shared/forms';

const CREATE_MODAL = 'ivs-channel-create';
const EDIT_MODAL = 'ivs-channel-edit';
const DETAILS_MODAL = 'ivs-channel-details';
const TYPE_OPTIONS = IVS_CHANNEL_TYPES.map((value) => ({ value, label: UI.types[value] }));
const LATENCY_OPTIONS = IVS_LATENCY_MODES.map((value) => ({ value, label: UI.latencies[value] }));
const SCHEMA = yup.object({
  name: yup.string().trim().required(FORM.required).matches(new RegExp(IVS_CHANNEL_NAME_PATTERN), UI.nameInvalid),
  type: yup.string().oneOf(IVS_CHANNEL_TYPES).required(FORM.required),
  latency: yup.string().oneOf(IVS_LATENCY_MODES).required(FORM.required),
});

const Details = styled.dl`
  dt {
    font-weight: 600;
    margin-top: 12px;
  }
  dd {
    margin: 4px 0 0;
    display: flex;
    gap: 8px;
    align-items: center;
    word-break: break-all;
  }
`;

interface ChannelValues {
  name: string;
  type: IvsChannelType;
  latency: IvsLatencyMode;
}

/** A channel's name, type and latency (spec section 3); a new one or the edit of `channel`. */
function ChannelForm({ formId, channel, onDone }: { formId: string; channel: IvsChannel | null; onDone: () => void }) {
  const create = useSubmit(createIvsChannel, { onSuccess: onDone });
  const update = useSubmit(updateIvsChannel, { key: channel?.arn, onSuccess: onDone });
  const formik = useFormik<ChannelValues>({
    initialValues: { name: channel?.name ?? '', type: channel?.type ?? 'STANDARD', latency: channel?.latency ?? 'LOW' },
    validationSchema: SCHEMA,
    onSubmit: (values, helpers) => {
      const body = { ...values, name: values.name.trim() };
      return channel ? update.submit({ arn: channel.arn, ...body }, helpers) : create.submit(body, helpers);
    },
  });
  return (
    <form id={formId} noValidate onSubmit={formik.handleSubmit}>
      <TextField label={UI.name} hint={UI.nameHint} autoComplete="off" {...fieldProps(formik, 'name')} />
      <SelectField label={UI.type} options={TYPE_OPTIONS} {...fieldProps(formik, 'type')} />
      <SelectField label={UI.latency} options={LATENCY_OPTIONS} {...fieldProps(formik, 'latency')} />
    </form>
  );
}

function Copyable({ label, text }: { label: string; text: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <code>{text}</code>
        <CopyButton text={text} label={UI.copy} name={UI.copyOf(label)} copiedText={UI.copied} failedText={UI.copyFailed} tooltipMs={CLIPBOARD_TOOLTIP_MS} />
      </dd>
    </>
  );
}

/** One channel read by its ARN (GET v2/ovps/ivs/channel): what an encoder and a player need, each with a copy button. */
function ChannelDetails({ arn, writable }: { arn: string; writable: boolean }) {
  const { view, retry } = useStoredRead(fetchIvsChannel, useMemo(() => ({ arn }), [arn]));
  const channel = view.data;
  return (
    <LoadState state={view} ready={channel !== undefined} onRetry={retry}>
      {channel && (
        <Details>
          <dt>{UI.arn}</dt>
          <dd>
            <code>{channel.arn}</code>
          </dd>
          <Copyable label={UI.ingestServer} text={`rtmps://${channel.ingest_endpoint}:443/app/`} />
          {writable ? (
            <>
              <Copyable label={UI.streamKey} text={channel.stream_key} />
              <dd>{UI.secretHint}</dd>
            </>
          ) : (
            // The platform masks the key for a read-only role: nothing worth copying.
            <>
              <dt>{UI.streamKey}</dt>
              <dd>
                <code>{channel.stream_key}</code>
              </dd>
              <dd>{UI.streamKeyMasked}</dd>
            </>
          )}
          <Copyable label={UI.playbackUrl} text={channel.playback_url} />
        </Details>
      )}
    </LoadState>
  );
}

/** The IVS platform page's livestream channels (catalogue 7.11): list, create, edit, and a channel's ingest and playback. */
export function IvsChannelsPanel({ writable }: { writable: boolean }) {
  const headingId = useId();
  const { view, retry } = useStoredRead(fetchIvsChannels, undefined);
  const create = useModal(CREATE_MODAL);
  const edit = useRowDialog<IvsChannel>(EDIT_MODAL);
  const details = useRowDialog<IvsChannel>(DETAILS_MODAL);
  const columns: Column<IvsChannel>[] = [
    { key: 'name', header: UI.columns.name, render: (channel) => channel.name },
    { key: 'type', header: UI.columns.type, render: (channel) => channel.type },
    { key: 'latency', header: UI.columns.latency, render: (channel) => channel.latency },
    { key: 'ingest', header: UI.columns.ingest, render: (channel) => <code>{channel.ingest_endpoint}</code> },
    { key: 'playback', header: UI.columns.playback, render: (channel) => <code>{channel.playback_url}</code> },
    {
      key: 'actions',
      header: UI.columns.actions,
      render: (channel) => (
        <>
          <Button $variant="secondary" aria-label={UI.detailsOf(channel.name)} onClick={() => details.openFor(channel)}>
            {UI.details}
          </Button>{' '}
          {writable && (
            <Button $variant="secondary" aria-label={UI.editOf(channel.name)} onClick={() => edit.openFor(channel)}>
              {UI.edit}
            </Button>
          )}
        </>
      ),
    },
  ];
  return (
    <SectionPanel aria-labelledby={headingId}>
      <h2 id={headingId}>{UI.title}</h2>
      {writable && <Button onClick={create.open}>{UI.create}</Button>}
      <LoadState state={view} ready={view.data !== undefined} onRetry={retry}>
        <Table caption={UI.caption} columns={columns} rows={view.data?.collection ?? []} rowKey={(channel) => channel.arn} emptyText={UI.none} />
      </LoadState>
      <FormDialog id={CREATE_MODAL} title={UI.createTitle} submitLabel={UI.save} cancelLabel={UI.cancel} endpoint={createIvsChannel}>
        {({ formId, close }) => <ChannelForm formId={formId} channel={null} onDone={close} />}
      </FormDialog>
      {edit.row && (
        <FormDialog id={EDIT_MODAL} title={UI.editTitle(edit.row.name)} submitLabel={UI.save} cancelLabel={UI.cancel} endpoint={updateIvsChannel}>
          {({ formId, close }) => <ChannelForm key={edit.row?.arn} formId={formId} channel={edit.row} onDone={close} />}
        </FormDialog>
      )}
      {details.row && (
        <Modal id={DETAILS_MODAL} title={UI.detailsTitle(details.row.name)}>
          <ChannelDetails arn={details.row.arn} writable={writable} />
        </Modal>
      )}
    </SectionPanel>
  );
}
