import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { LISTS, TABLES } from '../../constants/messages/lists';
import { SelectField, TextField, type SelectOption } from '../form';

export interface SearchFilterProps {
  fields: readonly SelectOption[];
  field: string;
  keyword: string;
  /** Enter in the keyword searches (spec: key code 13). */
  onSearch: (search: { field: string; keyword: string }) => void;
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: flex-start;
  > * {
    min-width: 180px;
  }
`;

/** The spec's search filter: a field dropdown and a keyword; Enter searches; the help text says so. */
export function SearchFilter({ fields, field, keyword, onSearch }: SearchFilterProps) {
  const [draft, setDraft] = useState({ field, keyword });
  const id = useId();
  // A new URL (back button, a saved view) shows its own search.
  useEffect(() => setDraft({ field, keyword }), [field, keyword]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onSearch(draft);
  };

  return (
    <div role="search">
      <Row>
        <SelectField
          name={`${id}-field`}
          label={LISTS.searchField}
          options={fields}
          value={draft.field}
          onChange={(event) => setDraft({ ...draft, field: event.target.value })}
        />
        <TextField
          name={`${id}-keyword`}
          label={LISTS.keyword}
          type="search"
          value={draft.keyword}
          hint={TABLES.searchHelp}
          onChange={(event) => setDraft({ ...draft, keyword: event.target.value })}
          onKeyDown={onKeyDown}
        />
      </Row>
    </div>
  );
}
