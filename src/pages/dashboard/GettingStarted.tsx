import { useId, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { GETTING_STARTED } from '../../constants/messages/onboarding';
import { selectAccount } from '../../ducks/auth/selectors';
import { fetchGettingStarted, type GettingStartedProgress } from '../../ducks/gettingStarted';
import { useStoredRead } from '../../ducks/requests/readHooks';
import { PATHS } from '../../routes/paths';
import { RouteLink } from '../../routes/RouteLink';
import { useCan } from '../../routes/useCan';

/** An account this young is a new merchant's: older ones (every demo account) never see the checklist. */
export const NEW_MERCHANT_DAYS = 30;

const DISMISSED_KEY = (accountId: number) => `boxoffice.gettingStarted.dismissed.${accountId}`;

function isDismissed(accountId: number): boolean {
  try {
    return window.localStorage.getItem(DISMISSED_KEY(accountId)) === 'true';
  } catch {
    return false;
  }
}

function rememberDismissed(accountId: number): void {
  try {
    window.localStorage.setItem(DISMISSED_KEY(accountId), 'true');
  } catch {
    // Blocked storage: the checklist is gone for this visit and shows again on the next.
  }
}

type StepKey = keyof typeof GETTING_STARTED.steps;
const STEP_KEYS: readonly StepKey[] = ['asset', 'price', 'payments', 'paywall'];

/** Where each step's link leads: the asset's pricing tab once there is one to price. */
const stepPath = (step: StepKey, progress: GettingStartedProgress): string => {
  if (step === 'asset') return PATHS.assets;
  if (step === 'price') return progress.firstAssetId === null ? PATHS.assets : `${PATHS.assetDetails(progress.firstAssetId)}?tab=pricing`;
  if (step === 'payments') return PATHS.paymentSettings;
  return PATHS.newBrandingTheme;
};

const Panel = styled.section`
  margin: 0 0 24px;
  padding: 16px 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  header {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    align-items: baseline;
    justify-content: space-between;
  }
  h2 {
    margin: 0;
  }
  ol {
    list-style: none;
    margin: 12px 0 0;
    padding: 0;
    display: grid;
    gap: 10px;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 12px;
    align-items: center;
  }
`;

const Mark = styled.span<{ $done: boolean }>`
  display: inline-flex;
  width: 22px;
  height: 22px;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  border: 2px solid ${({ $done, theme }) => ($done ? theme.colors.success : theme.colors.border)};
  color: ${({ theme }) => theme.colors.success};
  font-weight: 700;
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  flex-basis: 100%;
  padding-left: 34px;
`;

/**
 * The dashboard's "Getting started" for a new merchant who may do all four steps: each step ticks itself off from
 * the merchant's own data; the checklist goes away when dismissed or when every step is done.
 */
export function GettingStarted() {
  const account = useSelector(selectAccount);
  const { isDisabled, isReadOnly } = useCan();
  const headingId = useId();
  const [dismissed, setDismissed] = useState(() => (account ? isDismissed(account.id) : true));
  const nowSeconds = Math.floor(Date.now() / 1000);
  const isNew = account !== null && nowSeconds - account.created_at < NEW_MERCHANT_DAYS * 86_400;
  const mayDoAll = (['assets', 'billingPlan', 'brandingThemes'] as const).every((key) => !isDisabled(key) && !isReadOnly(key));
  const tenantUuid = account?.tenant_uuid ?? '';
  const request = useMemo(() => ({ tenantUuid }), [tenantUuid]);
  const shown = isNew && mayDoAll && !dismissed && tenantUuid !== '';
  const { view } = useStoredRead(fetchGettingStarted, request, shown);
  const progress = view.data;
  if (!shown || !account || !progress) return null;
  const done = STEP_KEYS.filter((step) => progress[step]).length;
  if (done === STEP_KEYS.length) return null;
  return (
    <Panel aria-labelledby={headingId}>
      <header>
        <h2 id={headingId}>{GETTING_STARTED.title}</h2>
        <span>{GETTING_STARTED.progress(done, STEP_KEYS.length)}</span>
        <Button
          $variant="secondary"
          aria-label={GETTING_STARTED.dismissLabel}
          onClick={() => {
            rememberDismissed(account.id);
            setDismissed(true);
          }}
        >
          {GETTING_STARTED.dismiss}
        </Button>
      </header>
      <p>{GETTING_STARTED.intro}</p>
      <ol>
        {STEP_KEYS.map((step) => {
          const text = GETTING_STARTED.steps[step];
          const ticked = progress[step];
          return (
            <li key={step}>
              <Mark $done={ticked} aria-hidden="true">
                {ticked ? '✓' : ''}
              </Mark>
              <strong>{text.label}</strong>
              <span>{ticked ? GETTING_STARTED.done : GETTING_STARTED.toDo}</span>
              {!ticked && (
                <RouteLink to={stepPath(step, progress)} fallback={null}>
                  {text.action}
                </RouteLink>
              )}
              <Hint>{text.hint}</Hint>
            </li>
          );
        })}
      </ol>
    </Panel>
  );
}
