/**
 * A page the server rendered is read, and its links followed, before the app has started (issue 44: a teacher taps
 * Start Lesson while a phone is still fetching the app). Until the app is ready, a tap on a link of this site is the
 * browser's to follow, as a new page (rendered on the server too):
 * - React, hydrating, would hand it to a React Router link whose navigation is not yet active, which drops it;
 * - once the page is being left, the app does not start: its router's first history entry would cancel the
 *   navigation under way.
 */

/** The attribute the app sets on the document once it runs the page (app/router.tsx). */
const APP_READY = () => document.documentElement.getAttribute('data-app') === 'ready';

let leaving = false;

/** Whether a tap before the app started is taking the browser to another page. */
export const pageIsLeaving = () => leaving;

/** The link a plain click follows to another page of this site, if that is what the click is. */
function followedLink(event: MouseEvent): HTMLAnchorElement | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return undefined;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return undefined;
  if (link.target && link.target !== '_self') return undefined;
  const url = new URL(link.href);
  if (url.origin !== location.origin) return undefined;
  // A link within this page (the skip link) moves the view, not the page.
  if (url.pathname === location.pathname && url.search === location.search && url.hash) return undefined;
  return link;
}

/**
 * Lets the browser follow links tapped before the app is ready (main.tsx installs it first thing); returns its
 * removal.
 */
export function followLinksUntilAppStarts(): () => void {
  const onClick = (event: MouseEvent) => {
    if (APP_READY()) {
      removeEventListener('click', onClick, { capture: true });
      return;
    }
    if (!followedLink(event)) return;
    // Before React's own listeners (on the root), so the browser's default action, the navigation, goes ahead.
    event.stopImmediatePropagation();
    leaving = true;
  };
  // Back from the next page (the back-forward cache keeps this one as it was): the app may start again.
  const onShow = (event: PageTransitionEvent) => {
    if (event.persisted) leaving = false;
  };
  addEventListener('click', onClick, { capture: true });
  addEventListener('pageshow', onShow);
  return () => {
    removeEventListener('click', onClick, { capture: true });
    removeEventListener('pageshow', onShow);
  };
}
