import { useEffect, useId, useState, type ReactNode } from 'react';
import { DragDropContext, Draggable, Droppable, type DropResult, type DroppableProps } from 'react-beautiful-dnd';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { VOUCHERS_UI } from '../../constants/messages/vouchers';
import { LoadState } from '../../components/list/LoadState';
import type { ReadsTogether } from '../../components/list/readsTogether';

/** One entry of either list: what it is called, and what identifies it there (an item id, or a rule id). */
export interface DualEntry {
  key: string;
  label: string;
}

interface Side {
  entries: readonly DualEntry[];
  total: number;
  /** Absent when everything is loaded. */
  onMore?: () => void;
  search: string;
  onSearch: (text: string) => void;
  empty: string;
  extra?: ReactNode;
  /** The list's read: until it has its entries, a loader or the failure with Retry shows instead of `empty`. */
  load?: ReadsTogether;
}

export interface DualListProps {
  what: string;
  available: Side;
  added: Side;
  writable: boolean;
  onAdd: (entry: DualEntry) => void;
  onRemove: (entry: DualEntry) => void;
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: 16px;
`;

const Column = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 12px;
  ul {
    list-style: none;
    margin: 8px 0;
    padding: 0;
    min-height: 48px;
  }
  li {
    display: flex;
    gap: 8px;
    align-items: center;
    justify-content: space-between;
    padding: 6px 8px;
    margin-bottom: 4px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: #fff;
  }
  label {
    display: block;
    font-weight: 600;
  }
  input {
    width: 100%;
    padding: 6px;
  }
`;

const Handle = styled.span`
  cursor: grab;
  padding: 0 6px;
  font-weight: 700;
`;

/** react-beautiful-dnd registers droppables in an effect that React 18's StrictMode runs twice: enable after a frame. */
function StrictDroppable(props: DroppableProps) {
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setEnabled(true));
    return () => {
      cancelAnimationFrame(frame);
      setEnabled(false);
    };
  }, []);
  return enabled ? <Droppable {...props} /> : null;
}

const AVAILABLE = 'available';
const ADDED = 'added';

/**
 * Two lists, Available and Added: an entry dragged (by mouse, or from the keyboard: space, arrows, space) from one into
 * the other is added or removed; each row also has a button doing the same. Read-only shows neither handles nor buttons.
 */
export function DualList({ what, available, added, writable, onAdd, onRemove }: DualListProps) {
  const id = useId();
  const onDragEnd = ({ source, destination, draggableId }: DropResult) => {
    if (!destination || destination.droppableId === source.droppableId) return;
    const [side, key] = [source.droppableId, draggableId.slice(draggableId.indexOf(':') + 1)];
    const entry = (side === AVAILABLE ? available : added).entries.find((candidate) => candidate.key === key);
    if (!entry) return;
    if (side === AVAILABLE) onAdd(entry);
    else onRemove(entry);
  };
  const column = (name: typeof AVAILABLE | typeof ADDED, side: Side) => {
    const title = name === AVAILABLE ? VOUCHERS_UI.available : VOUCHERS_UI.added;
    const headingId = `${id}-${name}`;
    return (
      <Column aria-labelledby={headingId}>
        <h3 id={headingId}>
          {title} ({VOUCHERS_UI.shown(side.entries.length, side.total)})
        </h3>
        <label htmlFor={`${id}-${name}-search`}>{name === AVAILABLE ? VOUCHERS_UI.searchAvailable(what) : VOUCHERS_UI.searchAdded(what)}</label>
        <input id={`${id}-${name}-search`} type="search" value={side.search} onChange={(event) => side.onSearch(event.target.value)} />
        {side.extra}
        <StrictDroppable droppableId={name}>
          {(drop) => (
            <ul ref={drop.innerRef} {...drop.droppableProps} aria-label={`${title} ${what.toLowerCase()}`}>
              {side.entries.map((entry, index) => (
                <Draggable key={entry.key} draggableId={`${name}:${entry.key}`} index={index} isDragDisabled={!writable}>
                  {(drag) => (
                    <li ref={drag.innerRef} {...drag.draggableProps}>
                      {writable && (
                        <Handle {...drag.dragHandleProps} aria-label={VOUCHERS_UI.handle(entry.label)} role="button">
                          ⋮⋮
                        </Handle>
                      )}
                      <span style={{ flex: 1 }}>{entry.label}</span>
                      {writable && (
                        <Button $variant="link" onClick={() => (name === AVAILABLE ? onAdd(entry) : onRemove(entry))}>
                          {VOUCHERS_UI.moveTo(entry.label, name === AVAILABLE ? VOUCHERS_UI.added : VOUCHERS_UI.available)}
                        </Button>
                      )}
                    </li>
                  )}
                </Draggable>
              ))}
              {drop.placeholder}
            </ul>
          )}
        </StrictDroppable>
        {side.load && !side.load.ready ? <LoadState {...side.load}>{null}</LoadState> : side.entries.length === 0 && <p>{side.empty}</p>}
        {side.onMore && side.entries.length < side.total && (
          <Button $variant="secondary" onClick={side.onMore}>
            {VOUCHERS_UI.loadMore}
          </Button>
        )}
      </Column>
    );
  };
  return (
    <DragDropContext onDragEnd={onDragEnd}>
      {writable && <p>{VOUCHERS_UI.dragHint}</p>}
      <Columns>
        {column(AVAILABLE, available)}
        {column(ADDED, added)}
      </Columns>
    </DragDropContext>
  );
}
