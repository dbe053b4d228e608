import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let uninstall: (() => void) | undefined;

/** A fresh copy of the module (its state is the page's), installed, with a listener where React's root would be. */
async function installed() {
  vi.resetModules();
  const module = await import('./linksBeforeStart');
  uninstall = module.followLinksUntilAppStarts();
  const root = document.createElement('div');
  document.body.append(root);
  const seenByApp = vi.fn((event: Event) => event.preventDefault());
  root.addEventListener('click', seenByApp);
  const link = (href: string, attributes: Record<string, string> = {}) => {
    const element = Object.assign(document.createElement('a'), { href, textContent: 'Start Lesson' });
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    root.append(element);
    return element;
  };
  return { ...module, link, seenByApp };
}

const click = (element: Element, init: MouseEventInit = {}) =>
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));

describe('links tapped before the app has started (issue 44)', () => {
  beforeEach(() => document.documentElement.removeAttribute('data-app'));
  afterEach(() => {
    uninstall?.();
    document.body.replaceChildren();
    document.documentElement.removeAttribute('data-app');
  });

  it("are the browser's to follow: the app never sees the tap, and does not start on a page being left", async () => {
    const { link, seenByApp, pageIsLeaving } = await installed();
    const followed = click(link('/primary/music-foundations/unit/u/lesson/l/slides'));
    expect(followed).toBe(true);
    expect(seenByApp).not.toHaveBeenCalled();
    expect(pageIsLeaving()).toBe(true);
  });

  it('go to the app once it runs the page', async () => {
    const { link, seenByApp, pageIsLeaving } = await installed();
    document.documentElement.setAttribute('data-app', 'ready');
    click(link('/primary/music-foundations/unit/u/lesson/l/slides'));
    expect(seenByApp).toHaveBeenCalledTimes(1);
    expect(pageIsLeaving()).toBe(false);
  });

  it('leave alone what does not take this tab to another page of the site', async () => {
    const { link, seenByApp, pageIsLeaving } = await installed();
    click(link('#main'));
    click(link('https://events.example.org/concert'));
    click(link('/primary', { target: '_blank' }));
    click(link('/documents/abc', { download: '' }));
    click(link('/primary'), { ctrlKey: true });
    click(link('/primary'), { button: 1 });
    expect(seenByApp).toHaveBeenCalledTimes(6);
    expect(pageIsLeaving()).toBe(false);
  });

  it('let the app start again when the browser comes back to the page from its cache', async () => {
    const { link, pageIsLeaving } = await installed();
    click(link('/primary'));
    expect(pageIsLeaving()).toBe(true);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(pageIsLeaving()).toBe(false);
  });
});
