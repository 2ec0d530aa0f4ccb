import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { CurrencyAmount, ReportInformation } from '../../api/analytics';
import { DASHBOARD_UI } from '../../constants/messages/dashboard';
import { splitRevenue } from '../../ducks/analytics/selectors';
import type { InfoBoxId } from '../../ducks/analytics/types';
import { TOUR_TARGETS } from '../../tour/steps';
import { formatCount, formatMoney } from './format';
import { Tooltip } from './Tooltip';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 16px;
  margin-bottom: 24px;
`;

export const Card = styled.div<{ $selected: boolean }>`
  position: relative;
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
`;

const SelectButton = styled.button`
  display: flex;
  flex-direction: column;
  gap: 6px;
  width: 100%;
  padding: 16px 16px 8px;
  border: 0;
  background: none;
  font: inherit;
  text-align: left;
  color: inherit;
  cursor: pointer;
`;

export const Title = styled.span`
  font-size: 13px;
  font-weight: 600;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Figure = styled.span`
  font-size: 24px;
  font-weight: 700;
`;

const Line = styled.span`
  font-size: 16px;
  font-weight: 600;
`;

export const Caption = styled.span`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Extra = styled.div`
  padding: 0 16px 12px;
  font-size: 13px;
  min-height: 1em;
`;

const PENDING = '–';

interface BoxProps {
  id: InfoBoxId;
  selected: InfoBoxId;
  onSelect: (id: InfoBoxId) => void;
  children: ReactNode;
  /** Content outside the select button (a tooltip trigger cannot sit inside another button). */
  extra?: ReactNode;
}

function InfoBox({ id, selected, onSelect, children, extra }: BoxProps) {
  const isSelected = id === selected;
  return (
    <Card $selected={isSelected}>
      <SelectButton type="button" aria-pressed={isSelected} onClick={() => onSelect(id)}>
        <Title>{DASHBOARD_UI.boxes[id]}</Title>
        {children}
      </SelectButton>
      <Extra>{extra}</Extra>
    </Card>
  );
}

/** Revenue: the top 2 currencies by amount, largest first; the others in a tooltip. */
export function RevenueFigures({ revenue }: { revenue: readonly CurrencyAmount[] | null }) {
  if (!revenue) return <Figure>{PENDING}</Figure>;
  const { top } = splitRevenue(revenue);
  if (top.length === 0) return <Figure>{formatCount(0)}</Figure>;
  return (
    <>
      {top.map(({ currency_iso, amount }) => (
        <Line key={currency_iso}>{formatMoney(amount, currency_iso)}</Line>
      ))}
    </>
  );
}

export function OtherCurrencies({ revenue }: { revenue: readonly CurrencyAmount[] | null }) {
  const rest = revenue ? splitRevenue(revenue).rest : [];
  if (rest.length === 0) return null;
  return (
    <Tooltip label={DASHBOARD_UI.moreCurrencies(rest.length)}>
      {rest.map(({ currency_iso, amount }) => (
        <span key={currency_iso} style={{ display: 'block' }}>
          {formatMoney(amount, currency_iso)}
        </span>
      ))}
    </Tooltip>
  );
}

export interface InfoBoxesProps {
  info: ReportInformation | null;
  revenue: readonly CurrencyAmount[] | null;
  selected: InfoBoxId;
  onSelect: (id: InfoBoxId) => void;
  /** Boxes of a dashboard's own, first in the grid. */
  leading?: ReactNode;
}

const count = (value: number | undefined): string => (value === undefined ? PENDING : formatCount(value));

/**
 * What the sales figure leaves out: the refunds, which the payments list and report do list. The platform may not
 * send the refunds count; then the line says refunds are left out instead of adding a missing number.
 */
export function RefundsLine({ info }: { info: ReportInformation | null }) {
  if (!info) return null;
  const refunds = info.numberOfRefunds;
  if (typeof refunds !== 'number' || !Number.isFinite(refunds)) return <Caption>{DASHBOARD_UI.refundsMissing}</Caption>;
  return <Caption>{DASHBOARD_UI.refundsLine(formatCount(refunds), formatCount(info.numberOfPayments + refunds))}</Caption>;
}

/** Info boxes 1 to 4; clicking one selects it (aria-pressed) and charts it. */
export function InfoBoxes({ info, revenue, selected, onSelect, leading }: InfoBoxesProps) {
  const box = { selected, onSelect };
  return (
    <Grid role="group" aria-label={DASHBOARD_UI.summary} data-tour={TOUR_TARGETS.infoBoxes}>
      {leading}
      <InfoBox id="audience" {...box}>
        <Figure>{count(info?.numberOfRegisteredUsers)}</Figure>
        <Caption>{DASHBOARD_UI.registeredUsers}</Caption>
      </InfoBox>
      <InfoBox id="revenue" {...box} extra={<OtherCurrencies revenue={revenue} />}>
        <RevenueFigures revenue={revenue} />
        <Caption>{DASHBOARD_UI.netRevenue}</Caption>
      </InfoBox>
      <InfoBox id="payments" {...box} extra={<RefundsLine info={info} />}>
        <Figure>{count(info?.numberOfPayments)}</Figure>
        <Caption>{DASHBOARD_UI.totalPayments}</Caption>
      </InfoBox>
      <InfoBox id="subscriptions" {...box}>
        <Line>
          {DASHBOARD_UI.newSubscriptions}: {count(info?.numberOfCreatedSubscriptions.total)}
        </Line>
        <Line>
          {DASHBOARD_UI.canceledSubscriptions}: {count(info?.numberOfCanceledSubscriptions.total)}
        </Line>
      </InfoBox>
    </Grid>
  );
}
