import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { slideCountLabel, type LessonModeItem } from '../slideshowModel';
import { LessonModeDialog } from './LessonModeDialog';

/**
 * SPEC-GUIDE §2 lesson-mode picker: each activity with its slide count, 'Get started' on the first and 'Skip to this
 * activity' on the others. The one on the projector now is marked.
 */
export function ActivityListItems({
  items,
  slideUrl,
  currentId,
  onChoose,
}: {
  items: readonly LessonModeItem[];
  slideUrl: (itemId: string) => string;
  currentId?: string;
  onChoose?: () => void;
}) {
  return (
    <ol className="list-unstyled lesson-mode__items">
      {items.map((item, index) => (
        <li key={item.id} className="lesson-mode__item" aria-current={item.id === currentId ? 'step' : undefined}>
          <span className="lesson-mode__item-number" aria-hidden="true">
            {index + 1}
          </span>
          <span className="lesson-mode__item-title">{item.title}</span>
          <span className="lesson-mode__count">
            {slideCountLabel(item.slides.length)}
            {item.id === currentId && <span className="lesson-mode__now"> · now showing</span>}
          </span>
          <Link
            to={slideUrl(item.id)}
            onClick={onChoose}
            className={`btn ${index === 0 ? 'btn-primary' : 'btn-outline-light'}`}
          >
            {index === 0 ? 'Get started' : 'Skip to this activity'}
            <span className="visually-hidden"> {item.title}</span>
          </Link>
        </li>
      ))}
    </ol>
  );
}

/** L (or the 'Activities' button): the picker over the slides, one key away; L, Esc or Close closes it. */
export function ActivityListDialog({
  show,
  title,
  items,
  slideUrl,
  currentId,
  onClose,
}: {
  show: boolean;
  title: string;
  items: readonly LessonModeItem[];
  slideUrl: (itemId: string) => string;
  currentId?: string;
  onClose: () => void;
}) {
  useCloseKey(show, onClose);
  return (
    <LessonModeDialog show={show} onClose={onClose} heading={`Activities: ${title}`} size="lg">
      <ActivityListItems items={items} slideUrl={slideUrl} currentId={currentId} onChoose={onClose} />
    </LessonModeDialog>
  );
}

/** L again closes the list (lesson mode's own keys rest while a dialog is open). */
function useCloseKey(show: boolean, onClose: () => void) {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    if (!show) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'l' || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      close.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [show]);
}
