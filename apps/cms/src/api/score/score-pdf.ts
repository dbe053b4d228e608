import abcjs from 'abcjs';
import { JSDOM } from 'jsdom';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** abcjs's staff width in its own units; each line is scaled to the page's width. */
const STAFF_WIDTH = 700;

/** jsdom lays nothing out: text is measured from its length, enough for abcjs to space lyrics and titles. */
function measureText(this: { textContent: string | null; getAttribute(name: string): string | null }) {
  const text = this.textContent ?? '';
  const size = Number.parseFloat(this.getAttribute('font-size') ?? '') || 16;
  return { x: 0, y: 0, width: text.length * size * 0.55, height: size * 1.2 };
}

/** The score drawn by abcjs as SVG, in a window of its own. */
function scoreSvg(notation: string): string {
  const { window } = new JSDOM('<!doctype html><div id="paper"></div>', { pretendToBeVisual: true });
  window.SVGElement.prototype.getBBox = measureText;
  const drawing = { window, document: window.document, navigator: window.navigator };
  const saved = Object.keys(drawing).map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);
  // abcjs draws through the global window; rendering is synchronous, so no other request sees these.
  for (const [name, value] of Object.entries(drawing))
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
  try {
    const paper = window.document.getElementById('paper')!;
    abcjs.renderAbc(paper as never, notation, { staffwidth: STAFF_WIDTH, paddingleft: 0, paddingright: 0 });
    return paper.querySelector('svg')?.outerHTML ?? '<svg xmlns="http://www.w3.org/2000/svg"/>';
  } finally {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete (globalThis as Record<string, unknown>)[name];
    }
    window.close();
  }
}

/** The words sung (w: lines under the notes, W: lines after the tune), syllables joined back into words. */
export function lyricsOf(notation: string): string[] {
  return notation
    .split(/\r?\n/)
    .filter((line) => /^[wW]:/.test(line))
    .map((line) =>
      line
        .slice(2)
        .replace(/\\-/g, '\u0000')
        .replace(/-\s*/g, '')
        .replace(/[_*|~]/g, (symbol) => (symbol === '~' ? ' ' : ''))
        .replace(/\u0000/g, '-')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

const titleOf = (notation: string) => /^T:\s*(.+)$/m.exec(notation)?.[1].trim() || 'Score';

/** A printable A4 PDF of the score, with its words written out below it. */
export function renderScorePdf(notation: string): Promise<Buffer> {
  const title = titleOf(notation);
  const doc = new PDFDocument({ size: 'A4', margin: PAGE.margin, info: { Title: title, Creator: 'Classroom' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // One drawing scaled to the page: a classroom song fits an A4 page at a readable size.
  const svg = scoreSvg(notation);
  const width = Number.parseFloat(/width="([\d.]+)"/.exec(svg)?.[1] ?? '') || STAFF_WIDTH;
  const height = Number.parseFloat(/height="([\d.]+)"/.exec(svg)?.[1] ?? '') || 100;
  const scale = Math.min(CONTENT_WIDTH / width, (PAGE.height - 2 * PAGE.margin) / height);
  SVGtoPDF(doc as never, svg, PAGE.margin, PAGE.margin, { width: width * scale, height: height * scale });
  const y = PAGE.margin + height * scale;

  const lyrics = lyricsOf(notation);
  if (lyrics.length) {
    doc.x = PAGE.margin;
    doc.y = y + 12;
    doc.font('Helvetica-Bold').fontSize(14).text('Words', { width: CONTENT_WIDTH });
    doc.moveDown(0.4);
    doc.font('Helvetica').fontSize(12);
    for (const line of lyrics) doc.text(line, { width: CONTENT_WIDTH });
  }
  doc.end();
  return done;
}
