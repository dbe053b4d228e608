/** Runs `task` once the page has loaded (at once when it already has). */
export function afterLoad(task: () => void): void {
  if (document.readyState === 'complete') task();
  else window.addEventListener('load', task, { once: true });
}

/** How long after its load a page that shows no first paint (a tab opened in the background) waits for one. */
const FIRST_PAINT_WAIT_MS = 3000;

/**
 * Runs `task` once the page has loaded and the browser has painted its first content (at once where the browser does
 * not report paints), or FIRST_PAINT_WAIT_MS after the load when no paint comes.
 */
export function afterFirstScreen(task: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  afterLoad(() => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return run();
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      run();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(() => {
      observer.disconnect();
      run();
    }, FIRST_PAINT_WAIT_MS);
  });
}

/** Resolves in a later task: the browser may paint and answer input in between. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
