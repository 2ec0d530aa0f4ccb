import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { GlobalSearchResults } from '../../api/audienceTypes';
import { SEARCH_UI } from '../../constants/messages/chrome';
import { globalSearch } from '../../ducks/search';
import { useStoredRead } from '../../ducks/requests/readHooks';
import { LoadState } from '../list/LoadState';
import { canAccessRoute, matchAreaRoute } from '../../routes/access';
import { PATHS } from '../../routes/paths';
import { usePermissionContext } from '../../routes/useCan';
import { useDebouncedValue } from '../useDebouncedValue';

const Wrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: 6px;
  input {
    width: 260px;
    padding: 6px 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    font: inherit;
  }
  /* Narrower windows: a shorter box, its visible label folded into its placeholder (the input keeps its name). */
  @media (max-width: ${({ theme }) => theme.breakpoints.lg - 1}px) {
    input {
      width: 170px;
    }
  }
  @media (max-width: 1023px) {
    label {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
`;

const Popup = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  right: 0;
  z-index: 1100;
  width: min(420px, calc(100vw - 24px));
  max-height: 60vh;
  overflow: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.15);
  [role='group'] > div:first-child {
    padding: 6px 10px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  [role='option'] {
    padding: 6px 10px;
    cursor: pointer;
  }
  [role='option'][aria-selected='true'] {
    background: ${({ theme }) => theme.colors.paleBackground};
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
  p {
    margin: 0;
    padding: 8px 10px;
  }
`;

interface Option {
  id: string;
  group: 'customers' | 'payments' | 'subscriptions';
  text: string;
  to: string;
}

const DEBOUNCE_MS = 250;

function optionsOf(results: GlobalSearchResults | undefined): Option[] {
  if (!results) return [];
  return [
    ...results.customers.map((customer) => ({ id: `c-${customer.id}`, group: 'customers' as const, text: customer.full_name ? `${customer.email} (${customer.full_name})` : customer.email, to: PATHS.customerDetails(customer.id) })),
    ...results.payments.map((payment) => ({
      id: `p-${payment.trxToken}`,
      group: 'payments' as const,
      text: `${payment.trxToken} · ${payment.itemTitle} · ${payment.currency} ${payment.amount.toFixed(2)} · ${payment.consumerEmail}`,
      to: PATHS.paymentDetails(payment.trxToken),
    })),
    ...results.subscriptions.map((subscription) => ({
      id: `s-${subscription.subscriptionId}`,
      group: 'subscriptions' as const,
      text: `${subscription.itemTitle} · ${subscription.actionType} · ${subscription.consumerEmail}`,
      to: PATHS.subscriptionDetails(subscription.subscriptionId),
    })),
  ];
}

/**
 * The top bar's global search (`/` focuses it): customers by e-mail or name, payments by transaction token, and
 * subscriptions, in one box. Arrow keys move through the results, Enter opens one, Escape closes. Only results
 * whose screen the user may open are offered (the sandbox answers only from the role's sections as well).
 */
export function GlobalSearch() {
  const navigate = useNavigate();
  const ctx = usePermissionContext();
  const inputId = useId();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const term = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const [open, setOpen] = useState(false);
  // -1: no result chosen yet (Enter opens the first).
  const [active, setActive] = useState(-1);
  // The search runs once typing pauses, from two characters.
  const { view, retry } = useStoredRead(globalSearch, useMemo(() => ({ q: term }), [term]), term.length >= 2);
  const options = useMemo(() => {
    if (!view.data || term.length < 2) return [];
    return optionsOf(view.data).filter((option) => {
      const route = matchAreaRoute('merchant', option.to);
      return route !== undefined && canAccessRoute(ctx, route);
    });
  }, [view.data, term, ctx]);

  // `/` anywhere but in a field focuses the box.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing = target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT' || target.isContentEditable);
      if (event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        input.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // A new term (the search runs once typing pauses) starts with no result chosen.
  useEffect(() => {
    setActive(-1);
  }, [term]);

  const go = (option: Option | undefined) => {
    if (!option) return;
    setOpen(false);
    setText('');
    navigate(option.to);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((at) => (options.length === 0 ? -1 : (at + 1) % options.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((at) => (options.length === 0 ? -1 : (at <= 0 ? options.length - 1 : at - 1)));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(options[active] ?? options[0]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };
  const showing = open && text.trim().length > 0;
  const groups = (['customers', 'payments', 'subscriptions'] as const).map((group) => ({ group, items: options.filter((option) => option.group === group) })).filter((entry) => entry.items.length > 0);
  const pending = view.status === 'pending' || term !== text.trim();
  return (
    // The popup closes when focus leaves the box and its popup together: its Retry button is part of it, so clicking
    // Retry keeps the results it brings on screen (a timer on the box's blur closed them under them).
    <Wrap
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setOpen(false);
      }}
    >
      <label htmlFor={inputId}>{SEARCH_UI.short}</label>
      <input
        ref={input}
        id={inputId}
        type="search"
        role="combobox"
        aria-label={SEARCH_UI.label}
        aria-expanded={showing}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showing && options[active] ? `${listId}-${options[active].id}` : undefined}
        placeholder={SEARCH_UI.placeholder}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <Popup hidden={!showing}>
        <div id={listId} role="listbox" aria-label={SEARCH_UI.label}>
          {groups.map(({ group, items }) => (
            <div key={group} role="group" aria-labelledby={`${listId}-${group}`}>
              <div id={`${listId}-${group}`} role="presentation">
                {SEARCH_UI[group]}
              </div>
              {items.map((option) => (
                <div
                  key={option.id}
                  id={`${listId}-${option.id}`}
                  role="option"
                  aria-selected={options[active]?.id === option.id}
                  tabIndex={-1}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => go(option)}
                  onKeyDown={(event) => event.key === 'Enter' && go(option)}
                >
                  {option.text}
                </div>
              ))}
            </div>
          ))}
        </div>
        {text.trim().length < 2 ? <p>{SEARCH_UI.tooShort}</p> : pending ? (
          <p role="status">{SEARCH_UI.searching}</p>
        ) : view.status === 'failed' ? (
          <LoadState state={view} ready={false} onRetry={retry}>
            {null}
          </LoadState>
        ) : options.length === 0 && <p role="status">{SEARCH_UI.noResults}</p>}
      </Popup>
    </Wrap>
  );
}
