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

/** An engraved score to print on the sheet, as scorePng (score.ts) makes it. */
export interface ScoreImage {
  png: Buffer;
  width: number;
  height: number;
}

/** A grid of empty boxes: a row per sound, four beats a bar, bar lines drawn thicker. */
function drawRhythmGrid(
  page: PDFPage,
  grid: NonNullable<PrintedSheet['rhythmGrid']>,
  top: number,
  font: PDFFont,
): number {
  const labelWidth = 70;
  const beats = grid.bars * 4;
  const cell = Math.min(34, (A4[0] - 2 * MARGIN - labelWidth) / beats);
  let y = top;
  for (let beat = 0; beat < beats; beat++) {
    page.drawText(String((beat % 4) + 1), {
      x: MARGIN + labelWidth + beat * cell + cell / 2 - 3,
      y: y + 4,
      size: 9,
      font,
      color: INK,
    });
  }
  for (const row of grid.rows) {
    y -= cell;
    page.drawText(row, { x: MARGIN, y: y + cell / 2 - 4, size: 11, font, color: INK });
    for (let beat = 0; beat < beats; beat++) {
      page.drawRectangle({
        x: MARGIN + labelWidth + beat * cell,
        y,
        width: cell,
        height: cell,
        borderColor: INK,
        borderWidth: beat % 4 === 0 ? 1.6 : 0.6,
      });
    }
  }
  return y - 20;
}

/** A table with its header row and first column printed and the rest left blank to fill in. */
function drawTable(
  page: PDFPage,
  table: NonNullable<PrintedSheet['table']>,
  top: number,
  fonts: { regular: PDFFont; bold: PDFFont },
): number {
  const width = A4[0] - 2 * MARGIN;
  const firstColumn = Math.min(170, width / 3);
  const column = (width - firstColumn) / Math.max(1, table.columns.length);
  const rowHeight = 22;
  const headerHeight = 54;
  let y = top - headerHeight;
  page.drawRectangle({ x: MARGIN, y, width, height: headerHeight, borderColor: INK, borderWidth: 0.8 });
  page.drawText(table.firstColumn, { x: MARGIN + 4, y: y + 6, size: 9, font: fonts.bold, color: INK });
  table.columns.forEach((heading, index) => {
    const x = MARGIN + firstColumn + index * column;
    page.drawRectangle({ x, y, width: column, height: headerHeight, borderColor: INK, borderWidth: 0.8 });
    wrap(heading, fonts.regular, 7.5, column - 6)
      .slice(0, 5)
      .forEach((line, n) =>
        page.drawText(line, { x: x + 3, y: y + headerHeight - 10 - n * 9, size: 7.5, font: fonts.regular, color: INK }),
      );
  });
  for (let row = 0; row < table.blankRows && y - rowHeight > 50; row++) {
    y -= rowHeight;
    page.drawRectangle({ x: MARGIN, y, width: firstColumn, height: rowHeight, borderColor: INK, borderWidth: 0.6 });
    table.columns.forEach((_, index) =>
      page.drawRectangle({
        x: MARGIN + firstColumn + index * column,
        y,
        width: column,
        height: rowHeight,
        borderColor: INK,
        borderWidth: 0.6,
      }),
    );
  }
  page.drawText(table.key, { x: MARGIN, y: y - 16, size: 9, font: fonts.regular, color: INK });
  return y - 30;
}

/** The standard fonts print Windows-1252 only: other letters lose their accents (Dvořák prints as Dvorak). */
const printable = (text: string): string =>
  text.replace(
    /[^\x20-\x7e\xa0-\xff’‘“”–—•…]/g,
    (letter) => letter.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') || '?',
  );

/** Writes a one- or two-page A4 score, worksheet or plan, with the engraved scores (if any) under its title. */
export async function writePrintedSheet(
  filePath: string,
  written: PrintedSheet,
  scores: ScoreImage[] = [],
): Promise<void> {
  const sheet = JSON.parse(JSON.stringify(written), (_, value: unknown) =>
    typeof value === 'string' ? printable(value) : value,
  ) as PrintedSheet;
  const pdf = await PDFDocument.create();
  pdf.setTitle(sheet.title);
  pdf.setAuthor('Music Classroom');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - 2 * MARGIN;

  let page = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const room = (needed: number) => {
    if (y - needed > 50) return;
    page = pdf.addPage(A4);
    y = A4[1] - MARGIN;
  };
  page.drawText(sheet.title, { x: MARGIN, y: y - 20, size: 22, font: bold, color: INK });
  y -= 44;
  page.drawText(sheet.subtitle, { x: MARGIN, y, size: 12, font: regular, color: rgb(0.35, 0.38, 0.45) });
  y -= 30;

  for (const score of scores) {
    const scale = Math.min(width / score.width, 380 / score.height);
    room(score.height * scale);
    const image = await pdf.embedPng(score.png);
    page.drawImage(image, {
      x: MARGIN,
      y: y - score.height * scale,
      width: score.width * scale,
      height: score.height * scale,
    });
    y -= score.height * scale + 24;
  }

  sheet.sections.forEach(({ heading, text, items }, index) => {
    room(60);
    page.drawText(heading, { x: MARGIN, y, size: 13, font: bold, color: INK });
    y -= 18;
    for (const line of wrap(text, regular, 11, width)) {
      room(15);
      page.drawText(line, { x: MARGIN, y, size: 11, font: regular, color: INK });
      y -= 15;
    }
    for (const item of items ?? []) {
      room(40);
      page.drawText(item.text, { x: MARGIN + 10, y, size: 11, font: bold, color: INK });
      y -= 14;
      for (const line of wrap(item.detail ?? '', regular, 9.5, width - 20)) {
        page.drawText(line, { x: MARGIN + 10, y, size: 9.5, font: regular, color: INK });
        y -= 12;
      }
      y -= 6;
    }
    y -= 12;
    if (sheet.pageBreakAfter === index) {
      page = pdf.addPage(A4);
      y = A4[1] - MARGIN;
    }
  });

  if (sheet.rhythmGrid) {
    room(60 + sheet.rhythmGrid.rows.length * 34);
    y = drawRhythmGrid(page, sheet.rhythmGrid, y - 10, bold);
  }
  if (sheet.table) {
    room(180);
    y = drawTable(page, sheet.table, y - 10, { regular, bold });
  }
  if (sheet.melody) drawStaves(page, sheet.melody, y - 20);
  for (const each of pdf.getPages()) {
    each.drawText('Music Classroom: demo material for teachers', {
      x: MARGIN,
      y: 30,
      size: 8,
      font: regular,
      color: rgb(0.5, 0.5, 0.5),
    });
  }
  await fs.writeFile(filePath, await pdf.save());
}
