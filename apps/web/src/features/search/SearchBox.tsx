import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { KEYBOARD_SCREEN, useMediaQuery } from '../../components/useMediaQuery';
import { Highlighted } from './Highlighted';
import { KIND_GROUPS, SUBSCRIBERS_BADGE } from './messages';
import { groupByKind } from './searchView';
import { useSearch } from './useSearch';
import './search.css';

/** Suggestions start at this many characters, a few of each kind. */
const MIN_CHARACTERS = 2;
const PER_KIND = 3;
const TYPING_PAUSE_MS = 150;

const isTypingTarget = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** `/` anywhere but in a text field focuses the search box. */
function useSlashToFocus(input: React.RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [input]);
}

/**
 * The header's search box (issue #16): the ARIA 1.2 combobox pattern. Typing suggests a few results of each kind;
 * arrow keys move through them, Enter opens the active one (or the results page), Escape closes the list.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const { key: locationKey } = useLocation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  // Open at one location only: going somewhere closes the list without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  useSlashToFocus(input);

  const wanted = query.trim().length >= MIN_CHARACTERS;
  const { latestAnswer, loading } = useSearch(
    wanted ? { q: query, perKind: PER_KIND, limit: 24 } : null,
    TYPING_PAUSE_MS,
  );
  const groups = useMemo(() => groupByKind(latestAnswer?.results ?? []), [latestAnswer]);
  const options = groups.flatMap((group) => group.results);
  const showing = openAt === locationKey && wanted && latestAnswer !== undefined;
  const expanded = showing && options.length > 0;
  const activeOption = expanded && active >= 0 ? options[active] : undefined;
  const listboxId = `${id}-listbox`;

  const close = () => {
    setOpenAt(null);
    setActive(-1);
  };
  const go = (href: string) => {
    close();
    input.current?.blur();
    navigate(href);
  };
  const goToResultsPage = () => {
    if (query.trim()) go(`/search?${new URLSearchParams({ q: query.trim() })}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!expanded) {
          setOpenAt(locationKey);
          setActive(event.key === 'ArrowDown' ? 0 : options.length - 1);
          return;
        }
        if (!options.length) return;
        setActive((current) =>
          event.key === 'ArrowDown' ? (current + 1) % options.length : current <= 0 ? options.length - 1 : current - 1,
        );
        return;
      }
      case 'Enter':
        event.preventDefault();
        if (activeOption) go(activeOption.href);
        else goToResultsPage();
        return;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        } else if (query) {
          setQuery('');
        }
        return;
      default:
    }
  };

  return (
    <form
      role="search"
      className="site-search"
      onSubmit={(event) => {
        event.preventDefault();
        goToResultsPage();
      }}
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        Search the classroom
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        type="search"
        className="form-control form-control-sm"
        // The "/" shortcut needs a keyboard: a phone's box just says Search (issue 28 row 9).
        placeholder={useMediaQuery(KEYBOARD_SCREEN) ? 'Search (press /)' : 'Search'}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeOption ? optionId(id, active) : undefined}
        aria-busy={loading || undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpenAt(locationKey);
          setActive(-1);
        }}
        onFocus={() => wanted && setOpenAt(locationKey)}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      {showing && !expanded && (
        <p className="site-search-list site-search-empty" role="status">
          No results for &lsquo;{query.trim()}&rsquo;. Press Enter for suggestions.
        </p>
      )}
      <SuggestionList
        id={id}
        groups={groups}
        active={active}
        hidden={!expanded}
        onChoose={(result) => go(result.href)}
      />
    </form>
  );
}

const optionId = (prefix: string, index: number) => `${prefix}-option-${index}`;

type SuggestionGroup = ReturnType<typeof groupByKind>[number];

/** The suggestions under the box, grouped by kind; the combobox owns the keyboard and says which option is active. */
function SuggestionList({
  id,
  groups,
  active,
  hidden,
  onChoose,
}: {
  id: string;
  groups: SuggestionGroup[];
  active: number;
  hidden: boolean;
  onChoose: (result: SuggestionGroup['results'][number]) => void;
}) {
  let index = -1;
  return (
    <ul id={`${id}-listbox`} role="listbox" aria-label="Suggestions" className="site-search-list" hidden={hidden}>
      {!hidden &&
        groups.map((group) => (
          <li key={group.kind} role="presentation">
            <div id={`${id}-group-${group.kind}`} className="site-search-group" role="presentation">
              {KIND_GROUPS[group.kind] ?? group.kind}
            </div>
            <ul role="group" aria-labelledby={`${id}-group-${group.kind}`} className="list-unstyled m-0">
              {group.results.map((result) => {
                index += 1;
                const position = index;
                return (
                  // The keyboard works the options through the combobox (aria-activedescendant), as the pattern says.
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                  <li
                    key={result.id}
                    id={optionId(id, position)}
                    role="option"
                    aria-selected={position === active}
                    className={`site-search-option${position === active ? ' active' : ''}`}
                    // Keeps the focus in the box, so the click is not lost to its blur.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => onChoose(result)}
                  >
                    <span>
                      <Highlighted segments={result.title} />
                    </span>
                    {result.subscribersOnly && (
                      <span className="badge text-bg-warning ms-2" aria-label={`${SUBSCRIBERS_BADGE} only`}>
                        {SUBSCRIBERS_BADGE}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
    </ul>
  );
}
