import { BRANDING_TEMPLATES } from '../../../src/contracts/values';
import { SPEC_BRANDING } from '../../../src/constants/branding';
import { createTheme } from '../models/branding';
import type { SeedContext } from './context';
import { SEED_EPOCH } from './stable';

/**
 * Paywall branding themes (issue 22): the owner's default theme in the spec's colours and a dark one beside it, and
 * the other merchant's own default (so a test can tell one merchant's themes from another's).
 */
export function seedBranding({ db, refs }: SeedContext): void {
  const owner = refs.merchants.get('owner');
  const other = refs.merchants.get('other');
  if (owner !== undefined) {
    createTheme(db, owner, { ...SPEC_BRANDING, brand_name: 'Sandbox Media', paywall_footer: '© Sandbox Media', boxoffice_protected_label: 'Protected by Sandbox Media', default: true }, SEED_EPOCH);
    createTheme(
      db,
      owner,
      {
        ...SPEC_BRANDING,
        brand_name: 'Sandbox Media Night',
        paywall_primary_color: '#1e3a5f',
        paywall_secondary_color: '#f5b700',
        paywall_buttons_bg_color: '#f5b700',
        paywall_buttons_text_color: '#111111',
        preview_buttons_bg_color: '#f5b700',
        preview_buttons_text_color: '#111111',
        paywall_footer: '© Sandbox Media',
        template_id: BRANDING_TEMPLATES.dark,
        default: false,
      },
      SEED_EPOCH + 60,
    );
  }
  if (other !== undefined) {
    createTheme(db, other, { ...SPEC_BRANDING, brand_name: 'Other Tenant', paywall_primary_color: '#8a2be2', default: true }, SEED_EPOCH);
  }
}
