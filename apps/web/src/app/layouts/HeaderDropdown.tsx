import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A header menu: a disclosure button and a list of links, with Bootstrap's dropdown classes. It replaces
 * react-bootstrap's NavDropdown, whose positioning and transition code the header (on every page) does not need:
 * inside a navbar Bootstrap's CSS places the menu by itself (`data-bs-popper="static"`).
 * Keyboard: Enter/Space toggle, ArrowDown opens and moves into the menu, arrows move between items,
 * Escape closes and returns to the button; a click or focus outside closes it.
 */
export function HeaderDropdown({
  title,
  id,
  open,
  onToggle,
  alignEnd = false,
  children,
}: {
  title: string;
  id: string;
  open: boolean;
  onToggle: (open: boolean) => void;
  alignEnd?: boolean;
  children: ReactNode;
}) {
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  // A click anywhere else closes the menu (as Bootstrap's dropdowns do).
  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onToggle(false);
    };
    document.addEventListener('click', closeOnOutsideClick);
    return () => document.removeEventListener('click', closeOnOutsideClick);
  }, [open, onToggle]);

  // Keys and focus are followed on the whole dropdown (button and menu), as native listeners on its wrapper.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const moveFocus = (step: 1 | -1) => {
      const items = Array.from(root.querySelectorAll<HTMLElement>('.dropdown-item'));
      const current = items.indexOf(document.activeElement as HTMLElement);
      items[Math.min(Math.max(current + step, 0), items.length - 1)]?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && open) {
        event.preventDefault();
        onToggle(false);
        toggleRef.current?.focus();
      } else if (event.key === 'ArrowDown') {
        event.preventDefault();
        if (open) moveFocus(1);
        else {
          onToggle(true);
          // The items exist only once the menu is rendered open.
          requestAnimationFrame(() => moveFocus(1));
        }
      } else if (event.key === 'ArrowUp' && open) {
        event.preventDefault();
        moveFocus(-1);
      }
    };
    // Tabbing out of the menu closes it.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (open && next && !root.contains(next)) onToggle(false);
    };
    root.addEventListener('keydown', onKeyDown);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, [open, onToggle]);

  return (
    <div ref={rootRef} className={`nav-item dropdown${open ? ' show' : ''}`}>
      <button
        ref={toggleRef}
        type="button"
        id={id}
        className={`nav-link dropdown-toggle${open ? ' show' : ''}`}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => onToggle(!open)}
      >
        {title}
      </button>
      {open && (
        <div
          id={menuId}
          className={`dropdown-menu show${alignEnd ? ' dropdown-menu-end' : ''}`}
          aria-labelledby={id}
          data-bs-popper="static"
        >
          {children}
        </div>
      )}
    </div>
  );
}
