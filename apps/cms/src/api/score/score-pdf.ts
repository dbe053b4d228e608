import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { engraveScore } from '../../scores/engrave';

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** abcjs's staff width in its own units; each line is scaled to the page's width. */
const STAFF_WIDTH = 700;

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
  const svg = engraveScore(notation, { staffwidth: STAFF_WIDTH });
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
