import { lazy } from 'react';
import { MAIL_TEMPLATES_UI } from '../constants/messages/mailTemplates';
import { withFeatures } from '../ducks/lazyFeatures';
import type { AppRoute } from './types';

const MailTemplatesPage = lazy(() =>
  withFeatures(
    import(/* webpackChunkName: "mail-templates" */ '../pages/mailTemplates/MailTemplatesPage'),
    import(/* webpackChunkName: "mail-templates" */ '../ducks/mailTemplates'),
    import(/* webpackChunkName: "branding" */ '../ducks/branding'),
  ),
);

/** The path of the mail templates editor (spec section 2). */
export const MAIL_TEMPLATES_PATH = '/emailtemplates';

/**
 * /emailtemplates (spec section 2): the side nav opens it in a new window or tab; the EmailTemplatesEditor feature and
 * the email templates section (closed to analysts and customer support).
 */
export const mailTemplateRoutes: readonly AppRoute[] = [
  {
    path: MAIL_TEMPLATES_PATH,
    title: MAIL_TEMPLATES_UI.title,
    section: 'emailTemplates',
    sectionTitle: MAIL_TEMPLATES_UI.title,
    nav: { label: MAIL_TEMPLATES_UI.navLabel, newTab: true },
    page: MailTemplatesPage,
    feature: 'EmailTemplatesEditor',
    restriction: { key: 'emailTemplates' },
  },
];
