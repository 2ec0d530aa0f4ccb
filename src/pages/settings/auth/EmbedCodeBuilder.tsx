import { useId, useState } from 'react';
import styled from 'styled-components';
import type { OAuthApplication } from '../../../api/authSettings';
import { CopyButton } from '../../../components/CopyButton';
import { Checkbox, SelectField, TextArea, TextField } from '../../../components/form';
import { AUTH_SETTINGS_UI as UI, USER_MENU_POSITION_LABELS } from '../../../constants/messages/authSettings';
import { CLIPBOARD_TOOLTIP_MS, PAYWALL_SCRIPT_URL } from '../../../constants/settings';
import { USER_MENU_POSITIONS, type UserMenuPosition } from '../../../contracts/values';
import { ThemeSelect } from '../branding/ThemeSelect';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 8px 16px;
`;

/** Spec section 3's embed options. */
export interface EmbedOptions {
  assetId: string;
  brandingId: string;
  oauthAppKey: string;
  useSSO: boolean;
  allowDestroy: boolean;
  allowRemove: boolean;
  userMenuPosition: UserMenuPosition;
  dontAskForAnotherDonation: boolean;
}

/** The paywall snippet for the merchant: only the options that differ from the paywall's defaults are written. */
export function embedSnippet(merchantUuid: string, options: EmbedOptions): string {
  const config: Record<string, string | number | boolean> = {};
  if (options.brandingId.trim()) config.brandingId = /^\d+$/.test(options.brandingId.trim()) ? Number(options.brandingId.trim()) : options.brandingId.trim();
  if (options.oauthAppKey) config.oauthAppKey = options.oauthAppKey;
  if (options.useSSO) config.useSSO = true;
  if (options.allowDestroy) config.allowDestroy = true;
  if (options.allowRemove) config.allowRemove = true;
  config.userMenuPosition = options.userMenuPosition;
  if (options.dontAskForAnotherDonation) config.dontAskForAnotherDonation = true;
  const asset = options.assetId.trim();
  return [
    `<script type="text/javascript" src="${PAYWALL_SCRIPT_URL}"></script>`,
    `<div id="inplayer-${asset || 'ASSET_ID'}" class="inplayer-paywall"></div>`,
    '<script type="text/javascript">',
    `  var paywall = new InplayerPaywall('${merchantUuid}', [{ id: ${asset || 'ASSET_ID'} }], ${JSON.stringify(config)});`,
    '</script>',
  ].join('\n');
}

/** The embed-code builder (spec section 3): options in, a snippet to copy out. */
export function EmbedCodeBuilder({ merchantUuid, applications }: { merchantUuid: string; applications: readonly OAuthApplication[] }) {
  const headingId = useId();
  const [options, setOptions] = useState<EmbedOptions>({
    assetId: '',
    brandingId: '',
    oauthAppKey: '',
    useSSO: false,
    allowDestroy: false,
    allowRemove: false,
    userMenuPosition: 'right',
    dontAskForAnotherDonation: false,
  });
  const set = <K extends keyof EmbedOptions>(key: K, value: EmbedOptions[K]) => setOptions((current) => ({ ...current, [key]: value }));
  const snippet = embedSnippet(merchantUuid, options);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{UI.embedHeading}</h2>
      <p>{UI.embedIntro}</p>
      <Grid>
        <TextField name="embed-asset" label={UI.embedAsset} inputMode="numeric" value={options.assetId} onChange={(event) => set('assetId', event.target.value.replace(/\D/g, ''))} />
        <ThemeSelect name="embed-branding" label={UI.embedBranding} value={options.brandingId} onChange={(event) => set('brandingId', event.target.value)} />
        <SelectField
          name="embed-app"
          label={UI.embedApp}
          value={options.oauthAppKey}
          onChange={(event) => set('oauthAppKey', event.target.value)}
          options={[{ value: '', label: UI.embedNoApp }, ...applications.map((app) => ({ value: app.id, label: app.name }))]}
        />
        <SelectField
          name="embed-menu"
          label={UI.embedMenuPosition}
          value={options.userMenuPosition}
          onChange={(event) => set('userMenuPosition', event.target.value as UserMenuPosition)}
          options={USER_MENU_POSITIONS.map((position) => ({ value: position, label: USER_MENU_POSITION_LABELS[position] }))}
        />
      </Grid>
      <Checkbox name="embed-sso" label={UI.embedUseSso} checked={options.useSSO} onChange={(event) => set('useSSO', event.target.checked)} />
      <Checkbox name="embed-destroy" label={UI.embedAllowDestroy} checked={options.allowDestroy} onChange={(event) => set('allowDestroy', event.target.checked)} />
      <Checkbox name="embed-remove" label={UI.embedAllowRemove} checked={options.allowRemove} onChange={(event) => set('allowRemove', event.target.checked)} />
      <Checkbox name="embed-donation" label={UI.embedDontAsk} checked={options.dontAskForAnotherDonation} onChange={(event) => set('dontAskForAnotherDonation', event.target.checked)} />
      <TextArea name="embed-snippet" label={UI.embedSnippet} value={snippet} readOnly rows={6} />
      <CopyButton text={snippet} label={UI.copySnippet} copiedText={UI.copied} failedText={UI.copyFailed} tooltipMs={CLIPBOARD_TOOLTIP_MS} />
    </section>
  );
}
