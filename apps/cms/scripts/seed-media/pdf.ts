import fs from 'node:fs/promises';
import { PDFDocument, PDFFont, PDFPage, StandardFonts, rgb } from 'pdf-lib';
import type { Note, PrintedSheet } from '../../src/seed/media/catalogue';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.12, 0.14, 0.2);

// Diatonic steps above E4 (the bottom line of the treble staff) for each pitch class.
const STEP_OF_PITCH_CLASS = [-2, -2, -1, -1, 0, 1, 1, 2, 2, 3, 3, 4];

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function drawStaves(page: PDFPage, melody: Note[], top: number): void {
  const gap = 7;
  const notesPerStave = 12;
  const usable = A4[0] - 2 * MARGIN - 40;
  const playedNotes = melody.filter(([pitch]) => pitch !== null);
  for (let stave = 0; stave * notesPerStave < playedNotes.length && stave < 4; stave++) {
    const bottom = top - stave * 80 - 4 * gap;
    for (let line = 0; line < 5; line++) {
      page.drawLine({
        start: { x: MARGIN, y: bottom + line * gap },
        end: { x: A4[0] - MARGIN, y: bottom + line * gap },
        thickness: 0.8,
        color: INK,
      });
    }
    playedNotes.slice(stave * notesPerStave, (stave + 1) * notesPerStave).forEach(([pitch, beats], i) => {
      const midi = pitch ?? 64;
      const step = STEP_OF_PITCH_CLASS[midi % 12] + (Math.floor(midi / 12) - 5) * 7;
      const x = MARGIN + 40 + (i * usable) / notesPerStave;
      const y = bottom + (step * gap) / 2;
      const hollow = beats >= 2;
      page.drawEllipse({
        x,
        y,
        xScale: 4.2,
        yScale: 3,
        color: hollow ? undefined : INK,
        borderColor: INK,
        borderWidth: 1,
      });
      if (beats < 4)
        page.drawLine({ start: { x: x + 4, y }, end: { x: x + 4, y: y + 22 }, thickness: 0.9, color: INK });
    });
  }
}

/** Writes a one- or two-page A4 score or worksheet. */
export async function writePrintedSheet(filePath: string, sheet: PrintedSheet): Promise<void> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(sheet.title);
  pdf.setAuthor('Music Classroom');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - 2 * MARGIN;

  let page = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  page.drawText(sheet.title, { x: MARGIN, y: y - 20, size: 22, font: bold, color: INK });
  y -= 44;
  page.drawText(sheet.subtitle, { x: MARGIN, y, size: 12, font: regular, color: rgb(0.35, 0.38, 0.45) });
  y -= 30;

  sheet.sections.forEach(({ heading, text }, index) => {
    page.drawText(heading, { x: MARGIN, y, size: 13, font: bold, color: INK });
    y -= 18;
    for (const line of wrap(text, regular, 11, width)) {
      page.drawText(line, { x: MARGIN, y, size: 11, font: regular, color: INK });
      y -= 15;
    }
    y -= 12;
    if (sheet.pageBreakAfter === index) {
      page = pdf.addPage(A4);
      y = A4[1] - MARGIN;
    }
  });

  if (sheet.melody) drawStaves(page, sheet.melody, y - 20);
  page.drawText('Music Classroom: demo material for teachers', {
    x: MARGIN,
    y: 30,
    size: 8,
    font: regular,
    color: rgb(0.5, 0.5, 0.5),
  });
  await fs.writeFile(filePath, await pdf.save());
}
