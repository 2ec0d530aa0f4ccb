import { useFormik, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import * as yup from 'yup';
import type { Asset, EventDetails, EventDetailsRequest } from '../../api/items';
import { Checkbox, dateTextSchema, DateTimeField, SelectField, TextArea, TextField, useSubmit } from '../../components/form';
import { EVENT_TYPES, type EventType } from '../../contracts/values';
import { ASSETS_UI, EVENT_TYPE_LABELS, PRICING_UI } from '../../constants/messages/assets';
import { saveEventDetails } from '../../ducks/assets';
import { fieldProps } from '../public/shared/forms';
import { EditForm } from './EditForm';
import { fromInputDate, toInputDate } from './pricing/feeForm';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 0 16px;
`;

export interface EventValues {
  content_category: EventType;
  industry: string;
  event_name: string;
  web_page: string;
  event_date: string;
  expected_viewership: string;
  replay_available: boolean;
  is_advertised: boolean;
  event_description: string;
}

/** What the form starts from: the saved details, else the item's event type and name. */
export interface EventDefaults {
  event_type: EventType | null;
  name: string;
}

export const eventValues = (item: EventDefaults | Asset, details: Omit<EventDetails, 'item_id'> | null | undefined): EventValues => ({
  content_category: details?.content_category ?? item.event_type ?? 'live',
  industry: details?.industry ?? '',
  event_name: details?.event_name ?? ('title' in item ? item.title : item.name),
  web_page: details?.web_page ?? '',
  event_date: toInputDate(details?.event_date ?? null),
  expected_viewership: details ? String(details.expected_viewership) : '',
  replay_available: details?.replay_available ?? false,
  is_advertised: details?.is_advertised ?? false,
  event_description: details?.event_description ?? '',
});

/** The catalogue's event details payload; the description only when there is one. */
export function eventPayload(itemId: number, values: EventValues): EventDetailsRequest {
  return {
    itemId,
    content_category: values.content_category,
    industry: values.industry.trim(),
    event_name: values.event_name.trim(),
    web_page: values.web_page.trim(),
    event_date: fromInputDate(values.event_date),
    expected_viewership: values.expected_viewership.trim(),
    replay_available: values.replay_available ? '1' : '0',
    is_advertised: values.is_advertised ? '1' : '0',
    ...(values.event_description.trim() ? { event_description: values.event_description.trim() } : {}),
  };
}

const schema = yup.object({
  industry: yup.string().trim().required(PRICING_UI.required).max(100),
  event_name: yup.string().trim().required(PRICING_UI.required).max(200),
  web_page: yup.string().trim().required(PRICING_UI.required).matches(/^https?:\/\/\S+$/, ASSETS_UI.webPageFormat),
  event_date: dateTextSchema().required(PRICING_UI.required),
  expected_viewership: yup.string().trim().required(PRICING_UI.required).matches(/^\d{1,9}$/, ASSETS_UI.wholeNumber),
});

const CATEGORY_OPTIONS = EVENT_TYPES.map((type) => ({ value: type, label: EVENT_TYPE_LABELS[type] }));

/** The asset's event details: 'Asset content details successfully updated.' on save. */
export function EventDetailsTab({ asset, readOnly }: { asset: Asset; readOnly: boolean }) {
  const { submit } = useSubmit(saveEventDetails, { key: String(asset.id) });
  return <EventDetailsForm initialValues={eventValues(asset, asset.event_details)} readOnly={readOnly} onSave={(values, helpers) => submit(eventPayload(asset.id, values), helpers)} />;
}

/** The event details form of an asset or a template: every field of the spec, the description only when given. */
export function EventDetailsForm({
  initialValues,
  readOnly,
  onSave,
}: {
  initialValues: EventValues;
  readOnly: boolean;
  onSave: (values: EventValues, helpers: FormikHelpers<EventValues>) => Promise<void>;
}) {
  const formik = useFormik<EventValues>({ initialValues, enableReinitialize: true, validationSchema: schema, onSubmit: onSave });
  return (
    <EditForm label={ASSETS_UI.eventTab} readOnly={readOnly} onSubmit={formik.handleSubmit} submitting={formik.isSubmitting} guard={formik} alwaysSavable>
        <Grid>
          <SelectField label={ASSETS_UI.contentCategory} options={CATEGORY_OPTIONS} {...fieldProps(formik, 'content_category')} />
          <TextField label={ASSETS_UI.industry} {...fieldProps(formik, 'industry')} />
          <TextField label={ASSETS_UI.eventName} {...fieldProps(formik, 'event_name')} />
          <TextField label={ASSETS_UI.webPage} type="url" {...fieldProps(formik, 'web_page')} />
          <DateTimeField label={ASSETS_UI.eventDate} {...fieldProps(formik, 'event_date')} />
          <TextField label={ASSETS_UI.expectedViewership} inputMode="numeric" {...fieldProps(formik, 'expected_viewership')} />
        </Grid>
        <Checkbox label={ASSETS_UI.replayAvailable} name="replay_available" checked={formik.values.replay_available} onChange={formik.handleChange} />
        <Checkbox label={ASSETS_UI.isAdvertised} name="is_advertised" checked={formik.values.is_advertised} onChange={formik.handleChange} />
        <TextArea label={ASSETS_UI.eventDescription} rows={3} {...fieldProps(formik, 'event_description')} />
    </EditForm>
  );
}
