import { createContext, useContext, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import styled from 'styled-components';
import type { BrandingFields } from '../api/brandingTypes';
import { BRANDING_PREVIEW_DEFAULTS, BRANDING_UI } from '../constants/messages/branding';
import { BRANDING_DEFAULT_COLOURS, BRANDING_TEMPLATES, type BrandingColourField } from '../contracts/values';
import { bestTextOn, isHexColour, readableTextOn } from '../theme/contrast';

/** What the preview is drawn with: a theme's fields, as saved or as being typed. */
export type PaywallLook = Omit<BrandingFields, 'preview_image_name' | 'thumbnail_image' | 'thumbnail_image_name'>;

/** A colour being typed may be half written: the spec's default stands in until it is a colour again. */
export const lookColour = (look: PaywallLook, field: BrandingColourField): string => (isHexColour(look[field]) ? look[field].trim() : BRANDING_DEFAULT_COLOURS[field]);

// The light and dark paywalls' own text and background: every pair reaches 4.5:1 (WCAG AA).
const SURFACES = {
  light: { background: '#ffffff', text: '#1f2933', muted: '#52606d', border: '#d9e0e5' },
  dark: { background: '#1b1f24', text: '#f3f4f6', muted: '#c5ccd3', border: '#3b434c' },
} as const;

interface Palette {
  surface: (typeof SURFACES)[keyof typeof SURFACES];
  primary: string;
  secondary: string;
  button: { background: string; color: string };
}

const PaletteContext = createContext<Palette | null>(null);

const Frame = styled.div`
  display: grid;
  gap: 12px;
`;

const Part = styled.article`
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.16);
  overflow: hidden;
  h3 {
    margin: 0 0 4px;
    font-size: 1.15rem;
  }
  p {
    margin: 2px 0;
  }
`;

const PartTitle = styled.p`
  margin: 0 0 4px;
  font-size: 12px;
  font-weight: 600;
  text-transform: uppercase;
`;

const Body = styled.div`
  padding: 12px 14px;
`;

const Cover = styled.img`
  display: block;
  width: 100%;
  max-height: 160px;
  object-fit: cover;
`;

const CoverStandIn = styled.div`
  height: 72px;
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 10px 14px;
  img {
    max-height: 32px;
    max-width: 120px;
  }
`;

const PseudoButton = styled.span`
  display: inline-block;
  margin-top: 8px;
  padding: 6px 16px;
  border-radius: ${({ theme }) => theme.radius};
  font-weight: 600;
`;

const Small = styled.p`
  font-size: 12px;
`;

const OfferCard = styled.div`
  margin-top: 10px;
  padding: 10px 12px;
  border: 1px solid;
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius};
`;

/**
 * An offer on the paywall (a price card): a card with the theme's accent and, unless told otherwise, a button in the
 * paywall's button colours. Used inside PaywallPreview.
 */
export function PaywallOffer({ children, button = true, ...rest }: { children: ReactNode; button?: boolean } & ComponentPropsWithoutRef<'div'>) {
  const palette = useContext(PaletteContext);
  if (!palette) throw new Error('PaywallOffer is drawn inside a PaywallPreview.');
  return (
    <OfferCard {...rest} style={{ borderTopColor: palette.surface.border, borderRightColor: palette.surface.border, borderBottomColor: palette.surface.border, borderLeftColor: palette.secondary }}>
      {children}
      {button && <PseudoButton style={palette.button}>{BRANDING_PREVIEW_DEFAULTS.preview_button_label}</PseudoButton>}
    </OfferCard>
  );
}

/**
 * What a buyer will see, drawn with a theme (spec section 3 "Branding"): the asset's preview (cover, title, description,
 * its button, the protected label, a top border in the primary colour) and the paywall (logo and brand name on the
 * primary colour, the offers, the footer), light or dark. Text keeps the merchant's colour where it reaches WCAG AA on
 * its background and is otherwise drawn near-black or white, so the preview itself stays readable. `offers` replaces the
 * sample offer (the price card's cards); `title` and `description` replace the theme's preview texts (an asset's own).
 */
export function PaywallPreview({ look, offers, title, description }: { look: PaywallLook; offers?: ReactNode; title?: string; description?: string }) {
  const surface = look.template_id === BRANDING_TEMPLATES.dark ? SURFACES.dark : SURFACES.light;
  const primary = lookColour(look, 'paywall_primary_color');
  const previewButton = lookColour(look, 'preview_buttons_bg_color');
  const paywallButton = lookColour(look, 'paywall_buttons_bg_color');
  const palette: Palette = {
    surface,
    primary,
    secondary: lookColour(look, 'paywall_secondary_color'),
    button: { background: paywallButton, color: readableTextOn(paywallButton, lookColour(look, 'paywall_buttons_text_color')) },
  };
  const partStyle = { background: surface.background, color: surface.text };
  const brand = look.brand_name.trim() || BRANDING_UI.brandPlaceholder;
  return (
    <PaletteContext.Provider value={palette}>
      <Frame>
        <Part aria-label={BRANDING_UI.assetPreview} style={{ ...partStyle, borderTop: look.preview_top_border ? `4px solid ${primary}` : undefined }}>
          {look.paywall_cover_photo ? <Cover src={look.paywall_cover_photo} alt={BRANDING_UI.coverAlt} /> : <CoverStandIn style={{ background: palette.secondary }} />}
          <Body>
            <PartTitle style={{ color: surface.muted }}>{BRANDING_UI.assetPreview}</PartTitle>
            <h3>{title || look.preview_title.trim() || BRANDING_PREVIEW_DEFAULTS.preview_title}</h3>
            <p>{description || look.preview_description.trim() || BRANDING_PREVIEW_DEFAULTS.preview_description}</p>
            <PseudoButton style={{ background: previewButton, color: readableTextOn(previewButton, lookColour(look, 'preview_buttons_text_color')) }}>
              {look.preview_button_label.trim() || BRANDING_PREVIEW_DEFAULTS.preview_button_label}
            </PseudoButton>
            {look.boxoffice_protected_label.trim() && <Small style={{ color: surface.muted }}>{look.boxoffice_protected_label}</Small>}
          </Body>
        </Part>
        <Part aria-label={BRANDING_UI.paywallPart} style={partStyle}>
          <Header style={{ background: primary, color: bestTextOn(primary) }}>
            {look.paywall_brand_logo && <img src={look.paywall_brand_logo} alt={BRANDING_UI.logoAlt} />}
            <strong>{brand}</strong>
          </Header>
          <Body>
            {offers ?? (
              <PaywallOffer>
                <strong>{BRANDING_UI.sampleOffer}</strong>
                <p>{BRANDING_UI.samplePrice}</p>
              </PaywallOffer>
            )}
            {look.paywall_footer.trim() && <Small style={{ color: surface.muted }}>{look.paywall_footer}</Small>}
          </Body>
        </Part>
      </Frame>
    </PaletteContext.Provider>
  );
}
