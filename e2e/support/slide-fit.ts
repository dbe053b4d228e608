/** The screens lesson mode must fit (issue 44 row 2): laptops, a projector, a phone held upright and on its side. */
export const FIT_SIZES = [
  { width: 1366, height: 768 },
  { width: 1280, height: 720 },
  { width: 1024, height: 768 },
  { width: 1920, height: 1080 },
  { width: 390, height: 844 },
  { width: 844, height: 390 },
] as const;

/**
 * Runs in the page (one `page.evaluate` per slide and size): waits until the slide has settled at the window's size
 * (fonts and pictures loaded, the score drawn for its room, two frames in a row laid out alike), then lists what does
 * not fit: a box of the slide outside the stage (clipped), two visible lines of text drawn over each other, a control
 * outside the window, or a page that scrolls. Empty when everything fits.
 */
export async function slideFitProblems(): Promise<string[]> {
  await settle();
  const problems: string[] = [];
  const slack = 1;
  const name = (element: Element) => {
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ');
    const classes = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
    return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}${text ? ` "${text.slice(0, 40)}"` : ''}`;
  };
  const seen = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    !element.closest('.visually-hidden, [aria-hidden="true"] .flip-card__back');
  const inside = (box: DOMRect, frame: { left: number; top: number; right: number; bottom: number }) =>
    box.left >= frame.left - slack &&
    box.top >= frame.top - slack &&
    box.right <= frame.right + slack &&
    box.bottom <= frame.bottom + slack;
  const px = (box: DOMRect) =>
    `${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)}`;

  const show = document.querySelector('.lesson-mode__show');
  const stage = document.querySelector('.lesson-mode__stage');
  const slide = stage?.querySelector('.slide');
  if (!show || !stage || !slide) return ['no slide on the stage'];
  const window_ = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
  const stageBox = stage.getBoundingClientRect();

  const scroller = document.scrollingElement!;
  if (scroller.scrollHeight > window.innerHeight + slack || scroller.scrollWidth > window.innerWidth + slack)
    problems.push(`the page scrolls (${scroller.scrollWidth}×${scroller.scrollHeight})`);
  if (!inside(stageBox, window_)) problems.push(`the stage ${px(stageBox)} leaves the window`);

  // Everything the slide draws is on the stage: HTML boxes, and the score's own words (title, composer, lyrics).
  for (const element of Array.from(slide.querySelectorAll('*'))) {
    if (element instanceof SVGElement && !(element instanceof SVGSVGElement) && element.tagName !== 'text') continue;
    if (!seen(element)) continue;
    const box = element.getBoundingClientRect();
    if (box.width < 2 || box.height < 2) continue;
    if (!inside(box, stageBox)) problems.push(`${name(element)} ${px(box)} is outside the stage ${px(stageBox)}`);
  }

  // No two lines of visible text on top of each other (a heading over its subtitle).
  // Text cut short on purpose (an ellipsis) is drawn only within its box: a line's box is clipped as it is drawn.
  const clipOf = (element: Element): DOMRect => {
    let clip = new DOMRect(-1e6, -1e6, 2e6, 2e6);
    for (let at: Element | null = element; at && at !== show.parentElement; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const box = at.getBoundingClientRect();
      const left = Math.max(clip.left, box.left);
      const top = Math.max(clip.top, box.top);
      clip = new DOMRect(left, top, Math.min(clip.right, box.right) - left, Math.min(clip.bottom, box.bottom) - top);
    }
    return clip;
  };
  const lines: { node: Text; box: DOMRect }[] = [];
  const walker = document.createTreeWalker(show, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (!node.data.trim() || !node.parentElement || !seen(node.parentElement)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const clip = clipOf(node.parentElement);
    for (const line of Array.from(range.getClientRects())) {
      const left = Math.max(line.left, clip.left);
      const top = Math.max(line.top, clip.top);
      const box = new DOMRect(
        left,
        top,
        Math.min(line.right, clip.right) - left,
        Math.min(line.bottom, clip.bottom) - top,
      );
      if (box.width >= 2 && box.height >= 2) lines.push({ node, box });
    }
  }
  for (let a = 0; a < lines.length; a += 1) {
    for (let b = a + 1; b < lines.length; b += 1) {
      if (lines[a].node === lines[b].node) continue;
      const [one, other] = [lines[a].box, lines[b].box];
      const across = Math.min(one.right, other.right) - Math.max(one.left, other.left);
      const down = Math.min(one.bottom, other.bottom) - Math.max(one.top, other.top);
      if (across > 2 && down > 0.3 * Math.min(one.height, other.height)) {
        problems.push(
          `"${lines[a].node.data.trim().slice(0, 30)}" ${px(one)} overlaps "${lines[b].node.data.trim().slice(0, 30)}" ${px(other)}`,
        );
      }
    }
  }

  // Every control of the screen (bar, slide, Previous/Next) can be reached without scrolling.
  for (const control of Array.from(show.querySelectorAll('a[href], button, input, select, [role="progressbar"]'))) {
    if (!seen(control)) continue;
    const box = control.getBoundingClientRect();
    if (box.width < 2 || box.height < 2) continue;
    if (!inside(box, window_)) problems.push(`${name(control)} ${px(box)} is outside the window`);
  }
  return problems;

  async function settle() {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await document.fonts.ready;
    const shown = () => document.querySelector('.lesson-mode__stage .slide');
    await Promise.all(
      Array.from(shown()?.querySelectorAll('img') ?? []).map((image) => image.decode().catch(() => undefined)),
    );
    const layout = () =>
      Array.from(document.querySelectorAll('.lesson-mode__show *'))
        .slice(0, 400)
        .map((element) => {
          const box = element.getBoundingClientRect();
          return `${box.x.toFixed(0)},${box.y.toFixed(0)},${box.width.toFixed(0)},${box.height.toFixed(0)}`;
        })
        .join(';');
    // A score is drawn again for a new width a frame or two after the window changes: it gets two frames to settle.
    const hasScore = Boolean(shown()?.querySelector('.score'));
    let last = layout();
    for (let tries = 0; tries < 30; tries += 1) {
      await (hasScore ? frame() : new Promise((resolve) => requestAnimationFrame(resolve)));
      const now = layout();
      if (now === last && (!hasScore || shown()?.querySelector('.score svg'))) return;
      last = now;
    }
  }
}
