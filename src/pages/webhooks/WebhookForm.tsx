import { useFormik } from 'formik';
import { useId } from 'react';
import styled from 'styled-components';
import * as yup from 'yup';
import type { Webhook } from '../../api/webhooks';
import { Checkbox, TextField, useSubmit, type FormHelpers } from '../../components/form';
import { FORM } from '../../constants/messages/forms';
import { WEBHOOKS_UI } from '../../constants/messages/webhooks';
import { WEBHOOK_EVENTS, type WebhookEvent } from '../../contracts/values';
import { createWebhook, updateWebhook } from '../../ducks/webhooks';
import { fieldProps } from '../public/shared/forms';

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 12px;
`;

export interface WebhookValues {
  endpoint: string;
  events: WebhookEvent[];
}

const schema = yup.object({
  endpoint: yup.string().trim().required(FORM.required).matches(/^https?:\/\/\S+$/i, FORM.incorrectFormat),
  events: yup.array().of(yup.string().required()).min(1, WEBHOOKS_UI.eventsRequired),
});

/**
 * A webhook's endpoint and the events it receives, offered with the labels the list call answered (catalogue 7.13).
 * The dialog's submit button submits it (`formId`).
 */
export function WebhookForm({
  formId,
  webhook,
  labels,
  onSubmit,
}: {
  formId: string;
  webhook?: Webhook;
  labels: Readonly<Record<WebhookEvent, string>>;
  onSubmit: (values: WebhookValues, helpers: FormHelpers) => Promise<void>;
}) {
  const errorId = useId();
  const formik = useFormik<WebhookValues>({
    initialValues: { endpoint: webhook?.uri ?? '', events: webhook?.events ?? [] },
    validationSchema: schema,
    onSubmit: (values, helpers) => onSubmit({ endpoint: values.endpoint.trim(), events: values.events }, helpers),
  });
  const toggle = (event: WebhookEvent, on: boolean) =>
    void formik.setFieldValue(
      'events',
      WEBHOOK_EVENTS.filter((item) => (item === event ? on : formik.values.events.includes(item))),
    );
  const eventsError = formik.submitCount > 0 && typeof formik.errors.events === 'string' ? formik.errors.events : undefined;
  return (
    <form id={formId} noValidate onSubmit={formik.handleSubmit}>
      <TextField label={WEBHOOKS_UI.endpoint} hint={WEBHOOKS_UI.endpointHint} type="url" inputMode="url" autoComplete="off" {...fieldProps(formik, 'endpoint')} />
      <fieldset aria-describedby={eventsError ? errorId : undefined}>
        <legend>{WEBHOOKS_UI.events}</legend>
        {WEBHOOK_EVENTS.filter((event) => labels[event] !== undefined).map((event) => (
          <Checkbox key={event} name={`${formId}-event-${event}`} label={labels[event]} checked={formik.values.events.includes(event)} onChange={(change) => toggle(event, change.target.checked)} />
        ))}
        {eventsError && (
          <ErrorText id={errorId} role="alert">
            {eventsError}
          </ErrorText>
        )}
      </fieldset>
    </form>
  );
}

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 16px;
`;

export const RowActions = styled(Actions)`
  margin-bottom: 0;
`;

/** The create dialog's form: a new webhook for the endpoint and events given. */
export function AddWebhookForm({ formId, labels, onDone }: { formId: string; labels: Readonly<Record<WebhookEvent, string>>; onDone: () => void }) {
  const { submit } = useSubmit(createWebhook, { onSuccess: onDone });
  return <WebhookForm formId={formId} labels={labels} onSubmit={(values, helpers) => submit(values, helpers)} />;
}

/** The edit dialog's form: the webhook's endpoint and events, changed. */
export function EditWebhookForm({ formId, webhook, labels, onDone }: { formId: string; webhook: Webhook; labels: Readonly<Record<WebhookEvent, string>>; onDone: () => void }) {
  const { submit } = useSubmit(updateWebhook, { key: String(webhook.id), onSuccess: onDone });
  return <WebhookForm formId={formId} webhook={webhook} labels={labels} onSubmit={(values, helpers) => submit({ id: webhook.id, ...values }, helpers)} />;
}
