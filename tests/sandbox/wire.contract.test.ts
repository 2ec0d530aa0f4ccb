import * as accessCodes from '../../src/api/accessCodes';
import * as adminActivity from '../../src/api/adminActivity';
import * as adminCommercials from '../../src/api/adminCommercials';
import * as adminDashboard from '../../src/api/adminDashboard';
import * as adminLists from '../../src/api/adminLists';
import * as adminMerchants from '../../src/api/adminMerchants';
import * as adminReports from '../../src/api/adminReports';
import * as accounts from '../../src/api/accounts';
import * as authSettings from '../../src/api/authSettings';
import * as analytics from '../../src/api/analytics';
import * as avatar from '../../src/api/avatar';
import * as billing from '../../src/api/billing';
import * as branding from '../../src/api/branding';
import * as eventbrite from '../../src/api/eventbrite';
import * as followers from '../../src/api/followers';
import * as integrationHealth from '../../src/api/integrationHealth';
import * as integrations from '../../src/api/integrations';
import * as mailTemplates from '../../src/api/mailTemplates';
import * as organisation from '../../src/api/organisation';
import * as audience from '../../src/api/audience';
import type { SubscriptionsPage } from '../../src/api/audienceTypes';
import { ApiError } from '../../src/api/errors';
import { holdFile } from '../../src/api/files';
import * as items from '../../src/api/items';
import * as liveLike from '../../src/api/liveLike';
import * as packages from '../../src/api/packages';
import * as payments from '../../src/api/payments';
import type { Payment } from '../../src/api/types';
import * as realtime from '../../src/api/realtime';
import * as reports from '../../src/api/reports';
import * as restrictions from '../../src/api/restrictions';
import * as savedViews from '../../src/api/savedViews';
import * as templates from '../../src/api/templates';
import * as uniqueAudience from '../../src/api/uniqueAudience';
import * as videoPlatforms from '../../src/api/videoPlatforms';
import * as vouchers from '../../src/api/vouchers';
import * as webhooks from '../../src/api/webhooks';
import { stableUuid } from '../../sandbox/src/seed/stable';
import { DEMO_PASSWORD, NEW_PASSWORD, bearer, getJson, send, signIn } from './helpers';
import { differences, startWire, type Wire } from './wire/harness';

/**
 * Issue 19, "the wire is one contract": every API function of src/api runs through the console's real axios client
 * into the real sandbox, and every path variable, query field and body field it sends must reach the route's handler
 * with the value sent. A new API function without a case here fails the coverage test.
 */
const MODULES = { accessCodes, adminActivity, adminCommercials, adminDashboard, adminLists, adminMerchants, adminReports, accounts, authSettings, analytics, audience, avatar, billing, branding, followers, mailTemplates, organisation, items, packages, payments, realtime, reports, restrictions, savedViews, templates, videoPlatforms, vouchers, webhooks, uniqueAudience, eventbrite, integrationHealth, integrations, liveLike };

/** Exported functions of those modules that are not calls. */
const NOT_CALLS: Record<string, string> = {
  'payments.csvExport': 'the shared body of the export calls, covered through them',
  'payments.csvFile': 'the shared body of the calls answering a CSV file, covered through them',
  'realtime.credentialsPath': 'computes an address, sends nothing',
};

/** Ids of the owner's seeded data that the requests name. */
interface Seeds {
  assetId: number;
  feeId: number;
  packageId: number;
  templateId: number;
  voucherId: number;
  customerId: number;
  paymentId: number;
  trxToken: string;
  subscriptionId: string;
  unsubscribeUrl: string;
  countrySetId: number;
  codeId: number;
}

type Case = (w: Wire, s: Seeds) => Promise<unknown>;

const csv = (text: string, name: string): string => holdFile(new File([text], name, { type: 'text/csv' }));
const range = { start_date: '2026-01-01', end_date: '2026-06-30' };

/** Staff's admin session beside the owner's merchant one; answers a merchant id to name. */
async function asStaff(w: Wire): Promise<number> {
  if (!w.tokens.getSession('admin')) {
    const session = await signIn(w.app, 'staff@sandbox.test');
    w.tokens.startSignIn('admin', { token: session.access_token, refreshToken: session.refresh_token, expires: session.expires }, ['merchant']);
    // The sign-in is not the case's call.
    w.received.length = 0;
  }
  return 1;
}

/** Runs `call` with the agency's merchant session in place of the owner's, which is put back afterwards. */
async function asAgency<T>(w: Wire, call: () => Promise<T>): Promise<T> {
  const owner = w.tokens.getSession('merchant');
  const agency = await signIn(w.app, 'agency@sandbox.test');
  w.tokens.startSignIn('merchant', { token: agency.access_token, refreshToken: agency.refresh_token, expires: agency.expires }, ['admin']);
  w.received.length = 0;
  try {
    return await call();
  } finally {
    if (owner) w.tokens.startSignIn('merchant', owner, ['admin']);
  }
}

const CASES: Record<string, Case> = {
  // the Auth settings; the seeded application is read back for its id
  'authSettings.updateSocialList': () => authSettings.updateSocialList({ social: ['facebook', 'apple'] }),
  'authSettings.updateSocialSetup': () => authSettings.updateSocialSetup({ social_network: 'facebook', metadata: { app_id: 'wire-id', app_secret: 'wire-secret' } }),
  'authSettings.deleteSocialSetup': () => authSettings.deleteSocialSetup({ type: 'facebook' }),
  'authSettings.listApplications': () => authSettings.listApplications(),
  'authSettings.createApplication': () => authSettings.createApplication({ name: 'Wire app' }),
  'authSettings.updateApplication': async () => {
    const [first] = (await authSettings.listApplications()).collection;
    return authSettings.updateApplication({ id: first.id, name: 'Wire renamed', sso: 1 });
  },
  'authSettings.regenerateSecret': async () => {
    const [first] = (await authSettings.listApplications()).collection;
    return authSettings.regenerateSecret({ id: first.id });
  },
  'authSettings.getSsoDomains': () => authSettings.getSsoDomains(),
  'authSettings.updateSsoDomains': () => authSettings.updateSsoDomains({ sub_domain_name: 'wire', allowed_origins: ['https://wire.example.test'] }),
  'authSettings.getConcurrentSessions': () => authSettings.getConcurrentSessions(),
  'authSettings.setConcurrentSessions': () => authSettings.setConcurrentSessions({ concurrent_sessions: 2 }),
  'authSettings.deleteConcurrentSessions': () => authSettings.deleteConcurrentSessions(),
  'authSettings.listCustomFields': (w) => authSettings.listCustomFields({ tenantUuid: w.owner.tenantUuid }),
  'authSettings.createCustomField': () =>
    authSettings.createCustomField({ name: 'wire_team', label: 'Team', placeholder: 'Pick one', default_value: 'a', type: 'select', required: '1', options: [{ key: 'a', value: 'A' }, { key: 'b', value: 'B' }] }),
  'authSettings.updateCustomField': async (w) => {
    const field = (await authSettings.listCustomFields({ tenantUuid: w.owner.tenantUuid })).collection.find((row) => row.id !== null);
    return authSettings.updateCustomField({ id: field?.id ?? 0, name: 'wire_phone', label: 'Phone', type: 'text', required: '0' });
  },
  'authSettings.deleteCustomField': () => authSettings.deleteCustomField({ id: 999_999 }),
  'authSettings.getRegisterFields': (w) => authSettings.getRegisterFields({ merchantUuid: w.owner.merchantUuid }),
  // paywall branding; the seeded themes are read back for an id
  'branding.listThemes': (w) => branding.listThemes({ tenantUuid: w.owner.tenantUuid }),
  'branding.getTheme': async (w) => {
    const [first] = (await branding.listThemes({ tenantUuid: w.owner.tenantUuid })).collection;
    return branding.getTheme({ tenantUuid: w.owner.tenantUuid, id: first.id });
  },
  'branding.uploadCover': () => branding.uploadCover({ fileId: holdFile(new File([Buffer.from('89504e470d0a1a0a', 'hex')], 'cover.png', { type: 'image/png' })) }),
  'branding.uploadLogo': () => branding.uploadLogo({ fileId: holdFile(new File([Buffer.from('89504e470d0a1a0a', 'hex')], 'logo.png', { type: 'image/png' })) }),
  'branding.createTheme': () =>
    branding.createTheme({
      brand_name: 'Wire theme',
      default: 'false',
      paywall_cover_photo: '/api/images/assets/wire/0123456789abcdef0123456789abcdef.png',
      preview_image_name: 'cover.png',
      thumbnail_image: '/api/images/assets/wire/0123456789abcdef0123456789abcdef.png',
      thumbnail_image_name: 'cover.png',
      paywall_brand_logo: 'https://cdn.example.test/logo.png',
      paywall_primary_color: '#102030',
      paywall_secondary_color: '#abc',
      paywall_buttons_bg_color: '#56c0a4',
      paywall_buttons_text_color: '#FFFFFF',
      preview_buttons_bg_color: '#56c0a4',
      preview_buttons_text_color: '#FFFFFF',
      preview_top_border: 'false',
      boxoffice_protected_label: 'Protected',
      paywall_footer: '© Wire',
      preview_title: 'Title',
      preview_description: 'Description',
      preview_button_label: 'Buy',
      template_id: '2',
    }),
  'branding.updateTheme': async (w) => {
    const [, second] = (await branding.listThemes({ tenantUuid: w.owner.tenantUuid })).collection;
    return branding.updateTheme({ id: second.id, brand_name: 'Wire renamed', paywall_primary_color: '#000000', default: 'true' });
  },
  'branding.deleteTheme': () => branding.deleteTheme({ id: 999_999 }),
  'branding.getPaywallBranding': (w) => branding.getPaywallBranding({ merchantUuid: w.owner.merchantUuid, brandingId: 'default' }),
  // the owner's organisation (1); 999999 is nobody
  'organisation.getOrganisation': () => organisation.getOrganisation(),
  'organisation.createOrganisation': () => organisation.createOrganisation({ name: 'Second Organisation' }),
  'organisation.listMembers': () => organisation.listMembers({ orgId: 1, page: 1, size: 15 }),
  'organisation.inviteMember': () => organisation.inviteMember({ orgId: 1, email: 'wire.member@sandbox.test', role: 'analyst', full_name: 'Wire Member' }),
  'organisation.setMemberRole': () => organisation.setMemberRole({ orgId: 1, accountId: 999999, role: 'admin' }),
  'organisation.removeMember': () => organisation.removeMember({ orgId: 1, accountId: 999999 }),
  // an agency's related accounts (follower1 is account 4, follower2 account 5)
  'followers.listFollowers': (w) => asAgency(w, () => followers.listFollowers({ page: 1, size: 6 })),
  'followers.createFollower': (w) =>
    asAgency(w, () =>
      followers.createFollower({ full_name: 'Wire Follower', email: 'wire.follower@sandbox.test', company: 'Wire Films', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, scopes: ['inheritance', 'email_inheritance'] }),
    ),
  'followers.updateFollower': (w) => asAgency(w, () => followers.updateFollower({ followerId: 5, scopes: [] })),
  'followers.deleteFollower': (w) => asAgency(w, () => followers.deleteFollower({ followerId: 999999 })),
  'followers.loginAsFollower': (w) => asAgency(w, () => followers.loginAsFollower({ followerId: 4 })),
  'followers.searchFollowers': (w) => asAgency(w, () => followers.searchFollowers({ q: 'example', page: 1, size: 10 })),
  // impersonation and the staff activity log (merchant 6 is other's; the owner's customer belongs to merchant 1)
  'adminActivity.loginAsMerchant': async (w) => (await asStaff(w), adminActivity.loginAsMerchant({ merchantId: 6 })),
  'adminActivity.impersonateCustomer': async (w, s) => adminActivity.impersonateCustomer({ customer_id: s.customerId, password: DEMO_PASSWORD, merchant_id: await asStaff(w) }),
  'adminActivity.listStaffActivity': async (w) => adminActivity.listStaffActivity({ page: 1, size: 20, merchant_id: await asStaff(w), kind: 'impersonate_merchant', ...range }),
  'adminActivity.exportStaffActivity': async (w) => adminActivity.exportStaffActivity({ merchant_id: await asStaff(w), kind: 'features', ...range }),
  'adminActivity.staffActivityFacets': async (w) => (await asStaff(w), adminActivity.staffActivityFacets()),
  // accounts
  'accounts.authenticate': () => accounts.authenticate({ username: 'owner@sandbox.test', password: DEMO_PASSWORD }),
  'accounts.register': async () =>
    accounts.register({
      full_name: 'Wire Tester',
      email: 'wire.tester@example.test',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      response_token: 'not-solved.0',
      metadata: { services_question: 'Payments/Subscriptions', interest_question: 'sell videos', company: 'Wire Films', country: 'NO' },
    }),
  'accounts.getAccount': () => accounts.getAccount(),
  'accounts.updateAccount': () => accounts.updateAccount({ full_name: 'Olivia Owner', metadata: { company: 'Owner Films' } }),
  'accounts.activate': () => accounts.activate('123456'),
  'accounts.resendActivationCode': () => accounts.resendActivationCode({ email: 'nobody@example.test' }),
  'accounts.forgotPassword': () => accounts.forgotPassword({ email: 'nobody@example.test' }),
  'accounts.setNewPassword': () => accounts.setNewPassword({ token: 'not-a-real-token', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }),
  'accounts.changePassword': () => accounts.changePassword({ old_password: 'Wrong-Passw0rd!', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }),
  'accounts.getFeatures': () => accounts.getFeatures(),
  'accounts.getCaptcha': () => accounts.getCaptcha(),
  'realtime.getRealtimeCredentials': () => realtime.getRealtimeCredentials(),
  // analytics and reports
  'analytics.getReportInformation': () => analytics.getReportInformation(range),
  'analytics.getRevenuePerCurrency': () => analytics.getRevenuePerCurrency(range),
  'analytics.getHistograms': () => analytics.getHistograms({ ...range, interval: 'month' }),
  'analytics.getCountries': () => analytics.getCountries(range),
  'analytics.getSubscriptionAnalytics': () => analytics.getSubscriptionAnalytics(range),
  'analytics.getAccountingAnalytics': () => analytics.getAccountingAnalytics({ ...range, currency: 'EUR' }),
  'analytics.getUniqueCustomers': () => analytics.getUniqueCustomers(range),
  'analytics.getRegistrations': () => analytics.getRegistrations(range),
  // the admin dashboard: staff's admin session, narrowed to other@'s merchant (6)
  'adminDashboard.getPlatformInformation': async (w) => (await asStaff(w), adminDashboard.getPlatformInformation({ ...range, merchant_id: '6' })),
  'reports.getReportFields': () => reports.getReportFields('payments'),
  'reports.generateReport': () =>
    reports.generateReport({ reportType: 'payments', startDate: '2026-01-01', endDate: '2026-06-30', reportFields: ['id', 'amount'], status: 'all', type: 'all', unique: false, export_type: 'csv' }),
  'reports.listReports': () => reports.listReports('payments'),
  'reports.getDownloadLink': () => reports.getDownloadLink({ reportType: 'payments', filename: 'payments-report.csv' }),
  'reports.renameReport': () => reports.renameReport({ reportType: 'payments', file_name: 'payments-report.csv', new_file_name: 'renamed.csv' }),
  'reports.deleteReport': () => reports.deleteReport({ reportType: 'payments', filename: 'renamed.csv' }),
  'reports.scheduleReport': () =>
    reports.scheduleReport({
      reportType: 'payments',
      report_name: 'Weekly payments',
      start_date_resolution: 'week',
      start_date_resolution_before: 1,
      scheduled_at: 1_900_000_000,
      recurrent: true,
      recurrent_end_type: 'occurrences',
      scheduled_resolution: 'week',
      scheduled_resolution_before: 1,
      recurrent_occurrences: 4,
    }),
  'reports.listScheduledReports': () => reports.listScheduledReports('payments'),
  // the unique-audience report of the owner's seeded asset
  'uniqueAudience.generateUniqueAudience': (_w, s) => uniqueAudience.generateUniqueAudience({ itemId: s.assetId, startDate: '2026-01-01', endDate: '2026-03-31' }),
  'uniqueAudience.listUniqueAudienceFiles': (_w, s) => uniqueAudience.listUniqueAudienceFiles({ itemId: s.assetId }),
  'uniqueAudience.getUniqueAudienceLink': () => uniqueAudience.getUniqueAudienceLink({ fileName: 'unique-audience report.csv' }),
  'reports.deleteScheduledReport': () => reports.deleteScheduledReport({ reportType: 'payments', report_id: 'no-such-schedule' }),
  // assets
  'items.listAccessTypes': () => items.listAccessTypes(),
  'items.listAssets': () => items.listAssets({ page: 2, limit: 5, is_active: 'true', search: 'Match' }),
  'items.createAsset': () => items.createAsset({ item_type: 'video', title: 'Wire final', access_control_type_id: '1', metadata: { preview_title: 'Final', 'preview.lang': 'en' }, event_type: 'live', content: '<p>Hi</p>' }),
  'items.getAsset': (w, s) => items.getAsset({ tenantUuid: w.owner.tenantUuid, id: s.assetId }),
  'items.getPaywallAsset': (w, s) => items.getPaywallAsset({ merchantUuid: w.owner.merchantUuid, id: s.assetId }),
  'items.updateAsset': (_w, s) => items.updateAsset({ id: s.assetId, title: 'Renamed', plan_switch_enabled: '1', metadata: { preview_title: 'Renamed' } }),
  'items.deleteAsset': (_w, s) => items.deleteAsset({ id: s.assetId }),
  'items.reactivateAsset': (_w, s) => items.reactivateAsset({ id: s.assetId }),
  'items.deleteAssetMetadata': (_w, s) => items.deleteAssetMetadata({ id: s.assetId, keys: ['preview_title', 'preview.lang'] }),
  'items.listAccessFees': (_w, s) => items.listAccessFees({ itemId: s.assetId }),
  'items.createAccessFee': (_w, s) =>
    items.createAccessFee({ itemId: s.assetId, access_type_id: '1', amount: '9.99', currency: 'EUR', description: 'Ticket', trial_period_quantity: '7', trial_period_period: 'day', external_fees: [{ payment_provider_id: '2', external_id: 'ext-1' }] }),
  'items.updateAccessFee': (_w, s) => items.updateAccessFee({ itemId: s.assetId, feeId: s.feeId, access_type_id: '1', amount: '12.50', currency: 'USD', country_iso: 'NO' }),
  'items.deleteAccessFee': (_w, s) => items.deleteAccessFee({ itemId: s.assetId, feeId: 999_999 }),
  'items.listSeasonPhases': (_w, s) => items.listSeasonPhases({ itemId: s.assetId, feeId: s.feeId }),
  'items.createSeasonPhase': (_w, s) =>
    items.createSeasonPhase({ itemId: s.assetId, feeId: s.feeId, season_price: '5.00', currency: 'EUR', starts_at: '2026-08-01T00:00:00Z', expires_at: '2026-09-01T00:00:00Z' }),
  'items.updateSeasonPhase': (_w, s) =>
    items.updateSeasonPhase({ itemId: s.assetId, feeId: s.feeId, phaseId: 999_999, season_price: '6.00', currency: 'EUR', starts_at: '2026-08-01T00:00:00Z', expires_at: '2026-09-01T00:00:00Z', anchor_date: '2026-08-01T00:00:00Z' }),
  'avatar.uploadAvatar': () => avatar.uploadAvatar({ fileId: holdFile(new File([Buffer.from('89504e470d0a1a0a', 'hex')], 'me.png', { type: 'image/png' })) }),
  'items.uploadPreviewImage': () => items.uploadPreviewImage({ fileId: holdFile(new File([Buffer.from('89504e470d0a1a0a', 'hex')], 'preview.png', { type: 'image/png' })) }),
  'items.listDonations': (_w, s) => items.listDonations({ itemId: s.assetId }),
  'items.createDonation': (_w, s) => items.createDonation({ itemId: s.assetId, amount: '5', currency: 'EUR', description: 'Coffee' }),
  'items.updateDonation': (_w, s) => items.updateDonation({ itemId: s.assetId, donationId: 999_999, amount: '7', description: 'Lunch' }),
  'items.deleteDonation': (_w, s) => items.deleteDonation({ itemId: s.assetId, donationId: 999_999 }),
  'items.setCustomDonations': (_w, s) => items.setCustomDonations({ itemId: s.assetId, custom_price_enabled: '1' }),
  'items.saveEventDetails': (_w, s) =>
    items.saveEventDetails({
      itemId: s.assetId,
      content_category: 'live',
      industry: 'Sports',
      event_name: 'Cup final',
      web_page: 'https://example.test/final',
      event_date: '2026-08-01T18:00:00Z',
      expected_viewership: '1000',
      replay_available: '1',
      is_advertised: '0',
      event_description: 'The final',
    }),
  'items.listPaymentProviders': () => items.listPaymentProviders(),
  // packages
  'packages.listPackages': (w) => packages.listPackages({ tenantUuid: w.owner.tenantUuid, page: 1, limit: 10, is_active: 'true', search: 'Season' }),
  'packages.createPackage': () => packages.createPackage({ title: 'Wire pack', content: 'All of it', metadata: { preview_title: 'Pack' } }),
  'packages.getPackage': (w, s) => packages.getPackage({ tenantUuid: w.owner.tenantUuid, id: s.packageId }),
  'packages.updatePackage': (_w, s) => packages.updatePackage({ id: s.packageId, title: 'Renamed pack' }),
  'packages.deletePackage': (_w, s) => packages.deletePackage({ id: s.packageId }),
  'packages.reactivatePackage': (_w, s) => packages.reactivatePackage({ id: s.packageId }),
  'packages.listPackageItems': (_w, s) => packages.listPackageItems({ id: s.packageId, page: 1, limit: 10, excluded: 'true', search: 'Match' }),
  'packages.changePackageItems': (_w, s) => packages.changePackageItems({ id: s.packageId, add_asset_ids: [String(s.assetId)], remove_asset_ids: ['999999'] }),
  'packages.addAllPackageItems': (_w, s) => packages.addAllPackageItems({ id: s.packageId }),
  'packages.removeAllPackageItems': (_w, s) => packages.removeAllPackageItems({ id: s.packageId }),
  // templates
  'templates.listTemplates': () => templates.listTemplates(),
  'templates.createTemplate': () => templates.createTemplate({ name: 'Wire template', item_type_name: 'video', preview_text: 'Soon', metadata: { preview_title: 'T' } }),
  'templates.getTemplate': (_w, s) => templates.getTemplate({ templateId: s.templateId }),
  'templates.updateTemplate': (_w, s) => templates.updateTemplate({ templateId: s.templateId, name: 'Renamed template', event_type: 'vod' }),
  'templates.deleteTemplate': () => templates.deleteTemplate({ templateId: 999_999 }),
  'templates.createTemplatePrice': (_w, s) => templates.createTemplatePrice({ templateId: s.templateId, access_type_id: '1', amount: '3.50', currency: 'GBP' }),
  'templates.updateTemplatePrice': (_w, s) => templates.updateTemplatePrice({ templateId: s.templateId, priceId: 999_999, access_type_id: '1', amount: '4.50', currency: 'GBP' }),
  'templates.deleteTemplatePrice': (_w, s) => templates.deleteTemplatePrice({ templateId: s.templateId, priceId: 999_999 }),
  'templates.deleteTemplateMetadata': (_w, s) => templates.deleteTemplateMetadata({ templateId: s.templateId, keys: ['preview_title'] }),
  'templates.saveTemplateEventDetails': (_w, s) =>
    templates.saveTemplateEventDetails({
      templateId: s.templateId,
      content_category: 'vod',
      industry: 'Music',
      event_name: 'Concert',
      web_page: 'https://example.test/concert',
      event_date: '2026-09-01T20:00:00Z',
      expected_viewership: '500',
      replay_available: '0',
      is_advertised: '1',
    }),
  'templates.addTemplateRestriction': (_w, s) => templates.addTemplateRestriction({ templateId: s.templateId, category: 'domain', additional_data: { domain: 'example.test', type: 'whitelist' } }),
  'templates.deleteTemplateRestriction': (_w, s) => templates.deleteTemplateRestriction({ templateId: s.templateId, restrictionId: 999_999 }),
  // restrictions
  'restrictions.listCountrySets': () => restrictions.listCountrySets(),
  'restrictions.createCountrySet': () => restrictions.createCountrySet({ name: 'Nordics', type: 'whitelist', global: '0', countries: ['NO', 'SE'], regions: ['Oslo'], cities: ['Bergen', 'Malmö'] }),
  'restrictions.updateCountrySet': (_w, s) => restrictions.updateCountrySet({ countrySetId: s.countrySetId, name: 'Nordics+', type: 'blacklist', countries: ['DK'] }),
  'restrictions.getItemCountrySet': (_w, s) => restrictions.getItemCountrySet({ itemId: s.assetId }),
  'restrictions.createItemCountrySet': (_w, s) => restrictions.createItemCountrySet({ itemId: s.assetId, countrySetId: s.countrySetId }),
  'restrictions.updateItemCountrySet': (_w, s) => restrictions.updateItemCountrySet({ itemId: s.assetId, countrySetId: s.countrySetId }),
  'restrictions.deleteItemCountrySet': (_w, s) => restrictions.deleteItemCountrySet({ itemId: s.assetId }),
  'restrictions.deleteCountrySet': () => restrictions.deleteCountrySet({ countrySetId: 999_999 }),
  'restrictions.getMerchantDomains': () => restrictions.getMerchantDomains(),
  'restrictions.addMerchantDomain': () => restrictions.addMerchantDomain({ type: 'whitelist', domain: 'wire.example.test' }),
  'restrictions.deleteMerchantDomain': () => restrictions.deleteMerchantDomain({ domain: 'wire.example.test' }),
  'restrictions.getItemDomains': (_w, s) => restrictions.getItemDomains({ itemId: s.assetId }),
  'restrictions.replaceItemDomains': (_w, s) => restrictions.replaceItemDomains({ itemId: s.assetId, type: 'whitelist', domains: ['a.example.test', 'b.example.test'] }),
  'restrictions.deleteItemDomains': (_w, s) => restrictions.deleteItemDomains({ itemId: s.assetId }),
  'restrictions.getAgeVerificationEnabled': (w) => restrictions.getAgeVerificationEnabled({ tenantUuid: w.owner.tenantUuid }),
  'restrictions.getGlobalAge': () => restrictions.getGlobalAge(),
  'restrictions.setGlobalAge': () => restrictions.setGlobalAge({ min_age: 18 }),
  'restrictions.deleteGlobalAge': () => restrictions.deleteGlobalAge(),
  'restrictions.getItemAge': (_w, s) => restrictions.getItemAge({ itemId: s.assetId }),
  'restrictions.setItemAge': (_w, s) => restrictions.setItemAge({ itemId: s.assetId, min_age: 16 }),
  'restrictions.getAgeSettings': (w) => restrictions.getAgeSettings({ merchantUuid: w.owner.merchantUuid }),
  'restrictions.updateAgeSettings': (w) => restrictions.updateAgeSettings({ merchantUuid: w.owner.merchantUuid, age_verification_enabled: '1', age_verification_type: 'pin_code' }),
  'restrictions.getRestrictionImpact': (_w, s) => restrictions.getRestrictionImpact({ country_set_type: 'whitelist', countries: 'NO,SE', min_age: '18', domain_rule: '1', domains: 'a.example.test', item_id: String(s.assetId) }),
  // access codes
  'accessCodes.listCodes': (_w, s) => accessCodes.listCodes({ itemId: s.assetId, page: 1, limit: 10, code: 'VIP' }),
  'accessCodes.createCode': (_w, s) => accessCodes.createCode({ item_id: String(s.assetId), code: 'WIRE-2026', type: 'passcode', start_date: '2026-01-01 00:00:00', end_date: '2026-12-31 23:59:59', concurrent_sessions: '2' }),
  'accessCodes.updateCode': (_w, s) => accessCodes.updateCode({ codeId: s.codeId, type: 'single_use', concurrent_sessions: '3' }),
  'accessCodes.updateAllCodes': (_w, s) => accessCodes.updateAllCodes({ itemId: s.assetId, end_date: '2027-01-31 23:59:59' }),
  'accessCodes.listCodeSessions': (_w, s) => accessCodes.listCodeSessions({ codeId: s.codeId }),
  'accessCodes.terminateCodeSession': (_w, s) => accessCodes.terminateCodeSession({ codeId: s.codeId, browserFingerprint: 'fp-123abc' }),
  'accessCodes.getBulkTemplate': () => accessCodes.getBulkTemplate({ template: 'access-codes' }),
  'accessCodes.getCodesUploadUrl': (_w, s) => accessCodes.getCodesUploadUrl({ itemId: s.assetId }),
  'accessCodes.notifyCodesUpload': (_w, s) => accessCodes.notifyCodesUpload({ itemId: s.assetId, fileName: 'codes-never-uploaded.csv' }),
  'accessCodes.uploadCodesFile': (_w, s) => accessCodes.uploadCodesFile({ itemId: s.assetId, fileId: csv('code,type\nWIRE-A,passcode\n', 'codes.csv') }),
  'accessCodes.listFailedCodeFiles': (w) => accessCodes.listFailedCodeFiles({ merchantId: w.owner.merchantUuid }),
  'accessCodes.getFailedCodeFile': () => accessCodes.getFailedCodeFile({ fileName: 'failed-codes.csv' }),
  'accessCodes.generateCodesReport': (_w, s) => accessCodes.generateCodesReport({ itemId: s.assetId }),
  'accessCodes.listCodesReports': (_w, s) => accessCodes.listCodesReports({ itemId: s.assetId }),
  'accessCodes.getCodesReportLink': () => accessCodes.getCodesReportLink({ filename: 'access-codes-report.csv' }),
  // video platforms
  'videoPlatforms.getExternalAccount': () => videoPlatforms.getExternalAccount({ ovpName: 'jwplayer' }),
  'videoPlatforms.connectExternalAccount': () => videoPlatforms.connectExternalAccount({ ovpName: 'jwplayer', api_key: 'wire-key', api_secret: 'wire-secret-123' }),
  'videoPlatforms.listExternalVideos': () => videoPlatforms.listExternalVideos({ type: 'jwplayer', page_number: 1, limit: 15 }),
  'videoPlatforms.listJwPlayers': () => videoPlatforms.listJwPlayers(),
  'videoPlatforms.startSync': () => videoPlatforms.startSync({ ovp_name: 'jwplayer', sync_all: '0', videos_ids: ['abc12345', 'def67890'], access_control_type_id: '1', player_id: 'player1', player_id_update_existing: '1' }),
  'videoPlatforms.checkSyncStatus': () => videoPlatforms.checkSyncStatus({ ovp_name: 'jwplayer' }),
  'videoPlatforms.getExternalVideo': () => videoPlatforms.getExternalVideo({ type: 'livestream', lookup: { event_id: '1234', video_id: '5678' } }),
  'videoPlatforms.getPanoptoChooser': () => videoPlatforms.getPanoptoChooser(),
  'videoPlatforms.fetchRssFeed': () => videoPlatforms.fetchRssFeed({ url: 'https://example.test/feed.xml?page=1&lang=en' }),
  'videoPlatforms.getAssetFeed': (_w, s) => videoPlatforms.getAssetFeed({ id: s.assetId }),
  'videoPlatforms.listIvsChannels': () => videoPlatforms.listIvsChannels(),
  'videoPlatforms.createIvsChannel': () => videoPlatforms.createIvsChannel({ name: 'wire-channel', type: 'BASIC', latency: 'LOW' }),
  'videoPlatforms.updateIvsChannel': () => videoPlatforms.updateIvsChannel({ arn: 'arn:aws:ivs:us-west-2:123456789012:channel/AbCdEfGhIjKl', name: 'wire-renamed', type: 'STANDARD', latency: 'NORMAL' }),
  'videoPlatforms.getIvsChannel': () => videoPlatforms.getIvsChannel({ arn: 'arn:aws:ivs:us-west-2:123456789012:channel/AbCdEfGhIjKl' }),
  'videoPlatforms.disconnectExternalAccount': () => videoPlatforms.disconnectExternalAccount({ ovpName: 'jwplayer' }),
  // in-app stores and PayPal
  'integrations.getGoogleInApp': () => integrations.getGoogleInApp(),
  'integrations.createGoogleInApp': (w) => integrations.createGoogleInApp({ site_token: 'wire-site-token', playstore_public_key: 'MIIBIjANwire', merchant_uuid: w.owner.merchantUuid }),
  'integrations.updateGoogleInApp': (w) => integrations.updateGoogleInApp({ site_token: 'wire-site-token-2', playstore_public_key: 'MIIBIjANwire', merchant_uuid: w.owner.merchantUuid }),
  'integrations.listProviderMetadata': () => integrations.listProviderMetadata(),
  'integrations.updateProviderMetadata': async (w) => {
    const payPal = (await integrations.listProviderMetadata()).collection.find((entry) => entry.name === 'PayPal');
    return integrations.updateProviderMetadata({ payment_provider_id: String(payPal?.payment_provider_id ?? 0), merchant_id: w.owner.merchantUuid, metadata: { client_id: 'wire-client', client_secret: 'wire-secret' } });
  },
  'integrations.getInAppKeys': async () => {
    const apple = (await integrations.listProviderMetadata()).collection.find((entry) => entry.name === 'Apple In-App');
    return integrations.getInAppKeys({ id: apple?.payment_provider_id ?? 0 });
  },
  'integrations.updateInAppKeys': async () => {
    const apple = (await integrations.listProviderMetadata()).collection.find((entry) => entry.name === 'Apple In-App');
    const id = apple?.payment_provider_id ?? 0;
    return integrations.updateInAppKeys({
      id,
      payment_provider_id: String(id),
      metadata: { bundle_id: 'com.wire.app', key_id: 'WIRE123456', issuer: 'wire-issuer', secret_key: 'wire-shared' },
      p8_certificate: '-----BEGIN PRIVATE KEY-----\nwire\n-----END PRIVATE KEY-----',
    });
  },
  // Eventbrite (its account is the external account `eventbrite`)
  'eventbrite.listOrganizations': () => eventbrite.listOrganizations({ continuation: Buffer.from('organizations:5').toString('base64url') }),
  'eventbrite.listVideos': () => eventbrite.listVideos({ organization_id: '123456789012', limit: 10, continuation: Buffer.from('events-123456789012:10').toString('base64url') }),
  // LiveLike (an existing account connects as the external account `livelike`)
  'liveLike.createAccount': () => liveLike.createAccount(),
  'liveLike.listResources': (_w, s) => liveLike.listResources({ resource: 'chatrooms', page: 2, item_id: s.assetId }),
  'liveLike.createChatRoom': (_w, s) => liveLike.createChatRoom({ title: 'Wire chat', item_id: String(s.assetId), content_filter: 'filtered' }),
  'liveLike.updateChatRoom': (_w, s) => liveLike.updateChatRoom({ id: '00000000-0000-4000-a000-000000000000', title: 'Wire chat 2', item_id: String(s.assetId), content_filter: 'none' }),
  'liveLike.getChatRoom': () => liveLike.getChatRoom({ chatroomId: '00000000-0000-4000-a000-000000000000' }),
  'liveLike.deleteResource': (_w, s) => liveLike.deleteResource({ itemId: s.assetId, resourceId: '00000000-0000-4000-a000-000000000000' }),
  'liveLike.disconnectAccount': () => liveLike.disconnectAccount(),
  // integration health
  'integrationHealth.listHealth': () => integrationHealth.listHealth(),
  'integrationHealth.checkIntegration': () => integrationHealth.checkIntegration({ integration: 'roku-in-app' }),
  // vouchers
  'vouchers.listVouchers': () => vouchers.listVouchers({ page: 1, limit: 15, search: 'SUMMER', type: 'other' }),
  'vouchers.listGiftVouchers': () => vouchers.listGiftVouchers({ page: 1, limit: 15, search: 'gift' }),
  'vouchers.getVoucher': (_w, s) => vouchers.getVoucher({ id: s.voucherId }),
  'vouchers.createVoucher': () =>
    vouchers.createVoucher({ type: 'web', name: 'Wire sale', discount: '20', code: 'WIRE20', discount_period: 'repeating', discount_duration: '3', start_date: '2026-01-01 00:00:00', usage_limit: '100' }),
  'vouchers.updateVoucher': (_w, s) => vouchers.updateVoucher({ id: s.voucherId, name: 'Renamed sale', rebill_discount: '', usage_counter: '2' }),
  'vouchers.listVoucherRules': (_w, s) => vouchers.listVoucherRules({ id: s.voucherId, rule_type: 'assets', page: 0, limit: 15, search: 'Match' }),
  'vouchers.addVoucherRule': (_w, s) => vouchers.addVoucherRule({ id: s.voucherId, ruleType: 'assets', value: String(s.assetId), excluded: '0' }),
  'vouchers.deleteVoucherRule': (_w, s) => vouchers.deleteVoucherRule({ id: s.voucherId, ruleId: 999_999 }),
  'vouchers.deleteVoucherRulesOfType': (_w, s) => vouchers.deleteVoucherRulesOfType({ id: s.voucherId, ruleType: 'emails' }),
  'vouchers.listVoucherAccessTypes': (_w, s) => vouchers.listVoucherAccessTypes({ id: s.voucherId }),
  'vouchers.listVoucherEmails': (_w, s) => vouchers.listVoucherEmails({ id: s.voucherId, page: 1, limit: 15 }),
  'vouchers.setVoucherItemFees': (_w, s) => vouchers.setVoucherItemFees({ id: s.voucherId, itemId: s.assetId, access_fees: [String(s.feeId)] }),
  'vouchers.clearVoucherItemFees': (_w, s) => vouchers.clearVoucherItemFees({ id: s.voucherId, itemId: s.assetId }),
  'vouchers.getVoucherEmailsTemplate': () => vouchers.getVoucherEmailsTemplate(),
  'vouchers.getVoucherEmailsUploadUrl': (_w, s) => vouchers.getVoucherEmailsUploadUrl({ id: s.voucherId }),
  'vouchers.notifyVoucherEmailsUpload': (_w, s) => vouchers.notifyVoucherEmailsUpload({ id: s.voucherId, fileName: 'emails-never-uploaded.csv' }),
  'vouchers.uploadVoucherEmailsFile': (_w, s) => vouchers.uploadVoucherEmailsFile({ id: s.voucherId, fileId: csv('email\nfan@example.test\n', 'emails.csv') }),
  'vouchers.listFailedVoucherRuleFiles': (w) => vouchers.listFailedVoucherRuleFiles({ merchantId: w.owner.merchantUuid }),
  'vouchers.getFailedVoucherRuleFile': () => vouchers.getFailedVoucherRuleFile({ fileName: 'failed-emails.csv' }),
  'vouchers.deleteVoucher': () => vouchers.deleteVoucher({ id: 999_999 }),
  // payments
  'payments.listPayments': () => payments.listPayments({ page: 1, size: 15, type: 'refund', search: ['consumerEmail:buyer', 'itemTitle:Match'], ...range }),
  'payments.exportPayments': () => payments.exportPayments({ type: 'charge', search: ['itemTitle:Match'], ...range }),
  // audience
  'audience.listCustomers': () => audience.listCustomers({ page: 1, size: 15, active: 'true', search: 'fan', paying_customers: 'true', order: 'createdAt' }),
  'audience.exportCustomers': () => audience.exportCustomers({ active: 'false', search: 'fan', order: 'createdAt' }),
  'audience.getCustomer': (_w, s) => audience.getCustomer({ id: s.customerId }),
  'audience.getCustomerActivity': (w, s) => audience.getCustomerActivity({ id: s.customerId, merchantId: w.owner.merchantUuid }),
  'audience.updateCustomerMetadata': (_w, s) => audience.updateCustomerMetadata({ id: s.customerId, full_name: 'Fay Fan', metadata: { tier: 'gold' } }),
  'audience.resetCustomerPassword': (_w, s) => audience.resetCustomerPassword({ id: s.customerId, brandingId: '12' }),
  'audience.deactivateCustomer': (_w, s) => audience.deactivateCustomer({ id: s.customerId }),
  'audience.reactivateCustomer': (_w, s) => audience.reactivateCustomer({ id: s.customerId }),
  'audience.exportCustomerData': (_w, s) => audience.exportCustomerData({ id: s.customerId }),
  'audience.eraseCustomer': (_w, s) => audience.eraseCustomer({ id: s.customerId, password: 'Wrong-Passw0rd!' }),
  'audience.explainEntitlement': (_w, s) => audience.explainEntitlement({ id: s.customerId, itemId: s.assetId }),
  'audience.listAccesses': (_w, s) => audience.listAccesses({ customerID: s.customerId, status: 'active', type: 'granted', page: 2, size: 5 }),
  'audience.grantAccess': (_w, s) => audience.grantAccess({ customerId: s.customerId, itemId: s.assetId, expiresAt: '2027-01-01' }),
  'audience.extendAccess': (_w, s) => audience.extendAccess({ customerId: s.customerId, itemId: s.assetId, expiresAt: '2027-06-01 12:00:00' }),
  'audience.revokeAccess': (_w, s) => audience.revokeAccess({ accessId: 999_999, customerId: s.customerId }),
  'audience.getPaymentDetails': (_w, s) => audience.getPaymentDetails({ trxToken: s.trxToken }),
  'audience.refundPayment': (_w, s) => audience.refundPayment({ paymentId: s.paymentId, trxToken: s.trxToken, amount: '0.50', reason: 'Goodwill' }),
  'audience.listSubscriptions': (_w, s) => audience.listSubscriptions({ page: 1, size: 15, action_type: 'recurrent', country: 'NO', filter: [`ConsumerId:${s.customerId}`], order: 'createdAt', ...range }),
  'audience.getSubscriptionDetails': (_w, s) => audience.getSubscriptionDetails({ id: s.subscriptionId, page: 1, size: 5 }),
  'audience.cancelSubscription': (_w, s) => audience.cancelSubscription({ unsubscribeUrl: s.unsubscribeUrl, subscriptionId: s.subscriptionId }),
  'audience.globalSearch': () => audience.globalSearch({ q: 'fan' }),
  'audience.getBulkTemplate': () => audience.getBulkTemplate({ action: 'grant' }),
  'audience.uploadBulkAccess': (w) => audience.uploadBulkAccess({ action: 'grant', fileId: csv('email,item_id\nfan@example.test,1\n', 'grant.csv'), merchantId: w.owner.merchantUuid }),
  'audience.listBulkFailedFiles': (w) => audience.listBulkFailedFiles({ action: 'revoke', merchantId: w.owner.merchantUuid }),
  'audience.getBulkFailedFile': () => audience.getBulkFailedFile({ action: 'extend', fileName: 'failed-extend.csv' }),
  'audience.listInteractions': () => audience.listInteractions({ monetary_from: '10', monetary_to: '500.5', probability_from: '0.5', probability_to: '1', email: 'fan', page: 1, size: 15 }),
  'audience.getSegmentationBands': () => audience.getSegmentationBands({ probability_from: '0.25', email: 'fan' }),
  'audience.exportSegment': () => audience.exportSegment({ monetary_from: '1', probability_to: '0.75' }),
  'audience.getCustomerProbability': (_w, s) => audience.getCustomerProbability({ id: s.customerId }),
  'audience.getSubscriptionsByStatus': () => audience.getSubscriptionsByStatus({ groupBy: 'week', ...range, status: 'recurrent' }),
  'audience.getAssetPaymentsPerCountry': (_w, s) => audience.getAssetPaymentsPerCountry({ itemId: String(s.assetId), startDate: '2026-01-01', endDate: '2026-06-30' }),
  'audience.getPaymentMethodsPerCountry': () => audience.getPaymentMethodsPerCountry({ startDate: '2026-01-01', endDate: '2026-06-30' }),
  'audience.getSubscriptionsGrouped': () => audience.getSubscriptionsGrouped({ grouped_by: 'month', action_type: 'all', country: 'NO', ...range }),
  'audience.getSubscriptionCountries': () => audience.getSubscriptionCountries(range),
  // saved views
  'savedViews.listSavedViews': () => savedViews.listSavedViews('payments'),
  'savedViews.createSavedView': () => savedViews.createSavedView({ list: 'payments', name: 'Refunds', query: 'type=refund&search[]=itemTitle:Match' }),
  'savedViews.deleteSavedView': () => savedViews.deleteSavedView({ id: 999_999, list: 'payments' }),
  // admin: a merchant's commercials and the commercial reports (staff's admin session, kept beside the owner's)
  // adminReports (staff's admin session): the mailing list and missing transactions
  'adminReports.listMailingList': async (w) => (await asStaff(w), adminReports.listMailingList({ page: 1, limit: 15, blacklisted: 'true', email: 'wire' })),
  'adminReports.addMailingListRecord': async (w) => (await asStaff(w), adminReports.addMailingListRecord({ email: 'wire@list.test', blacklisted: 'true' })),
  'adminReports.updateMailingListRecord': async (w) => (await asStaff(w), adminReports.updateMailingListRecord({ email: 'wire@list.test', blacklisted: 'false' })),
  'adminReports.listMissingTransactions': async (w) => (await asStaff(w), adminReports.listMissingTransactions({ section: 'payments', page: 1 })),
  'adminReports.getTransactionsUploadUrl': async (w) => (await asStaff(w), adminReports.getTransactionsUploadUrl({ section: 'access' })),
  'adminReports.importTransactions': async (w) => (await asStaff(w), adminReports.importTransactions({ fileName: 'never-uploaded.csv' })),
  'adminReports.getTransactionsDownload': async (w) => (await asStaff(w), adminReports.getTransactionsDownload({ x: 'template' })),
  'adminReports.uploadMissingTransactions': async (w, s) =>
    (await asStaff(w), adminReports.uploadMissingTransactions({ section: 'payments', fileId: csv(`transaction_token,amount,currency\n${s.trxToken},1.00,EUR\nwire-unknown,2.00,EUR\n`, 'missing.csv') })),
  // adminLists (staff's admin session; merchant 1 is the owner's, whose seeded payment, subscription and customer are named)
  'adminLists.listAdminPayments': async (w) =>
    adminLists.listAdminPayments({ page: 1, size: 15, type: 'charge', search: ['consumerEmail:a'], start_date: range.start_date, end_date: range.end_date, merchantID: String(await asStaff(w)) }),
  'adminLists.exportAdminPayments': async (w) => adminLists.exportAdminPayments({ type: 'refund', merchantID: String(await asStaff(w)) }),
  'adminLists.getAdminPayment': async (w, s) => (await asStaff(w), adminLists.getAdminPayment({ trxToken: s.trxToken })),
  'adminLists.refundAdminPayment': async (w, s) => (await asStaff(w), adminLists.refundAdminPayment({ paymentId: s.paymentId, trxToken: s.trxToken, amount: '0.25', reason: 'Staff goodwill' })),
  'adminLists.listAdminCustomers': async (w) => adminLists.listAdminCustomers({ page: 1, size: 15, active: 'true', search: 'a', paying_customers: 'false', order: 'createdAt', merchantID: String(await asStaff(w)) }),
  'adminLists.exportAdminCustomers': async (w) => adminLists.exportAdminCustomers({ active: 'true', search: 'a', merchantID: String(await asStaff(w)) }),
  'adminLists.getAdminCustomer': async (w, s) => (await asStaff(w), adminLists.getAdminCustomer({ id: s.customerId })),
  'adminLists.listAdminSubscriptions': async (w) => adminLists.listAdminSubscriptions({ page: 1, size: 15, action_type: 'all', filter: ['consumerEmail:a'], order: 'createdAt', ...range, merchantID: String(await asStaff(w)) }),
  'adminLists.getAdminSubscription': async (w, s) => (await asStaff(w), adminLists.getAdminSubscription({ id: s.subscriptionId, page: 1, size: 5 })),
  'adminLists.listAdminAccesses': async (w) => adminLists.listAdminAccesses({ page: 1, size: 15, status: 'active', type: 'granted', search: 'a', merchantID: String(await asStaff(w)) }),
  // adminMerchants (staff's admin session; merchant 6 is other@'s, whose features and roles are sent back unchanged)
  'adminMerchants.listMerchants': async (w) => (await asStaff(w), adminMerchants.listMerchants({ page: 1, size: 15, search: ['email:owner@'] })),
  'adminMerchants.getMerchant': async (w) => adminMerchants.getMerchant({ id: await asStaff(w) }),
  'adminMerchants.getMerchantFeatures': async (w) => adminMerchants.getMerchantFeatures({ id: await asStaff(w) }),
  'adminMerchants.updateMerchantFeatures': async (w) => (await asStaff(w), adminMerchants.updateMerchantFeatures({ id: 6, featureIds: [1, 8] })),
  'adminMerchants.setMerchantRole': async (w) => (await asStaff(w), adminMerchants.setMerchantRole({ id: 6, roleId: 'master', on: false })),
  'adminMerchants.listMerchantClients': async (w) => (await asStaff(w), adminMerchants.listMerchantClients({ id: 3, page: 1 })),
  'adminMerchants.approveForConnect': async (w) => (await asStaff(w), adminMerchants.approveForConnect({ merchantId: 6, status: 'approve' })),
  'adminMerchants.getMerchantAgeSettings': async (w) => (await asStaff(w), adminMerchants.getMerchantAgeSettings({ merchantUuid: stableUuid('merchant:other') })),
  'adminMerchants.updateMerchantAgeSettings': async (w) =>
    (await asStaff(w), adminMerchants.updateMerchantAgeSettings({ merchantUuid: stableUuid('merchant:other'), age_verification_enabled: 'true', age_verification_type: 'pin_code' })),
  'adminCommercials.getRevenueSetup': async (w) => adminCommercials.getRevenueSetup({ merchantId: await asStaff(w) }),
  'adminCommercials.updateRevenueSetup': async (w) =>
    adminCommercials.updateRevenueSetup({ merchantId: await asStaff(w), share: { share_percent: 6.5, share_minimum_amount: 40, payment_provider_fee_percent: 2.9, payment_provider_fixed_fee: 30 } }),
  'adminCommercials.getRecurringFees': async (w) => adminCommercials.getRecurringFees({ merchantId: await asStaff(w) }),
  'adminCommercials.saveRecurringFees': async (w) =>
    adminCommercials.saveRecurringFees({
      merchantId: await asStaff(w),
      fees: {
        streaming: { active: true, one_off_setup_fee: { active: true, currency: 'EUR', amount: 500 }, per_event: { active: false, currency: 'USD', amount: 0 }, per_viewing_hour: { active: false, amount: 0 } },
        hosting_page: { active: true, monthly_fee: { currency: 'USD', amount: 150 } },
      },
    }),
  'adminCommercials.listNonRecurringFees': async (w) => adminCommercials.listNonRecurringFees({ merchantId: await asStaff(w), page: 1 }),
  'adminCommercials.addNonRecurringFee': async (w) =>
    adminCommercials.addNonRecurringFee({ merchant_id: await asStaff(w), revenue_stream_id: 2, amount: 120.5, currency: 'USD', date: '2026-01-15' }),
  'adminCommercials.deleteNonRecurringFee': async (w) => adminCommercials.deleteNonRecurringFee({ id: 999_999, merchantId: await asStaff(w) }),
  'adminCommercials.listAccessFeeTypes': async (w) => adminCommercials.listAccessFeeTypes({ merchantId: await asStaff(w) }),
  'adminCommercials.addAccessFeeType': async (w) => adminCommercials.addAccessFeeType({ merchant_id: await asStaff(w), name: 'ppv', quantity: 24, period: 'hour' }),
  'adminCommercials.generateCommercialReport': async (w) => (await asStaff(w), adminCommercials.generateCommercialReport({ type: 'commercial-setup', date: '2026-01-01' })),
  'adminCommercials.downloadMauReport': async (w) => (await asStaff(w), adminCommercials.downloadMauReport({ date: '2026-01-01' })),
  'adminCommercials.listCommercialReports': async (w) => (await asStaff(w), adminCommercials.listCommercialReports()),
  'adminCommercials.downloadCommercialReport': async (w) => (await asStaff(w), adminCommercials.downloadCommercialReport({ id: 999_999, filename: 'missing.csv' })),
  'adminCommercials.deleteCommercialReport': async (w) => (await asStaff(w), adminCommercials.deleteCommercialReport({ id: 999_999, filename: 'missing.csv' })),
  // the payment setup: the owner's merchant 1, its seeded rows 1 (Card: Stripe, provider 1, with fee 1) and 2 (PayPal)
  'billing.listPaymentMethods': () => billing.listPaymentMethods({ merchantId: 1 }),
  'billing.setMerchantGateway': () => billing.setMerchantGateway({ merchantId: 1, methodId: 1, paymentProviders: [{ paymentProviderId: 1, current: true }] }),
  'billing.deletePaymentMethod': () => billing.deletePaymentMethod({ accountPaymentProviderId: 999_999 }),
  'billing.createPaymentProvider': () => billing.createPaymentProvider({ name: 'Wirecard', merchantId: 1 }),
  'billing.getFees': () => billing.getFees({ accountPaymentProviderId: 1 }),
  'billing.getDefaultFees': () => billing.getDefaultFees(),
  'billing.createFee': () => billing.createFee({ merchant_id: 1, account_payment_provider_id: 2, payment_type: 'ppv', fixed_fee: 0.3, share_percent: 2.5, fixed_fee_currency: 1 }),
  'billing.updateFee': () => billing.updateFee({ id: 1, account_payment_provider_id: 1, payment_type: 'ppv', fixed_fee: 0.35, share_percent: 4.25, fixed_fee_currency: 2 }),
  'billing.requestStripeConnect': () => billing.requestStripeConnect(),
  'billing.connectStripe': () => billing.connectStripe({ authorization_code: 'ac_not_issued' }),
  'billing.disconnectStripe': () => billing.disconnectStripe({ accountPaymentProviderId: 1 }),
  'billing.uploadBankStatement': () => billing.uploadBankStatement({ fileId: holdFile(new File(['%PDF-1.4\n%%EOF\n'], 'statement.pdf', { type: 'application/pdf' })), merchantId: 1 }),
  'billing.deleteBankStatement': () => billing.deleteBankStatement({ merchantId: 1 }),
  // the owner's mail templates (merchant 1; seeded templates 1 and 2)
  'mailTemplates.listMailTemplates': () => mailTemplates.listMailTemplates({ page: 1, size: 15 }),
  'mailTemplates.createMailTemplate': () =>
    mailTemplates.createMailTemplate({
      merchant_id: '1',
      template_name: 'customer-data-export',
      from_email: 'wire@sandbox-media.example',
      email_name: 'Wire',
      subject: 'Wire subject',
      domain: '',
      transport: 'smtp',
      branding_id: '',
      active: 'false',
    }),
  'mailTemplates.updateMailTemplate': () =>
    mailTemplates.updateMailTemplate({
      id: 2,
      merchant_id: '1',
      template_name: 'customer-data-export',
      from_email: 'privacy@sandbox-media.example',
      email_name: 'Sandbox Media Privacy',
      subject: 'Your data',
      domain: 'mail.sandbox-media.example',
      transport: 'ses',
      branding_id: '3',
      active: 'false',
    }),
  'mailTemplates.setMailTemplatesActive': () => mailTemplates.setMailTemplatesActive({ merchantId: 1, ids: [1, 2], active: false }),
  'mailTemplates.deleteMailTemplate': () => mailTemplates.deleteMailTemplate({ id: 999_999 }),
  // webhooks and their delivery log (the event no call here produces, so nothing is delivered; 999999 is nobody's)
  'webhooks.listWebhooks': () => webhooks.listWebhooks({ labels: true }),
  'webhooks.createWebhook': () => webhooks.createWebhook({ endpoint: 'https://example.test/wire', events: ['customer.registered', 'subscription.canceled'] }),
  'webhooks.getWebhook': () => webhooks.getWebhook({ id: 999_999 }),
  'webhooks.updateWebhook': () => webhooks.updateWebhook({ id: 999_999, endpoint: 'https://example.test/wire', events: ['customer.registered'] }),
  'webhooks.deleteWebhook': () => webhooks.deleteWebhook({ id: 999_999 }),
  'webhooks.deleteAllWebhooks': () => webhooks.deleteAllWebhooks(),
  'webhooks.listWebhookAttempts': () => webhooks.listWebhookAttempts({ webhookId: 999_999, page: 2, size: 15, status: 'failed', event: 'webhook.test' }),
  'webhooks.getWebhookAttempt': () => webhooks.getWebhookAttempt({ webhookId: 999_999, attemptId: 7 }),
  'webhooks.resendWebhookDelivery': () => webhooks.resendWebhookDelivery({ webhookId: 999_999, deliveryId: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f' }),
  'webhooks.sendWebhookTest': () => webhooks.sendWebhookTest({ webhookId: 999_999 }),
  // last: ends the session the other cases use
  'accounts.logout': () => accounts.logout(),
};

const exported = (): string[] =>
  Object.entries(MODULES).flatMap(([name, module]) =>
    Object.entries(module)
      .filter(([, value]) => typeof value === 'function')
      .map(([fn]) => `${name}.${fn}`)
      .filter((key) => !(key in NOT_CALLS)),
  );

let wire: Wire;
let seeds: Seeds;

async function seedIds(w: Wire): Promise<Seeds> {
  const token = w.tokens.getSession('merchant')?.token ?? '';
  const read = async <T>(url: string): Promise<T> => (await getJson(w.app, `/api/${url}`, token)).json<T>();
  const assets = await read<{ collection: { id: number }[] }>('items/collection?limit=5');
  const assetId = assets.collection[0].id;
  const fees = await read<{ id: number }[]>(`v2/items/${assetId}/access-fees`);
  const packagesPage = await read<{ collection: { id: number }[] }>(`v2/items/packages/${w.owner.tenantUuid}`);
  const templateList = await read<{ id: number }[]>('v2/items/templates');
  const voucherPage = await read<{ collection: { id: number }[] }>('v2/vouchers');
  const subscriptions = await read<SubscriptionsPage>('v2/subscriptions?size=5');
  const paymentPage = await read<{ collection: Payment[] }>('v2/accounting/transactions?size=1');
  const sets = await read<{ id: number }[]>('restrictions/country-sets');
  const codes = await read<{ collection: { id: number }[] }>(`items/access/codes/item/${assetId}`);
  const subscription = subscriptions.collection[0];
  return {
    assetId,
    feeId: fees[0]?.id ?? 1,
    packageId: packagesPage.collection[0]?.id ?? 1,
    templateId: templateList[0]?.id ?? 1,
    voucherId: voucherPage.collection[0]?.id ?? 1,
    customerId: subscription.consumerId,
    paymentId: paymentPage.collection[0].paymentHistoryId,
    trxToken: paymentPage.collection[0].trxToken,
    subscriptionId: subscription.subscriptionId,
    unsubscribeUrl: subscription.unsubscribeUrl,
    countrySetId: sets[0]?.id ?? 1,
    codeId: codes.collection[0]?.id ?? 1,
  };
}

beforeAll(async () => {
  wire = await startWire();
  seeds = await seedIds(wire);
});

afterAll(async () => {
  await wire?.close();
});

describe('the wire contract: console API functions into the sandbox', () => {
  it('has a case for every exported API function', () => {
    const missing = exported().filter((key) => !(key in CASES));
    const stale = Object.keys(CASES).filter((key) => !exported().includes(key));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  // Keys of functions another change removed are skipped, so the table may run ahead of src/api.
  it.each(Object.keys(CASES).filter((key) => exported().includes(key)))('%s: every field arrives as sent', async (key) => {
    wire.sent.length = 0;
    wire.received.length = 0;
    let failure: unknown;
    await CASES[key](wire, seeds).catch((error: unknown) => {
      failure = error;
    });
    const problems: string[] = [];
    if (failure instanceof ApiError && (failure.status === 0 || failure.status >= 500)) problems.push(`answered ${failure.status}: ${failure.message}`);
    else if (failure !== undefined && !(failure instanceof ApiError)) problems.push(`threw ${String(failure)}`);
    expect(wire.sent.length).toBeGreaterThan(0);
    wire.sent.forEach((call, index) => {
      const arrived = wire.received[index];
      if (!arrived) {
        const status = failure instanceof ApiError ? `${failure.status} ${failure.message}` : 'no answer';
        problems.push(`${call.method} ${call.path} never reached a handler (${status})`);
      } else {
        problems.push(...differences(call, arrived).map((text) => `${call.method} ${call.path}: ${text}`));
      }
    });
    expect(problems).toEqual([]);
  });
});

describe("a customer's subscriptions", () => {
  it("lists exactly the customer's own, through the console's call (the customer details' tab)", async () => {
    const session = await signIn(wire.app, 'owner@sandbox.test');
    wire.tokens.startSignIn('merchant', { token: session.access_token, refreshToken: session.refresh_token, expires: session.expires });
    const all: SubscriptionsPage['collection'] = [];
    for (let page = 1; all.length === 0 || all.length % 100 === 0; page += 1) {
      const { collection } = await audience.listSubscriptions({ page, size: 100 });
      all.push(...collection);
      if (collection.length < 100) break;
    }
    const perCustomer = new Map<number, string[]>();
    for (const row of all) perCustomer.set(row.consumerId, [...(perCustomer.get(row.consumerId) ?? []), row.subscriptionId]);
    const [customerId, own] = [...perCustomer].find(([, ids]) => ids.length === 2) ?? [0, []];
    expect(own).toHaveLength(2);
    expect(all.length).toBeGreaterThan(2);

    const tab = await audience.listSubscriptions({ page: 1, size: 15, filter: [`ConsumerId:${customerId}`] });

    expect(tab.collection.map((row) => row.subscriptionId).sort()).toEqual([...own].sort());
    expect(tab.total).toBe(2);
  });
});

describe('the sandbox refuses what it does not know', () => {
  it('answers an unknown query field with 400 naming it', async () => {
    const { access_token: token } = await signIn(wire.app, 'owner@sandbox.test');
    const response = await send(wire.app, { url: '/api/v2/subscriptions?page=1&foo=bar', headers: bearer(token) });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe('Unknown field "foo" in the query.');
  });

  it('answers an unknown body field with 400 naming it', async () => {
    const { access_token: token } = await signIn(wire.app, 'owner@sandbox.test');
    const response = await send(wire.app, {
      method: 'POST',
      url: '/api/v2/saved-views',
      payload: 'list=payments&name=Mine&query=type%3Drefund&colour=red',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...bearer(token) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string; errors: Record<string, string> }>()).toMatchObject({ message: 'Unknown field "colour" in the body.', errors: { colour: 'Unknown field "colour" in the body.' } });
  });
});
