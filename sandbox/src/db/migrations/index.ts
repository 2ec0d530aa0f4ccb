import type { Migration } from '../migrate';
import { coreSchema } from './001_core';
import { commerceSchema } from './002_commerce';
import { savedViewsSchema } from './003_saved_views';
import { paymentSearchIndex } from './004_payment_search';
import { assetDetailsSchema } from './005_asset_details';
import { accessFeesSchema } from './006_access_fees';
import { donationsSchema } from './007_donations';
import { eventDetailsSchema } from './008_event_details';
import { packageItemsSchema } from './009_package_items';
import { templatesSchema } from './010_templates';
import { restrictionsSchema } from './011_restrictions';
import { accessCodesSchema } from './012_access_codes';
import { paymentProvidersSchema } from './013_payment_providers';
import { codeReportsSchema } from './014_code_reports';
import { videoPlatformsSchema } from './015_video_platforms';
import { panoptoChoosersSchema } from './016_panopto_choosers';
import { paymentDomainsSchema } from './017_payment_domains';
import { vouchersSchema } from './018_vouchers';
import { voucherRuleFilesSchema } from './019_voucher_rule_files';
import { audienceSchema } from './020_audience';
import { paymentTokensSchema } from './021_payment_tokens';
import { staffActivitySchema } from './022_staff_activity';
import { merchantAdminSchema } from './023_merchant_admin';
import { commercialsSchema } from './024_commercials';
import { impersonationSchema } from './028_impersonation';

/** Every schema version in order. A later area appends its own `NNN_<area>.ts` here; applied ones never change. */
export const migrations: readonly Migration[] = [coreSchema, commerceSchema, savedViewsSchema, paymentSearchIndex, assetDetailsSchema, accessFeesSchema, donationsSchema, eventDetailsSchema, packageItemsSchema, templatesSchema, restrictionsSchema, accessCodesSchema, paymentProvidersSchema, codeReportsSchema, videoPlatformsSchema, panoptoChoosersSchema, paymentDomainsSchema, vouchersSchema, voucherRuleFilesSchema, audienceSchema, paymentTokensSchema, staffActivitySchema, merchantAdminSchema, commercialsSchema, impersonationSchema];
