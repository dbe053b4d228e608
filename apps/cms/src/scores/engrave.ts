/**
 * ABC notation engraved as SVG on the server, by abcjs in a jsdom document of its own: the printable score PDFs and
 * the demo seed's score pictures and films draw through this one function. jsdom lays nothing out, so text is
 * measured from its length and size: close enough for abcjs to space titles and lyrics.
 */
import abcjs from 'abcjs';
import { JSDOM } from 'jsdom';

interface EngraveOptions {
  /** abcjs's staff width in its own units. */
  staffwidth: number;
  scale?: number;
  padding?: number;
}

function measureText(this: Element) {
  const size = Number.parseFloat(this.getAttribute('font-size') ?? '') || 16;
  return { x: 0, y: 0, width: (this.textContent ?? '').length * size * 0.55, height: size * 1.2 } as DOMRect;
}

/** The score as one standalone SVG document (with its namespace), or an empty SVG when abcjs drew nothing. */
export function engraveScore(notation: string, options: EngraveOptions): string {
  const { window } = new JSDOM('<!doctype html><div id="paper"></div>', { pretendToBeVisual: true });
  // jsdom's SVG elements have no getBBox at all: abcjs measures text with this one.
  (window.SVGElement.prototype as unknown as { getBBox: typeof measureText }).getBBox = measureText;
  const drawing = { window, document: window.document, navigator: window.navigator };
  const saved = Object.keys(drawing).map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);
  // abcjs draws through the global window; rendering is synchronous, so nothing else runs while these are set.
  for (const [name, value] of Object.entries(drawing))
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
  try {
    const paper = window.document.getElementById('paper')!;
    const padding = options.padding ?? 0;
    abcjs.renderAbc(paper as unknown as HTMLElement, notation, {
      staffwidth: options.staffwidth,
      scale: options.scale ?? 1,
      paddingleft: padding,
      paddingright: padding,
      add_classes: false,
    });
    const svg = paper.querySelector('svg');
    if (!svg) return '<svg xmlns="http://www.w3.org/2000/svg"/>';
    svg.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
    return svg.outerHTML;
  } finally {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete (globalThis as Record<string, unknown>)[name];
    }
    window.close();
  }
}
