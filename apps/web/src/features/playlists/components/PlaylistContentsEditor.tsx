import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { NotSavedAlert } from '../../../components/NotSavedAlert';
import type { PlaylistEntry } from '../playlistEntries';
import {
  playlistAnnouncements,
  playlistKeyboardCodes,
  playlistKeyboardCoordinates,
  playlistScreenReaderInstructions,
} from '../playlistDragSort';

/**
 * SPEC-GUIDE §2/§4 'Edit playlist contents': the items in a sortable list, moved by pointer or keyboard (SPEC-GUIDE §4
 * Drag sort) with a handle per item, each with 'Remove'. Nothing reaches the CMS until 'Save Changes'; 'Cancel' throws
 * the edits away. When saving fails the edits stay here, with the reason above the buttons.
 */
export function PlaylistContentsEditor({
  entries,
  saving,
  error,
  unavailable = false,
  onSave,
  onCancel,
}: {
  entries: readonly PlaylistEntry[];
  saving: boolean;
  error: string | null;
  /** The save found the CMS out of reach: the edits stay and Retry saves them. */
  unavailable?: boolean;
  onSave: (entries: PlaylistEntry[]) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<PlaylistEntry[]>(() => [...entries]);
  const [removed, setRemoved] = useState<string | null>(null);
  // After a removal the keyboard stays in the list: on the next item's handle, else the previous, else the heading.
  const focusAfterRemoval = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // One set per order: it remembers, during a drag, where the item was last announced.
  const announcements = useMemo(() => playlistAnnouncements(draft), [draft]);
  const handles = useRef(new Map<string, HTMLButtonElement>());

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, {
      keyboardCodes: playlistKeyboardCodes,
      coordinateGetter: playlistKeyboardCoordinates,
    }),
  );

  useEffect(() => {
    heading.current?.focus();
  }, []);

  useEffect(() => {
    if (focusAfterRemoval.current === null) return;
    (handles.current.get(focusAfterRemoval.current) ?? heading.current)?.focus();
    focusAfterRemoval.current = null;
  }, [draft]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setDraft((items) => {
      const from = items.findIndex((entry) => entry.key === active.id);
      const to = items.findIndex((entry) => entry.key === over.id);
      return from < 0 || to < 0 ? items : arrayMove(items, from, to);
    });
  };

  const remove = (entry: PlaylistEntry) => {
    const index = draft.indexOf(entry);
    const next = draft[index + 1] ?? draft[index - 1];
    setDraft(draft.filter((candidate) => candidate !== entry));
    setRemoved(`Removed ${entry.title}.`);
    focusAfterRemoval.current = next?.key ?? '';
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="playlist-editor">
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="h4">
        Edit playlist contents
      </h2>
      <p className="text-body-secondary">
        Drag an item by its handle to change the order, or focus the handle and press Space or Enter, move with the
        arrow keys and press Space, Enter or Tab to drop. Changes are kept only when you choose Save Changes.
      </p>
      {draft.length === 0 ? (
        <p>There&apos;s nothing in this playlist yet</p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: playlistScreenReaderInstructions,
          }}
        >
          <SortableContext items={draft.map((entry) => entry.key)} strategy={verticalListSortingStrategy}>
            <ol className="list-unstyled playlist-editor__list" aria-label="Playlist items">
              {draft.map((entry) => (
                <SortablePlaylistItem
                  key={entry.key}
                  entry={entry}
                  disabled={saving}
                  handleRef={(node) => {
                    if (node) handles.current.set(entry.key, node);
                    else handles.current.delete(entry.key);
                  }}
                  onRemove={() => remove(entry)}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <p className="visually-hidden" role="status">
        {removed}
      </p>
      {error && unavailable && <NotSavedAlert onRetry={() => onSave(draft)} retrying={saving} />}
      {error && !unavailable && (
        <Alert variant="danger">
          <p className="mb-1">Your changes could not be saved: {error}</p>
          <p className="mb-0">Your edits are still here; try Save Changes again.</p>
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-2">
        <Button variant="primary" onClick={() => onSave(draft)} disabled={saving}>
          {saving ? 'Saving…' : 'Save Changes'}
        </Button>
        <Button variant="outline-secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </section>
  );
}

function SortablePlaylistItem({
  entry,
  disabled,
  handleRef,
  onRemove,
}: {
  entry: PlaylistEntry;
  disabled: boolean;
  handleRef: (node: HTMLButtonElement | null) => void;
  onRemove: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: entry.key,
    disabled,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={['playlist-editor__item card mb-2', isDragging ? 'playlist-editor__item--dragging' : '']
        .filter(Boolean)
        .join(' ')}
      data-playlist-item={entry.key}
    >
      <div className="card-body d-flex align-items-center gap-3 py-2">
        <button
          type="button"
          ref={(node) => {
            setActivatorNodeRef(node);
            handleRef(node);
          }}
          className="btn btn-outline-secondary playlist-editor__handle"
          {...attributes}
          {...listeners}
        >
          {/* An arrow every font has (projectors' fonts may lack the braille grip). */}
          <span aria-hidden="true">↕</span>
          <span className="visually-hidden">Move {entry.title}</span>
        </button>
        <div className="flex-grow-1">
          <h3 className="h6 mb-0">{entry.title}</h3>
          <p className="small text-body-secondary mb-0">
            {entry.kind === 'activity' ? ['Activity', entry.time, entry.type].filter(Boolean).join(' · ') : 'Audio'}
          </p>
        </div>
        <Button
          variant="outline-danger"
          size="sm"
          onClick={onRemove}
          disabled={disabled}
          aria-label={`Remove ${entry.title}`}
        >
          Remove
        </Button>
      </div>
    </li>
  );
}
