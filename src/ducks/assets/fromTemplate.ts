import * as items from '../../api/items';
import * as restrictions from '../../api/restrictions';
import * as templates from '../../api/templates';
import type { CallContext } from '../../api/client';
import { toApiError } from '../../api/errors';
import type { Asset } from '../../api/items';
import type { Template } from '../../api/templates';
import type { EventType } from '../../contracts/values';
import { ASSET_METADATA_PREFIX } from '../../contracts/values';
import { ASSET_NOTICES, ASSETS_UI } from '../../constants/messages/assets';
import { noticeShown } from '../notices/slice';
import { PATHS } from '../../routes/paths';
import { defineEndpoint } from '../requests/defineEndpoint';

export interface FromTemplateRequest {
  templateId: number;
  title: string;
  content?: string;
  /** The wizard's content category, used when the template names no event type. */
  event_type: EventType;
}

export type CopyStep = 'restrictions' | 'prices' | 'metadata';

export interface FromTemplateResult {
  asset: Asset;
  /** The copy step that failed after the asset was created, with the server's message. */
  failure?: { step: CopyStep; message: string };
}

/** The asset fields a template gives (catalogue 7.3): its type, event type, preview template and access control type. */
export const assetFromTemplate = (template: Template, req: FromTemplateRequest): items.CreateAssetRequest => ({
  item_type: template.item_type_name,
  title: req.title,
  event_type: template.event_type ?? req.event_type,
  template_id: String(template.preview_id),
  access_control_type_id: String(template.access_control_type_id),
  ...(req.content ? { content: req.content } : {}),
});

/**
 * Creating from a template (spec section 4): read the template, create the asset, then copy in order its
 * restrictions (geo as the asset's country set, every domain into its whitelist; the spec copies geo, domain and
 * other, so an age rule stays with the template), its prices as access fees and its `asset_` metadata. A failed copy
 * step leaves the created asset and names the step.
 */
export async function createFromTemplate(req: FromTemplateRequest, ctx?: CallContext, api = { items, templates, restrictions }): Promise<FromTemplateResult> {
  const template = await api.templates.getTemplate({ templateId: req.templateId }, ctx);
  const asset = await api.items.createAsset(assetFromTemplate(template, req), ctx);
  let step: CopyStep = 'restrictions';
  try {
    const geo = template.restrictions.find((restriction) => restriction.category === 'geo' && restriction.additional_data.country_set_id);
    if (geo) await api.restrictions.createItemCountrySet({ itemId: asset.id, countrySetId: Number(geo.additional_data.country_set_id) }, ctx);
    const domains = template.restrictions.flatMap((restriction) => (restriction.category === 'domain' && restriction.additional_data.domain ? [restriction.additional_data.domain] : []));
    if (domains.length > 0) await api.restrictions.replaceItemDomains({ itemId: asset.id, type: 'whitelist', domains }, ctx);
    step = 'prices';
    for (const { id: _id, template_id: _template, ...price } of template.prices) {
      await api.items.createAccessFee({ itemId: asset.id, ...price }, ctx);
    }
    step = 'metadata';
    const metadata = Object.fromEntries(Object.entries(template.metadata).filter(([key]) => key.startsWith(ASSET_METADATA_PREFIX)));
    if (Object.keys(metadata).length > 0) return { asset: await api.items.updateAsset({ id: asset.id, metadata }, ctx) };
    return { asset };
  } catch (error) {
    return { asset, failure: { step, message: toApiError(error).message } };
  }
}

export const createAssetFromTemplate = defineEndpoint<FromTemplateRequest, FromTemplateResult>('assets/createFromTemplate', createFromTemplate, {
  strategy: 'leading',
  successNotice: (res) => (res.failure ? undefined : ASSET_NOTICES.created),
  navigateTo: (res) => PATHS.assetDetails(res.asset.id),
  then: (res) => (res.failure ? [noticeShown({ kind: 'error', text: ASSETS_UI.copyFailed(res.failure.step, res.failure.message) })] : []),
});
