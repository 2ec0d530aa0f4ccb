import { Checkbox } from '../../../components/form';
import { RELATE, RELATE_UI } from '../../../constants/messages/relate';
import { FOLLOWER_SCOPES, type FollowerScope } from '../../../contracts/values';

/** The scopes a related account gives its agency, as the spec's options 'Payment setup' and 'Email templates'. */
export function ScopeChoices({ value, onChange, idPrefix }: { value: readonly FollowerScope[]; onChange: (scopes: FollowerScope[]) => void; idPrefix: string }) {
  const toggle = (scope: FollowerScope, on: boolean) => onChange(FOLLOWER_SCOPES.filter((item) => (item === scope ? on : value.includes(item))));
  return (
    <fieldset>
      <legend>{RELATE_UI.scopesLegend}</legend>
      <p>{RELATE_UI.scopesHint}</p>
      {FOLLOWER_SCOPES.map((scope) => (
        <Checkbox
          key={scope}
          name={`${idPrefix}-${scope}`}
          label={RELATE.scopes[scope]}
          checked={value.includes(scope)}
          onChange={(event) => toggle(scope, event.target.checked)}
        />
      ))}
    </fieldset>
  );
}

/** The scopes in words, for a table cell. */
export const scopesText = (scopes: readonly FollowerScope[]): string => (scopes.length ? scopes.map((scope) => RELATE.scopes[scope]).join(', ') : RELATE_UI.noScopes);
