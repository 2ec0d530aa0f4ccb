import { useFormik } from 'formik';
import { useMemo, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import * as yup from 'yup';
import type { Asset, UpdateAssetRequest } from '../../api/items';
import { ReadOnlyFields, SelectField, TextArea, TextField, useSubmit } from '../../components/form';
import { UnsavedChangesBar } from '../../components/form/UnsavedChanges';
import { LoadState } from '../../components/list/LoadState';
import { ASSET_TYPES, EVENT_TYPES, type AssetType, type EventType } from '../../contracts/values';
import { ASSET_TYPE_LABELS, ASSETS_UI, EVENT_TYPE_LABELS, PRICING_UI } from '../../constants/messages/assets';
import { INTEGRATIONS_UI } from '../../constants/messages/integrations';
import { ASSETS_COLLECTION, deleteAsset, fetchAsset, reactivateAsset, saveEventDetailsQuietly, updateAsset } from '../../ducks/assets';
import { selectAccount } from '../../ducks/auth/selectors';
import { useRequest } from '../../ducks/requests/hooks';
import { useStoredRead } from '../../ducks/requests/readHooks';
import { selectEntity } from '../../ducks/requests/selectors';
import type { RequestsState } from '../../ducks/requests/slice';
import { PATHS } from '../../routes/paths';
import { RouteLink } from '../../routes/RouteLink';
import { useCan } from '../../routes/useCan';
import { fieldProps } from '../public/shared/forms';
import { AssetMetadata } from './AssetMetadata';
import { DonationsTab } from './DonationsTab';
import { EventDetailsTab, eventPayload, eventValues } from './EventDetailsTab';
import { GiftsTab } from './GiftsTab';
import { ItemEditFrame } from './ItemEditFrame';
import { PreviewImages } from './PreviewImages';
import { PricingTab } from './pricing/PricingTab';
import { RestrictionsTab } from './RestrictionsTab';
import { assetPlatform, PlatformVideoPanel } from './PlatformVideoPanel';
import { LiveChatTab } from './LiveChatTab';
import { RssFeedPanel } from './RssFeedPanel';
import { AccessCodesTab } from './AccessCodesTab';
import { CODES_UI } from '../../constants/messages/accessCodes';
import { DELETE_CONSEQUENCES } from '../../constants/messages/confirmations';
import { VIEW_ONLY } from '../../constants/messages/viewOnly';
import { RESTRICTIONS_UI } from '../../constants/messages/restrictions';
import { UNIQUE_AUDIENCE_UI } from '../../constants/messages/uniqueAudience';
import { UniqueAudiencePanel } from '../reports/UniqueAudiencePanel';

const DELETE_MODAL = 'delete-asset';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 0 16px;
`;

export interface DetailsValues {
  title: string;
  content: string;
  item_type: AssetType;
  event_type: EventType | '';
  streamURL: string;
  source: string;
  external_asset_id: string;
  template_id: string;
}

export const detailsValues = (asset: Asset): DetailsValues => ({
  title: asset.title,
  content: asset.content,
  item_type: asset.item_type.name,
  event_type: asset.event_type ?? '',
  streamURL: asset.streamURL ?? '',
  source: asset.source ?? '',
  external_asset_id: asset.external_asset_id ?? '',
  template_id: String(asset.template_id),
});

/** Only the fields that changed are sent (catalogue 7.2: PATCH takes the fields given). */
export function changedDetails(asset: Asset, values: DetailsValues): UpdateAssetRequest | null {
  const before = detailsValues(asset);
  const changes: Partial<Record<keyof DetailsValues, string>> = {};
  for (const field of Object.keys(values) as (keyof DetailsValues)[]) {
    const value = field === 'title' ? values.title.trim() : values[field];
    if (value !== before[field]) changes[field] = value;
  }
  if (Object.keys(changes).length === 0) return null;
  return { id: asset.id, ...changes } as UpdateAssetRequest;
}

const schema = yup.object({
  title: yup.string().trim().required(ASSETS_UI.titleRequired).max(250),
  streamURL: yup.string().max(2000),
  template_id: yup.string().matches(/^\d*$/),
});

const TYPE_OPTIONS = ASSET_TYPES.map((type) => ({ value: type, label: ASSET_TYPE_LABELS[type] }));
const EVENT_OPTIONS = [{ value: '', label: '—' }, ...EVENT_TYPES.map((type) => ({ value: type, label: EVENT_TYPE_LABELS[type] }))];

function DetailsForm({ asset, readOnly }: { asset: Asset; readOnly: boolean }) {
  const dispatch = useDispatch();
  const switchedToLive = useRef(false);
  const { submit } = useSubmit(updateAsset, {
    key: String(asset.id),
    // Catalogue 7.2: switching the event type to live afterwards saves the event details, without a notice.
    onSuccess: () => {
      if (switchedToLive.current && asset.event_details) dispatch(saveEventDetailsQuietly.request(eventPayload(asset.id, { ...eventValues(asset, asset.event_details), content_category: 'live' })));
      switchedToLive.current = false;
    },
  });
  const initialValues = useMemo(() => detailsValues(asset), [asset]);
  const formik = useFormik<DetailsValues>({
    initialValues,
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: (values, helpers) => {
      const changes = changedDetails(asset, values);
      switchedToLive.current = changes?.event_type === 'live';
      return changes ? submit(changes, helpers) : undefined;
    },
  });
  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-label={ASSETS_UI.detailsTab}>
      <fieldset disabled={readOnly} style={{ border: 0, margin: 0, padding: 0 }}>
        <TextField label={ASSETS_UI.assetTitle} {...fieldProps(formik, 'title')} />
        <TextArea label={ASSETS_UI.description} rows={5} {...fieldProps(formik, 'content')} />
        <Grid>
          <SelectField label={ASSETS_UI.assetType} options={TYPE_OPTIONS} {...fieldProps(formik, 'item_type')} />
          <SelectField label={ASSETS_UI.eventType} options={EVENT_OPTIONS} {...fieldProps(formik, 'event_type')} />
          <TextField label={ASSETS_UI.streamUrl} {...fieldProps(formik, 'streamURL')} />
          <TextField label={ASSETS_UI.source} {...fieldProps(formik, 'source')} />
          <TextField label={ASSETS_UI.externalId} {...fieldProps(formik, 'external_asset_id')} />
          <TextField label={ASSETS_UI.templateId} inputMode="numeric" {...fieldProps(formik, 'template_id')} />
        </Grid>
      </fieldset>
      {!readOnly && <UnsavedChangesBar form={formik} saveLabel={ASSETS_UI.save} savingLabel={ASSETS_UI.saving} />}
    </form>
  );
}

type State = { requests: RequestsState } & Record<string, unknown>;

/** /assets/edit/{id}: the asset's details in tabs; delete (to /assets) and reactivate; read-only roles see no controls. */
export default function AssetEditPage() {
  const dispatch = useDispatch();
  const id = Number(useParams().id);
  const tenantUuid = useSelector(selectAccount)?.tenant_uuid ?? '';
  const asset = useSelector((state: State) => selectEntity<Asset>(state, 'assets', ASSETS_COLLECTION, id));
  const request = useMemo(() => ({ tenantUuid, id }), [tenantUuid, id]);
  const { view: load, retry } = useStoredRead(fetchAsset, request, Number.isInteger(id) && id > 0 && tenantUuid !== '');
  const deleting = useRequest(deleteAsset, String(id)).status === 'pending';
  const reactivating = useRequest(reactivateAsset, String(id)).status === 'pending';
  const { isReadOnly, isDisabled, hasFeature } = useCan();
  const readOnly = isReadOnly('assets');
  const platform = asset ? assetPlatform(asset) : null;
  const syncAllowed = !isDisabled('settings') && !isDisabled('videoPlatformIntegrations');
  // The unique-audience report is an access report: those without reports or the access section do not see it.
  const audienceReport = !isDisabled('allReports') && !isDisabled('assetAccess');

  return (
    <section>
      <p>
        <RouteLink to={PATHS.assets}>{ASSETS_UI.backToList}</RouteLink>
      </p>
      <LoadState state={load} ready={asset !== undefined} onRetry={retry}>
        {asset && (
          <>
            <ItemEditFrame
              title={readOnly ? VIEW_ONLY.asset(asset.title) : ASSETS_UI.editTitle(asset.title)}
              readOnly={readOnly}
              texts={{ readOnly: ASSETS_UI.readOnly, delete: ASSETS_UI.delete, consequence: DELETE_CONSEQUENCES.asset }}
              deleteModalId={DELETE_MODAL}
              deleting={deleting}
              onDelete={() => dispatch(deleteAsset.request({ id: asset.id }))}
              inactive={{ active: asset.is_active, text: ASSETS_UI.inactiveBanner, reactivating, onReactivate: () => dispatch(reactivateAsset.request({ id: asset.id })) }}
              tabs={[
                {
                  id: 'details',
                  label: ASSETS_UI.detailsTab,
                  content: (
                    <>
                      <ReadOnlyFields readOnly={readOnly}>
                        <DetailsForm asset={asset} readOnly={readOnly} />
                      </ReadOnlyFields>
                      <PreviewImages item={{ kind: 'asset', id: asset.id, metadata: asset.metadata }} readOnly={readOnly} />
                      <AssetMetadata asset={asset} readOnly={readOnly} />
                      {asset.item_type.name === 'rss_asset' && <RssFeedPanel asset={asset} />}
                      {platform && syncAllowed && <PlatformVideoPanel asset={asset} ovp={platform} readOnly={readOnly || isReadOnly('videoPlatformIntegrations')} />}
                    </>
                  ),
                },
                { id: 'pricing', label: PRICING_UI.tab, content: <PricingTab itemId={asset.id} readOnly={readOnly} /> },
                { id: 'event', label: ASSETS_UI.eventTab, content: <EventDetailsTab asset={asset} readOnly={readOnly} /> },
                ...(hasFeature('Donations') ? [{ id: 'donations', label: ASSETS_UI.donationsTab, content: <DonationsTab asset={asset} readOnly={readOnly} /> }] : []),
                ...(hasFeature('Gifts') ? [{ id: 'gifts', label: ASSETS_UI.giftsTab, content: <GiftsTab asset={asset} readOnly={readOnly} /> }] : []),
                ...(hasFeature('LivelikeIntegration') && asset.event_type === 'live' ? [{ id: 'live-chat', label: INTEGRATIONS_UI.liveChatTab, content: <LiveChatTab asset={asset} readOnly={readOnly} /> }] : []),
                { id: 'restrictions', label: RESTRICTIONS_UI.tab, content: <RestrictionsTab itemId={asset.id} readOnly={readOnly} /> },
                { id: 'codes', label: CODES_UI.tab, content: <AccessCodesTab itemId={asset.id} readOnly={readOnly} /> },
                ...(audienceReport ? [{ id: 'unique-audience', label: UNIQUE_AUDIENCE_UI.tab, content: <UniqueAudiencePanel asset={{ id: asset.id, title: asset.title }} /> }] : []),
              ]}
            />
          </>
        )}
      </LoadState>
    </section>
  );
}
