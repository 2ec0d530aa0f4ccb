import { lazy } from 'react';
import { WEBHOOKS_UI } from '../constants/messages/webhooks';
import { withFeatures } from '../ducks/lazyFeatures';
import { PATHS } from './paths';
import type { AppRoute } from './types';

const WebhooksPage = lazy(() =>
  withFeatures(import(/* webpackChunkName: "webhooks" */ '../pages/webhooks/WebhooksPage'), import(/* webpackChunkName: "webhooks" */ '../ducks/webhooks')),
);
const WebhookPage = lazy(() =>
  withFeatures(import(/* webpackChunkName: "webhooks" */ '../pages/webhooks/WebhookPage'), import(/* webpackChunkName: "webhooks" */ '../ducks/webhooks')),
);

/** Webhooks (spec section 2: `/webhooks`, in the side nav and the user menu): the list, and each webhook's delivery log. */
export const webhookRoutes: readonly AppRoute[] = [
  {
    path: PATHS.webhooks,
    title: WEBHOOKS_UI.title,
    section: 'webhooks',
    sectionTitle: WEBHOOKS_UI.title,
    nav: { label: WEBHOOKS_UI.navLabel },
    page: WebhooksPage,
    restriction: { key: 'webhooks' },
  },
  {
    path: PATHS.webhookDetails(':id'),
    title: WEBHOOKS_UI.logTitle,
    section: 'webhooks',
    sectionTitle: WEBHOOKS_UI.title,
    page: WebhookPage,
    restriction: { key: 'webhooks' },
  },
];
