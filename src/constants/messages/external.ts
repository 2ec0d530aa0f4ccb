/**
 * The side nav's entries that lead out of the console (spec section 2: /pagebuilder and /support open in a new window
 * or tab) and the analytics placeholders shown to one configured merchant each (/thoughtspot, /domo).
 */
export const EXTERNAL_UI = {
  pageBuilderTitle: 'Landing page builder',
  pageBuilderOpening: 'Opening the landing page builder…',
  pageBuilderLink: 'Open the landing page builder',
  supportTitle: 'Support',
  supportOpening: 'Opening the support site…',
  supportLink: 'Open the support site',
  /** Shown when the browser did not follow the redirect on its own (a blocked navigation, a slow network). */
  notOpened: 'If nothing happens, use the link below.',
  thoughtspotTitle: 'ThoughtSpot',
  domoTitle: 'Domo',
  placeholderWhat: (tool: string) =>
    `${tool} dashboards for your account are being prepared by the Boxoffice analytics team. Once they are ready, this page shows them here: your audience, revenue and access figures as ${tool} presents them.`,
  placeholderWho: 'To ask when they will be ready, or to give more of your team access, contact Boxoffice support.',
  contactSupport: 'Contact support',
  placeholderMeanwhile: 'Meanwhile, your figures are on the dashboard.',
  goToDashboard: 'Go to the dashboard',
} as const;
