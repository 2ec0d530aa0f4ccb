import { useId, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { DateTimeField, parseDateText, SelectField } from '../../../components/form';
import { PaywallOffer, PaywallPreview } from '../../../components/PaywallPreview';
import { SPEC_BRANDING } from '../../../constants/branding';
import { PRICING_UI } from '../../../constants/messages/assets';
import { PreviewPanel } from '../../../components/PreviewPanel';
import { selectAuth } from '../../../ducks/auth/selectors';
import { fetchPaywallBranding } from '../../../ducks/branding';
import { useStoredRead } from '../../../ducks/requests/readHooks';
import { buyerMoney, buyerPrice } from '../../../constants/accessTypes';
import { displayName } from '../../../constants/countries';
import { utcMinutes } from './feeForm';
import { accessLabel, priceCards, type PreviewFee } from './priceCard';

const Price = styled.h3`
  margin: 0 0 4px;
  font-size: 1.25rem;
`;

const Badge = styled.span`
  margin-left: 8px;
  padding: 1px 6px;
  font-size: 0.75rem;
  color: #ffffff;
  background: ${({ theme }) => theme.colors.secondary};
  border-radius: 8px;
`;

const today = () => new Date().toISOString().slice(0, 10);
const OTHER = '';

/**
 * Beyond the spec: what a buyer will see on the paywall, for a chosen country and date, including a fee being edited
 * before it is saved. A country-restricted price replaces the general one; a season fee shows the phase of the date.
 */
export function PriceCardPreview({ fees, contentType = 'other' }: { fees: readonly PreviewFee[]; contentType?: 'package' | 'other' }) {
  const [country, setCountry] = useState(OTHER);
  const [date, setDate] = useState(today());
  // What is wrong with a typed day shows once the field is left.
  const [left, setLeft] = useState(false);
  const headingId = useId();
  // Every country a fee names, itself or through its country set.
  const countries = useMemo(() => [...new Set(fees.flatMap((fee) => [fee.country, ...(fee.countrySet?.countries ?? [])]).filter((code): code is string => Boolean(code)))].sort(), [fees]);
  // A day still being typed (or not a day) previews today, as an empty field does.
  const at = Date.parse(`${parseDateText(date, 'date').value || today()}T12:00:00Z`);
  const cards = priceCards(fees, country || null, at, contentType);
  // Drawn with what the paywall draws with: the merchant's default theme (the spec's defaults until it loads or if it fails).
  const merchantUuid = useSelector(selectAuth).account?.merchant_uuid ?? '';
  const brandingRequest = useMemo(() => ({ merchantUuid, brandingId: 'default' as const }), [merchantUuid]);
  const look = useStoredRead(fetchPaywallBranding, brandingRequest, merchantUuid !== '').view.data ?? SPEC_BRANDING;

  return (
    <PreviewPanel aria-labelledby={headingId}>
      <h2 id={headingId}>{PRICING_UI.previewTitle}</h2>
      <p>{PRICING_UI.previewHelp}</p>
      <SelectField
        name="preview-country"
        label={PRICING_UI.previewCountry}
        options={[{ value: OTHER, label: PRICING_UI.otherCountry }, ...countries.map((code) => ({ value: code, label: displayName(code) }))]}
        value={country}
        onChange={(event) => setCountry(event.target.value)}
      />
      <DateTimeField name="preview-date" kind="date" label={PRICING_UI.previewDate} value={date} error={left ? parseDateText(date, 'date').error : undefined} onChange={(event) => {
          setDate(event.target.value);
          setLeft(false);
        }}
        onBlur={() => setLeft(true)}
      />
      <PaywallPreview
        look={look}
        offers={
          <div role="list" aria-label={PRICING_UI.previewTitle}>
            {cards.length === 0 && <p>{PRICING_UI.previewEmpty}</p>}
            {cards.map((card) => {
              const price = card.currentPhase ? buyerPrice(card.currentPhase.current_price, card.currentPhase.currency, card.accessType) : buyerPrice(card.amount, card.currency, card.accessType);
              return (
                <PaywallOffer key={card.key} role="listitem" aria-label={`${price} ${accessLabel(card.accessType)}`}>
                  <Price>
                    {price}
                    {card.unsaved && <Badge>{PRICING_UI.unsaved}</Badge>}
                  </Price>
                  <p>{accessLabel(card.accessType)}</p>
                  {card.description && <p>{card.description}</p>}
                  {card.currentPhase && <p>{PRICING_UI.phaseLine(price)}</p>}
                  {card.offSeason && <p>{PRICING_UI.offSeason}</p>}
                  {card.trialDays !== null && <p>{PRICING_UI.trialLine(card.trialDays)}</p>}
                  {card.setupFee !== null && <p>{PRICING_UI.setupLine(buyerMoney(card.setupFee, card.currency))}</p>}
                  {card.expiresAt !== null && <p>{PRICING_UI.expiresLine(utcMinutes(new Date(card.expiresAt).toISOString()))}</p>}
                </PaywallOffer>
              );
            })}
          </div>
        }
      />
    </PreviewPanel>
  );
}
