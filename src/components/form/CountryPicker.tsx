import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { countries } from '../../constants/countries';
import { COUNTRY_PICKER } from '../../constants/messages/countryPicker';
import { Control, FieldShell, type FieldBaseProps } from './Field';
import { countryMatches, countryNamed, unresolved } from './countryChoice';

const Box = styled.div`
  position: relative;
`;

const List = styled.ul`
  position: absolute;
  z-index: 5;
  left: 0;
  right: 0;
  max-height: 240px;
  margin: 2px 0 0;
  padding: 4px 0;
  overflow-y: auto;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  li {
    padding: 4px 10px;
    cursor: pointer;
  }
  li[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.border};
  }
`;

export interface CountryPickerProps extends Omit<FieldBaseProps, 'hint'> {
  /** The chosen ISO code, '' for none, or (while the text names no country) what `unresolved` makes of the text. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
}

const NoMatch = styled.p`
  margin: 4px 0 0;
  font-size: 12px;
`;

const nameOf = (code: string): string => countries().find((country) => country.code === code)?.name ?? '';

/**
 * A country chosen by name from a searchable list (the ARIA combobox pattern): typing filters the list, the arrow
 * keys move through it, Enter or a click chooses. Only a choice (or a whole name typed out) sets the ISO code;
 * anything else stays typed and leaves the value unresolved for validation to refuse.
 */
export function CountryPicker({ name, label, error, id, value, onChange, onBlur, disabled }: CountryPickerProps) {
  const listId = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = useMemo(() => countryMatches(typed ?? ''), [typed]);
  const text = typed ?? nameOf(value);

  const choose = (code: string) => {
    setTyped(null);
    setOpen(false);
    onChange(code);
  };
  const type = (next: string) => {
    setTyped(next);
    setActive(0);
    setOpen(true);
    onChange(next.trim() ? unresolved(next) : '');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!open) setOpen(true);
      else setActive((current) => Math.min(Math.max(current + step, 0), matches.length - 1));
    } else if (event.key === 'Enter' && open && matches[active]) {
      // Enter chooses the highlighted country instead of submitting the form.
      event.preventDefault();
      choose(matches[active].code);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };
  const leave = () => {
    setOpen(false);
    const whole = typed === null ? undefined : countryNamed(typed);
    if (whole) choose(whole.code);
    onBlur?.();
  };

  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <FieldShell name={name} label={label} error={error} hint={COUNTRY_PICKER.hint} id={id}>
      {(control) => (
        <Box>
          <Control
            {...control}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={open && matches.length > 0 ? listId : undefined}
            aria-activedescendant={open && matches[active] ? optionId(active) : undefined}
            disabled={disabled}
            value={text}
            onChange={(event) => type(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={leave}
            onClick={() => setOpen(true)}
          />
          {open && matches.length === 0 && <NoMatch role="status">{COUNTRY_PICKER.noMatch(text.trim())}</NoMatch>}
          {open && matches.length > 0 && (
            <List id={listId} role="listbox" aria-label={typeof label === 'string' ? label : undefined}>
              {matches.map((country, index) => (
                <li
                  key={country.code}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  // Chosen on mouse down, before the input's blur closes the list.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    choose(country.code);
                  }}
                >
                  {country.name}
                </li>
              ))}
            </List>
          )}
        </Box>
      )}
    </FieldShell>
  );
}
