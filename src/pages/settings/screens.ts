// The Settings screens, one chunk (they are small and visited together).
export { default as GeoRestrictionsPage } from './GeoRestrictionsPage';
export { default as DomainRestrictionsPage } from './DomainRestrictionsPage';
export { default as AgeRestrictionsPage } from './AgeRestrictionsPage';
export { default as VideoPlatformsPage } from './VideoPlatformsPage';
export { default as VideoPlatformPage } from './VideoPlatformPage';
export { default as SocialPage } from './auth/SocialPage';
export { default as OAuthPage } from './auth/OAuthPage';
export { default as SessionsPage } from './auth/SessionsPage';
export { default as CustomFieldsPage } from './auth/CustomFieldsPage';
export { default as BrandingThemesPage } from './branding/BrandingThemesPage';
export { default as BrandingThemePage, NewBrandingThemePage } from './branding/BrandingThemePage';
export { default as InAppIntegrationsPage } from './integrations/InAppIntegrationsPage';
export { default as InAppIntegrationPage } from './integrations/InAppIntegrationPage';
export { default as PayPalPage } from './integrations/PayPalPage';
export { default as ThirdPartyIntegrationsPage } from './integrations/ThirdPartyIntegrationsPage';
export { default as ThirdPartyIntegrationPage } from './integrations/ThirdPartyIntegrationPage';
