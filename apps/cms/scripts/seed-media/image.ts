import sharp from 'sharp';

import type { Picture } from '../../src/seed/media/catalogue';
import { ILLUSTRATIONS } from './illustrations';

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A crotchet (or, with a flag, a quaver) whose note head sits at (x, y). */
function note(x: number, y: number, size: number, colour: string, flag = false): string {
  const stemTop = y - size * 3.2;
  const flagPath = flag
    ? `<path d="M${x + size * 0.9} ${stemTop} q ${size * 1.2} ${size * 0.8} ${size * 0.6} ${size * 2}" stroke="${colour}" stroke-width="${size * 0.22}" fill="none"/>`
    : '';
  return (
    `<ellipse cx="${x}" cy="${y}" rx="${size}" ry="${size * 0.72}" transform="rotate(-20 ${x} ${y})" fill="${colour}"/>` +
    `<line x1="${x + size * 0.9}" y1="${y}" x2="${x + size * 0.9}" y2="${stemTop}" stroke="${colour}" stroke-width="${size * 0.22}"/>` +
    flagPath
  );
}

function motifSvg({ motif, width: w, height: h, accent }: Picture): string {
  const illustration = ILLUSTRATIONS[motif];
  if (illustration) return illustration(w * 0.68, h * 0.6, h * 0.26, accent);
  switch (motif) {
    case 'staff': {
      const top = h * 0.55;
      const gap = h * 0.045;
      const lines = [0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<line x1="0" y1="${top + i * gap}" x2="${w}" y2="${top + i * gap}" stroke="${accent}" stroke-width="3" opacity="0.8"/>`,
        )
        .join('');
      const steps = [4, 2, 3, 1, 0, 2, 5, 3, 4, 6, 2, 3];
      const notes = steps
        .map((step, i) =>
          note(w * 0.08 + i * (w * 0.075), top + 4 * gap - (step * gap) / 2, gap * 0.55, accent, i % 3 === 2),
        )
        .join('');
      return lines + notes;
    }
    case 'notes':
      return Array.from({ length: 14 }, (_, i) => {
        const x = ((i * 137) % 100) / 100;
        const y = ((i * 61) % 100) / 100;
        return note(w * (0.05 + x * 0.9), h * (0.45 + y * 0.45), h * (0.025 + (i % 3) * 0.01), accent, i % 2 === 0);
      }).join('');
    case 'waves':
      return [0, 1, 2, 3]
        .map((i) => {
          const amplitude = h * (0.05 + i * 0.025);
          const y = h * 0.7;
          const period = w / (2 + i);
          let d = `M0 ${y}`;
          for (let x = 0; x <= w; x += 10)
            d += ` L${x} ${(y + amplitude * Math.sin((2 * Math.PI * x) / period)).toFixed(1)}`;
          return `<path d="${d}" stroke="${accent}" stroke-width="${6 - i}" fill="none" opacity="${0.9 - i * 0.18}"/>`;
        })
        .join('');
    case 'drum': {
      const cx = w * 0.72;
      const cy = h * 0.62;
      const r = h * 0.22;
      return (
        `<ellipse cx="${cx}" cy="${cy + r * 0.9}" rx="${r * 1.4}" ry="${r * 0.45}" fill="${accent}" opacity="0.5"/>` +
        `<rect x="${cx - r * 1.4}" y="${cy}" width="${r * 2.8}" height="${r * 0.9}" fill="${accent}" opacity="0.7"/>` +
        `<ellipse cx="${cx}" cy="${cy}" rx="${r * 1.4}" ry="${r * 0.45}" fill="#ffffff" opacity="0.9"/>` +
        `<line x1="${cx - r * 1.8}" y1="${cy - r * 1.4}" x2="${cx - r * 0.3}" y2="${cy - r * 0.1}" stroke="${accent}" stroke-width="10" stroke-linecap="round"/>` +
        `<line x1="${cx + r * 1.8}" y1="${cy - r * 1.4}" x2="${cx + r * 0.3}" y2="${cy - r * 0.1}" stroke="${accent}" stroke-width="10" stroke-linecap="round"/>`
      );
    }
    case 'keyboard': {
      const top = h * 0.6;
      const keyWidth = w / 21;
      const white = Array.from(
        { length: 21 },
        (_, i) =>
          `<rect x="${i * keyWidth}" y="${top}" width="${keyWidth - 3}" height="${h - top}" fill="#ffffff" opacity="0.95"/>`,
      ).join('');
      const black = Array.from({ length: 21 }, (_, i) => i)
        .filter((i) => [0, 1, 3, 4, 5].includes(i % 7))
        .map(
          (i) =>
            `<rect x="${(i + 0.65) * keyWidth}" y="${top}" width="${keyWidth * 0.6}" height="${(h - top) * 0.6}" fill="${accent}"/>`,
        )
        .join('');
      return white + black;
    }
    case 'stage':
      return (
        `<path d="M0 0 H${w * 0.18} Q${w * 0.12} ${h * 0.5} ${w * 0.2} ${h} H0 Z" fill="${accent}" opacity="0.9"/>` +
        `<path d="M${w} 0 H${w * 0.82} Q${w * 0.88} ${h * 0.5} ${w * 0.8} ${h} H${w} Z" fill="${accent}" opacity="0.9"/>` +
        `<polygon points="${w * 0.35},0 ${w * 0.42},0 ${w * 0.6},${h} ${w * 0.25},${h}" fill="#ffffff" opacity="0.12"/>` +
        `<polygon points="${w * 0.58},0 ${w * 0.65},0 ${w * 0.75},${h} ${w * 0.4},${h}" fill="#ffffff" opacity="0.12"/>` +
        `<rect x="0" y="${h * 0.88}" width="${w}" height="${h * 0.12}" fill="#000000" opacity="0.3"/>`
      );
    case 'orchestra':
      return [0, 1, 2, 3]
        .map((row) => {
          const radius = h * (0.2 + row * 0.1);
          const seats = 7 + row * 3;
          return Array.from({ length: seats }, (_, i) => {
            const angle = Math.PI * (0.1 + (0.8 * i) / (seats - 1));
            const x = w / 2 - radius * 1.6 * Math.cos(angle);
            const y = h * 1.02 - radius * Math.sin(angle);
            return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${h * 0.018}" fill="${accent}" opacity="${0.95 - row * 0.15}"/>`;
          }).join('');
        })
        .join('');
    case 'badge': {
      const r = Math.min(w, h) * 0.42;
      return (
        `<circle cx="${w / 2}" cy="${h / 2}" r="${r}" fill="none" stroke="${accent}" stroke-width="${r * 0.08}"/>` +
        note(w * 0.5, h * 0.72, r * 0.16, accent, true)
      );
    }
    default:
      throw new Error(`Demo seed: no picture motif '${motif}'`);
  }
}

/** Composes the picture as SVG: background, motif, then the title over it. */
export function pictureSvg(picture: Picture): string {
  const { width: w, height: h, background, accent, title, subtitle, motif } = picture;
  const badge = motif === 'badge';
  const titleSize = badge ? h * 0.16 : h * 0.1;
  const titleY = badge ? h * 0.48 : h * 0.22;
  const anchor = badge ? 'middle' : 'start';
  const x = badge ? w / 2 : w * 0.06;
  const subtitleSvg = subtitle
    ? `<text x="${x}" y="${titleY + titleSize * 1.1}" text-anchor="${anchor}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${titleSize * 0.45}" fill="#ffffff" opacity="0.9">${escapeXml(subtitle)}</text>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${background}"/><stop offset="1" stop-color="${accent}" stop-opacity="0.55"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="${background}"/><rect width="${w}" height="${h}" fill="url(#bg)" opacity="0.6"/>` +
    motifSvg(picture) +
    `<text x="${x}" y="${titleY}" text-anchor="${anchor}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="${titleSize}" fill="#ffffff">${escapeXml(title)}</text>` +
    subtitleSvg +
    `</svg>`
  );
}

/** Renders the picture to a PNG or JPEG file. */
export async function writePicture(filePath: string, picture: Picture): Promise<void> {
  const image = sharp(Buffer.from(pictureSvg(picture)));
  await (picture.format === 'png' ? image.png() : image.jpeg({ quality: 82 })).toFile(filePath);
}
