/**
 * Flat illustrations of instruments and classroom ideas, drawn as SVG on the right of a picture (its title sits
 * top left). Each takes the centre (cx, cy), a size unit s and the picture's accent colour.
 */
type Draw = (cx: number, cy: number, s: number, accent: string) => string;

const WHITE = '#ffffff';
const INK = '#1d2433';
const WOOD = '#b5651d';

const circle = (x: number, y: number, r: number, fill: string, extra = '') =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" ${extra}/>`;
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = '') =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" ${extra}/>`;
const noteHead = (x: number, y: number, s: number, fill: string) =>
  `<ellipse cx="${x}" cy="${y}" rx="${s}" ry="${s * 0.72}" transform="rotate(-20 ${x} ${y})" fill="${fill}"/>` +
  line(x + s * 0.9, y, x + s * 0.9, y - s * 3.2, fill, s * 0.25);
/** A cloud of three puffs over a flat base. */
const cloud = (x: number, y: number, s: number, fill: string) =>
  circle(x - s * 0.6, y + s * 0.1, s * 0.45, fill) +
  circle(x, y - s * 0.15, s * 0.6, fill) +
  circle(x + s * 0.6, y + s * 0.1, s * 0.45, fill) +
  rect(x - s * 1.05, y + s * 0.1, s * 2.1, s * 0.45, fill, `rx="${s * 0.2}"`);
/**
 * Short strokes slanting down to the left (rain, a storm's wind), one at each offset across (in units of `s`), every
 * second one lower by `stagger`.
 */
const slantedStrokes = (
  cx: number,
  cy: number,
  s: number,
  offsets: number[],
  { top, bottom, stagger }: { top: number; bottom: number; stagger: number },
  stroke: string,
  width: number,
) =>
  offsets
    .map((offset, i) => {
      const lower = (i % 2) * stagger;
      return line(
        cx + offset * s,
        cy + s * (top + lower),
        cx + offset * s - s * 0.12,
        cy + s * (bottom + lower),
        stroke,
        width,
      );
    })
    .join('');
/** A simple person: head and body, arms and legs by angle (degrees from straight down). */
function person(x: number, y: number, s: number, fill: string, arms: [number, number], legs: [number, number]) {
  const limb = (fromX: number, fromY: number, angle: number, length: number) => {
    const radians = (angle * Math.PI) / 180;
    return line(fromX, fromY, fromX + Math.sin(radians) * length, fromY + Math.cos(radians) * length, fill, s * 0.14);
  };
  return (
    circle(x, y - s * 1.25, s * 0.28, fill) +
    line(x, y - s * 0.9, x, y, fill, s * 0.18) +
    limb(x, y - s * 0.75, arms[0], s * 0.6) +
    limb(x, y - s * 0.75, arms[1], s * 0.6) +
    limb(x, y, legs[0], s * 0.7) +
    limb(x, y, legs[1], s * 0.7)
  );
}

export const ILLUSTRATIONS: Record<string, Draw> = {
  drum: (cx, cy, s, accent) =>
    `<ellipse cx="${cx}" cy="${cy + s * 0.5}" rx="${s}" ry="${s * 0.3}" fill="${accent}"/>` +
    rect(cx - s, cy - s * 0.3, s * 2, s * 0.8, accent) +
    Array.from({ length: 6 }, (_, i) =>
      line(cx - s + (i * s * 2) / 5, cy - s * 0.3, cx - s + ((i + 0.5) * s * 2) / 5, cy + s * 0.5, WHITE, s * 0.04),
    ).join('') +
    `<ellipse cx="${cx}" cy="${cy - s * 0.3}" rx="${s}" ry="${s * 0.3}" fill="${WHITE}"/>` +
    line(cx - s * 1.2, cy - s * 1.2, cx - s * 0.2, cy - s * 0.4, WOOD, s * 0.08) +
    line(cx + s * 1.2, cy - s * 1.2, cx + s * 0.2, cy - s * 0.4, WOOD, s * 0.08) +
    circle(cx - s * 0.2, cy - s * 0.4, s * 0.08, WOOD) +
    circle(cx + s * 0.2, cy - s * 0.4, s * 0.08, WOOD),
  claves: (cx, cy, s) =>
    `<g transform="rotate(-30 ${cx} ${cy})">${rect(cx - s * 1.1, cy - s * 0.45, s * 2.2, s * 0.22, WOOD, 'rx="10"')}</g>` +
    `<g transform="rotate(25 ${cx} ${cy})">${rect(cx - s * 1.1, cy + s * 0.1, s * 2.2, s * 0.22, WOOD, 'rx="10"')}</g>` +
    line(cx - s * 0.2, cy - s * 0.9, cx - s * 0.35, cy - s * 1.2, WHITE, s * 0.05) +
    line(cx + s * 0.1, cy - s * 0.95, cx + s * 0.15, cy - s * 1.3, WHITE, s * 0.05) +
    line(cx + s * 0.35, cy - s * 0.85, cx + s * 0.6, cy - s * 1.1, WHITE, s * 0.05),
  glockenspiel: (cx, cy, s, accent) => {
    const colours = ['#e63946', '#f4a261', '#e9c46a', '#2a9d8f', '#457b9d', '#6d597a', '#b5838d', '#e76f51'];
    return (
      rect(cx - s * 1.3, cy - s * 0.1, s * 2.6, s * 0.9, accent, 'rx="12"') +
      colours
        .map((colour, i) => {
          const height = s * (0.95 - i * 0.07);
          return rect(cx - s * 1.2 + i * s * 0.3, cy + s * 0.35 - height / 2, s * 0.24, height, colour, 'rx="6"');
        })
        .join('') +
      line(cx + s * 0.4, cy - s * 1.1, cx + s * 0.9, cy - s * 0.3, WOOD, s * 0.06) +
      circle(cx + s * 0.9, cy - s * 0.3, s * 0.12, WHITE)
    );
  },
  marimba: (cx, cy, s) =>
    Array.from({ length: 7 }, (_, i) => {
      const x = cx - s * 1.3 + i * s * 0.38;
      const height = s * (1.4 - i * 0.12);
      return (
        rect(x, cy - s * 0.5, s * 0.3, s * 0.35, WOOD, 'rx="5"') +
        rect(x + s * 0.08, cy - s * 0.15, s * 0.14, height, '#c9c9c9')
      );
    }).join('') + line(cx - s * 1.4, cy - s * 0.32, cx + s * 1.3, cy - s * 0.32, INK, s * 0.05),
  trumpet: (cx, cy, s, accent) =>
    rect(cx - s * 1.3, cy - s * 0.1, s * 1.8, s * 0.2, '#e9c46a') +
    `<path d="M${cx + s * 0.5} ${cy - s * 0.1} L${cx + s * 1.3} ${cy - s * 0.55} L${cx + s * 1.3} ${cy + s * 0.55} L${cx + s * 0.5} ${cy + s * 0.1} Z" fill="#e9c46a"/>` +
    `<ellipse cx="${cx + s * 1.3}" cy="${cy}" rx="${s * 0.12}" ry="${s * 0.55}" fill="#d4a017"/>` +
    rect(
      cx - s * 0.8,
      cy + s * 0.1,
      s * 1.1,
      s * 0.45,
      'none',
      `stroke="#e9c46a" stroke-width="${s * 0.12}" rx="${s * 0.2}"`,
    ) +
    [0, 1, 2].map((i) => rect(cx - s * 0.55 + i * s * 0.3, cy - s * 0.5, s * 0.14, s * 0.4, accent)).join('') +
    rect(cx - s * 1.45, cy - s * 0.16, s * 0.2, s * 0.32, '#d4a017'),
  bells: (cx, cy, s) =>
    [-0.8, 0, 0.8]
      .map((offset, i) => {
        const x = cx + offset * s;
        const y = cy + (i === 1 ? -s * 0.3 : s * 0.1);
        return (
          `<path d="M${x - s * 0.35} ${y + s * 0.3} Q${x - s * 0.35} ${y - s * 0.5} ${x} ${y - s * 0.5} Q${x + s * 0.35} ${y - s * 0.5} ${x + s * 0.35} ${y + s * 0.3} L${x + s * 0.45} ${y + s * 0.45} L${x - s * 0.45} ${y + s * 0.45} Z" fill="#e9c46a"/>` +
          circle(x, y + s * 0.55, s * 0.1, '#d4a017') +
          line(x, y - s * 0.5, x, y - s * 0.9, WHITE, s * 0.04)
        );
      })
      .join('') +
    [0, 1, 2]
      .map(
        (i) =>
          `<path d="M${cx + s * 1.3 + i * s * 0.15} ${cy - s * 0.5} q ${s * 0.2} ${s * 0.4} 0 ${s * 0.8}" stroke="${WHITE}" stroke-width="${s * 0.04}" fill="none"/>`,
      )
      .join(''),
  violin: (cx, cy, s) =>
    `<g transform="rotate(-35 ${cx} ${cy})">` +
    `<path d="M${cx} ${cy - s * 0.9} C${cx - s * 0.55} ${cy - s * 0.9} ${cx - s * 0.55} ${cy - s * 0.35} ${cx - s * 0.3} ${cy - s * 0.2} C${cx - s * 0.6} ${cy} ${cx - s * 0.6} ${cy + s * 0.8} ${cx} ${cy + s * 0.8} C${cx + s * 0.6} ${cy + s * 0.8} ${cx + s * 0.6} ${cy} ${cx + s * 0.3} ${cy - s * 0.2} C${cx + s * 0.55} ${cy - s * 0.35} ${cx + s * 0.55} ${cy - s * 0.9} ${cx} ${cy - s * 0.9} Z" fill="${WOOD}"/>` +
    rect(cx - s * 0.07, cy - s * 1.8, s * 0.14, s * 1.4, INK) +
    circle(cx, cy - s * 1.85, s * 0.12, INK) +
    `<path d="M${cx - s * 0.2} ${cy - s * 0.1} q ${-s * 0.1} ${s * 0.15} 0 ${s * 0.3}" stroke="${INK}" stroke-width="${s * 0.04}" fill="none"/>` +
    `<path d="M${cx + s * 0.2} ${cy - s * 0.1} q ${s * 0.1} ${s * 0.15} 0 ${s * 0.3}" stroke="${INK}" stroke-width="${s * 0.04}" fill="none"/>` +
    `</g>` +
    line(cx - s * 1.4, cy - s * 0.2, cx + s * 1.3, cy + s * 0.5, '#f1e3c8', s * 0.05),
  flute: (cx, cy, s) =>
    `<g transform="rotate(-15 ${cx} ${cy})">` +
    rect(cx - s * 1.6, cy - s * 0.1, s * 3.2, s * 0.2, '#d9d9d9', `rx="${s * 0.1}"`) +
    Array.from({ length: 7 }, (_, i) => circle(cx - s * 0.9 + i * s * 0.3, cy - s * 0.1, s * 0.07, '#8d99ae')).join(
      '',
    ) +
    circle(cx - s * 1.35, cy - s * 0.1, s * 0.09, INK) +
    `</g>` +
    noteHead(cx + s * 0.9, cy - s * 0.5, s * 0.18, WHITE) +
    noteHead(cx + s * 1.3, cy - s * 0.8, s * 0.18, WHITE),
  shaker: (cx, cy, s, accent) =>
    [-0.6, 0.6]
      .map(
        (offset) =>
          `<g transform="rotate(${offset * 30} ${cx + offset * s} ${cy})">` +
          `<ellipse cx="${cx + offset * s}" cy="${cy - s * 0.3}" rx="${s * 0.45}" ry="${s * 0.6}" fill="${accent}"/>` +
          rect(cx + offset * s - s * 0.08, cy + s * 0.2, s * 0.16, s * 0.8, WOOD) +
          Array.from({ length: 5 }, (_, i) =>
            circle(
              cx + offset * s + Math.cos(i * 1.3) * s * 0.2,
              cy - s * 0.3 + Math.sin(i * 1.9) * s * 0.3,
              s * 0.06,
              WHITE,
            ),
          ).join('') +
          `</g>`,
      )
      .join(''),
  guitar: (cx, cy, s, accent) =>
    `<g transform="rotate(40 ${cx} ${cy})">` +
    circle(cx, cy + s * 0.35, s * 0.55, accent) +
    circle(cx, cy - s * 0.25, s * 0.42, accent) +
    circle(cx, cy + s * 0.1, s * 0.15, INK) +
    rect(cx - s * 0.08, cy - s * 1.9, s * 0.16, s * 1.8, WOOD) +
    rect(cx - s * 0.14, cy - s * 2.2, s * 0.28, s * 0.35, INK, 'rx="6"') +
    [-0.04, 0, 0.04].map((d) => line(cx + d * s, cy - s * 1.9, cx + d * s, cy + s * 0.5, WHITE, s * 0.015)).join('') +
    `</g>`,
  ear: (cx, cy, s) =>
    `<path d="M${cx - s * 0.5} ${cy - s * 0.3} C${cx - s * 0.5} ${cy - s * 1.1} ${cx + s * 0.6} ${cy - s * 1.1} ${cx + s * 0.5} ${cy - s * 0.1} C${cx + s * 0.45} ${cy + s * 0.4} ${cx} ${cy + s * 0.4} ${cx} ${cy + s * 0.8} C${cx} ${cy + s * 1.1} ${cx - s * 0.4} ${cy + s * 1.1} ${cx - s * 0.45} ${cy + s * 0.8}" stroke="${WHITE}" stroke-width="${s * 0.14}" fill="none" stroke-linecap="round"/>` +
    `<path d="M${cx - s * 0.15} ${cy - s * 0.2} C${cx - s * 0.15} ${cy - s * 0.6} ${cx + s * 0.25} ${cy - s * 0.6} ${cx + s * 0.2} ${cy - s * 0.15}" stroke="${WHITE}" stroke-width="${s * 0.1}" fill="none" stroke-linecap="round"/>` +
    [0, 1, 2]
      .map(
        (i) =>
          `<path d="M${cx - s * (1 + i * 0.3)} ${cy - s * (0.6 + i * 0.2)} q ${-s * 0.3} ${s * (0.6 + i * 0.2)} 0 ${s * (1.2 + i * 0.4)}" stroke="${WHITE}" stroke-width="${s * 0.06}" fill="none" opacity="${0.9 - i * 0.25}"/>`,
      )
      .join(''),
  voice: (cx, cy, s) =>
    circle(cx - s * 0.4, cy, s * 0.8, WHITE) +
    `<ellipse cx="${cx - s * 0.1}" cy="${cy + s * 0.25}" rx="${s * 0.22}" ry="${s * 0.28}" fill="${INK}"/>` +
    circle(cx - s * 0.55, cy - s * 0.25, s * 0.08, INK) +
    circle(cx - s * 0.1, cy - s * 0.3, s * 0.08, INK) +
    noteHead(cx + s * 0.9, cy - s * 0.1, s * 0.2, WHITE) +
    noteHead(cx + s * 1.3, cy - s * 0.6, s * 0.2, WHITE) +
    noteHead(cx + s * 1.6, cy - s * 0.2, s * 0.2, WHITE),
  pencil: (cx, cy, s, accent) =>
    [0, 1, 2, 3, 4]
      .map((i) =>
        line(cx - s * 1.5, cy + s * (0.2 + i * 0.18), cx + s * 1.5, cy + s * (0.2 + i * 0.18), WHITE, s * 0.03),
      )
      .join('') +
    noteHead(cx - s * 0.9, cy + s * 0.65, s * 0.15, WHITE) +
    noteHead(cx - s * 0.4, cy + s * 0.47, s * 0.15, WHITE) +
    `<g transform="rotate(35 ${cx + s * 0.6} ${cy - s * 0.2})">` +
    rect(cx + s * 0.45, cy - s * 1.3, s * 0.3, s * 1.3, accent) +
    `<polygon points="${cx + s * 0.45},${cy} ${cx + s * 0.75},${cy} ${cx + s * 0.6},${cy + s * 0.35}" fill="#f1e3c8"/>` +
    rect(cx + s * 0.45, cy - s * 1.45, s * 0.3, s * 0.15, '#e5989b') +
    `</g>`,
  stage: (cx, cy, s, accent) =>
    rect(cx - s * 1.6, cy + s * 0.6, s * 3.2, s * 0.25, WOOD) +
    `<path d="M${cx - s * 1.6} ${cy - s * 1.3} Q${cx - s * 1.1} ${cy - s * 0.2} ${cx - s * 1.4} ${cy + s * 0.6} L${cx - s * 1.6} ${cy + s * 0.6} Z" fill="${accent}"/>` +
    `<path d="M${cx + s * 1.6} ${cy - s * 1.3} Q${cx + s * 1.1} ${cy - s * 0.2} ${cx + s * 1.4} ${cy + s * 0.6} L${cx + s * 1.6} ${cy + s * 0.6} Z" fill="${accent}"/>` +
    person(cx - s * 0.4, cy + s * 0.05, s * 0.55, WHITE, [150, -150], [15, -15]) +
    person(cx + s * 0.4, cy + s * 0.05, s * 0.55, WHITE, [120, -60], [15, -15]),
  scarf: (cx, cy, s, accent) =>
    person(cx - s * 0.5, cy + s * 0.3, s * 0.9, WHITE, [160, -120], [20, -10]) +
    `<path d="M${cx - s * 0.25} ${cy - s * 0.75} C${cx + s * 0.4} ${cy - s * 1.4} ${cx + s * 0.8} ${cy - s * 0.2} ${cx + s * 1.5} ${cy - s * 0.8}" stroke="${accent}" stroke-width="${s * 0.22}" fill="none" stroke-linecap="round"/>`,
  orchestra: (cx, cy, s, accent) =>
    [0, 1, 2]
      .map((row) => {
        const seats = 5 + row * 2;
        const radius = s * (0.7 + row * 0.4);
        return Array.from({ length: seats }, (_, i) => {
          const angle = Math.PI * (0.15 + (0.7 * i) / (seats - 1));
          return circle(
            cx - radius * 1.3 * Math.cos(angle),
            cy + s * 0.9 - radius * Math.sin(angle),
            s * 0.1,
            row === 1 ? WHITE : accent,
          );
        }).join('');
      })
      .join('') + person(cx, cy + s * 0.95, s * 0.4, WHITE, [150, -160], [10, -10]),
  pulse: (cx, cy, s, accent) =>
    `<path d="M${cx} ${cy + s * 0.6} C${cx - s * 1.2} ${cy - s * 0.2} ${cx - s * 0.6} ${cy - s * 1} ${cx} ${cy - s * 0.45} C${cx + s * 0.6} ${cy - s * 1} ${cx + s * 1.2} ${cy - s * 0.2} ${cx} ${cy + s * 0.6} Z" fill="${accent}"/>` +
    `<polyline points="${cx - s * 1.6},${cy} ${cx - s * 0.6},${cy} ${cx - s * 0.4},${cy - s * 0.5} ${cx - s * 0.15},${cy + s * 0.4} ${cx + s * 0.1},${cy - s * 0.2} ${cx + s * 0.3},${cy} ${cx + s * 1.6},${cy}" stroke="${WHITE}" stroke-width="${s * 0.08}" fill="none" stroke-linejoin="round"/>` +
    [0, 1, 2, 3].map((i) => circle(cx - s * 1.2 + i * s * 0.8, cy + s * 1.1, s * 0.12, WHITE)).join(''),
  rhythm: (cx, cy, s) => {
    const lengths = [1, 0.5, 0.5, 1, 2, 0.5, 0.5, 0.5, 0.5];
    let x = cx - s * 1.6;
    return (
      lengths
        .map((length) => {
          const bar = rect(x, cy - s * 0.2, length * s * 0.4 - s * 0.08, s * 0.4, WHITE, 'rx="6"');
          x += length * s * 0.4;
          return bar;
        })
        .join('') +
      [0, 1, 2, 3, 4, 5, 6, 7]
        .map((i) =>
          line(
            cx - s * 1.6 + i * s * 0.4 * 1.25,
            cy + s * 0.45,
            cx - s * 1.6 + i * s * 0.4 * 1.25,
            cy + s * 0.7,
            WHITE,
            s * 0.05,
          ),
        )
        .join('')
    );
  },
  marching: (cx, cy, s, accent) =>
    person(cx - s * 0.7, cy + s * 0.3, s * 0.8, WHITE, [150, -40], [30, -20]) +
    person(cx + s * 0.5, cy + s * 0.3, s * 0.8, WHITE, [40, -150], [-30, 20]) +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<ellipse cx="${cx - s * 1.5 + i * s}" cy="${cy + s * 1.3}" rx="${s * 0.18}" ry="${s * 0.09}" fill="${accent}"/>`,
      )
      .join(''),
  clapping: (cx, cy, s, accent) =>
    `<g transform="rotate(-20 ${cx - s * 0.3} ${cy})">${rect(cx - s * 0.75, cy - s * 0.7, s * 0.45, s * 1.2, WHITE, `rx="${s * 0.2}"`)}</g>` +
    `<g transform="rotate(20 ${cx + s * 0.3} ${cy})">${rect(cx + s * 0.3, cy - s * 0.7, s * 0.45, s * 1.2, WHITE, `rx="${s * 0.2}"`)}</g>` +
    [-1, 0, 1]
      .map((i) => line(cx + i * s * 0.35, cy - s * 1, cx + i * s * 0.55, cy - s * 1.4, accent, s * 0.07))
      .join(''),
  freeze: (cx, cy, s) =>
    person(cx - s * 0.3, cy + s * 0.3, s, WHITE, [100, -170], [25, -25]) +
    [0, 60, 120]
      .map(
        (angle) =>
          `<g transform="rotate(${angle} ${cx + s * 1.1} ${cy - s * 0.8})">${line(cx + s * 1.1, cy - s * 1.25, cx + s * 1.1, cy - s * 0.35, WHITE, s * 0.07)}</g>`,
      )
      .join(''),
  pitch: (cx, cy, s, accent) =>
    line(cx - s * 0.8, cy + s, cx - s * 0.8, cy - s * 1.2, WOOD, s * 0.1) +
    line(cx + s * 0.8, cy + s, cx + s * 0.8, cy - s * 1.2, WOOD, s * 0.1) +
    [0, 1, 2, 3, 4]
      .map((i) =>
        line(cx - s * 0.8, cy + s * 0.8 - i * s * 0.45, cx + s * 0.8, cy + s * 0.8 - i * s * 0.45, WOOD, s * 0.08),
      )
      .join('') +
    [0, 1, 2, 3, 4]
      .map((i) => circle(cx - s * 0.4 + i * s * 0.2, cy + s * 0.65 - i * s * 0.45, s * 0.12, i === 4 ? WHITE : accent))
      .join(''),
  round: (cx, cy, s, accent) =>
    [0, 1, 2, 3]
      .map((i) => {
        const angle = (i * Math.PI) / 2;
        const x = cx + Math.cos(angle) * s;
        const y = cy + Math.sin(angle) * s * 0.8;
        return circle(x, y, s * 0.32, i % 2 ? accent : WHITE) + noteHead(x - s * 0.05, y + s * 0.1, s * 0.1, INK);
      })
      .join('') +
    `<circle cx="${cx}" cy="${cy}" r="${s * 1.45}" fill="none" stroke="${WHITE}" stroke-width="${s * 0.05}" stroke-dasharray="${s * 0.2} ${s * 0.15}"/>`,
  forest: (cx, cy, s, accent) =>
    circle(cx + s * 1.2, cy - s * 1, s * 0.3, '#f1faee') +
    [-1.3, -0.4, 0.5, 1.3]
      .map((offset, i) => {
        const x = cx + offset * s;
        const height = s * (1.4 + (i % 2) * 0.4);
        return (
          `<polygon points="${x},${cy + s * 0.8 - height} ${x - s * 0.45},${cy + s * 0.8} ${x + s * 0.45},${cy + s * 0.8}" fill="${accent}"/>` +
          rect(x - s * 0.06, cy + s * 0.8, s * 0.12, s * 0.3, WOOD)
        );
      })
      .join(''),
  sunrise: (cx, cy, s) =>
    `<path d="M${cx - s * 0.9} ${cy + s * 0.5} A${s * 0.9} ${s * 0.9} 0 0 1 ${cx + s * 0.9} ${cy + s * 0.5} Z" fill="#ffb703"/>` +
    Array.from({ length: 7 }, (_, i) => {
      const angle = Math.PI * (0.08 + (i * 0.84) / 6);
      return line(
        cx - Math.cos(angle) * s * 1.1,
        cy + s * 0.5 - Math.sin(angle) * s * 1.1,
        cx - Math.cos(angle) * s * 1.5,
        cy + s * 0.5 - Math.sin(angle) * s * 1.5,
        '#ffb703',
        s * 0.08,
      );
    }).join('') +
    `<path d="M${cx - s * 1.8} ${cy + s * 0.5} Q${cx - s * 0.9} ${cy + s * 0.1} ${cx} ${cy + s * 0.6} T${cx + s * 1.8} ${cy + s * 0.4} L${cx + s * 1.8} ${cy + s * 1.2} L${cx - s * 1.8} ${cy + s * 1.2} Z" fill="#2a9d8f"/>`,
  film: (cx, cy, s, accent) =>
    rect(cx - s * 1.6, cy - s * 0.7, s * 3.2, s * 1.4, INK) +
    [0, 1, 2, 3, 4, 5, 6, 7]
      .map(
        (i) =>
          rect(cx - s * 1.5 + i * s * 0.4, cy - s * 0.62, s * 0.2, s * 0.14, WHITE) +
          rect(cx - s * 1.5 + i * s * 0.4, cy + s * 0.48, s * 0.2, s * 0.14, WHITE),
      )
      .join('') +
    [0, 1, 2]
      .map((i) => rect(cx - s * 1.45 + i * s * 1, cy - s * 0.38, s * 0.9, s * 0.76, accent, 'opacity="0.8"'))
      .join('') +
    `<polygon points="${cx - s * 0.15},${cy - s * 0.25} ${cx - s * 0.15},${cy + s * 0.25} ${cx + s * 0.25},${cy}" fill="${WHITE}"/>`,
  chase: (cx, cy, s, accent) =>
    person(cx + s * 0.8, cy + s * 0.3, s * 0.8, WHITE, [60, -120], [50, -40]) +
    person(cx - s * 0.8, cy + s * 0.3, s * 0.8, accent, [60, -120], [50, -40]) +
    [0, 1, 2]
      .map((i) =>
        line(cx - s * 1.9, cy - s * 0.3 + i * s * 0.3, cx - s * 1.4, cy - s * 0.3 + i * s * 0.3, WHITE, s * 0.05),
      )
      .join(''),
  boat: (cx, cy, s, accent) =>
    `<path d="M${cx - s * 1.1} ${cy + s * 0.2} L${cx + s * 1.1} ${cy + s * 0.2} L${cx + s * 0.8} ${cy + s * 0.6} L${cx - s * 0.8} ${cy + s * 0.6} Z" fill="${WOOD}"/>` +
    line(cx - s * 0.6, cy - s * 0.2, cx - s * 1.4, cy + s * 0.5, WOOD, s * 0.07) +
    line(cx + s * 0.6, cy - s * 0.2, cx + s * 1.4, cy + s * 0.5, WOOD, s * 0.07) +
    person(cx, cy + s * 0.15, s * 0.45, WHITE, [120, -120], [0, 0]) +
    [0, 1]
      .map(
        (i) =>
          `<path d="M${cx - s * 1.8} ${cy + s * (0.75 + i * 0.3)} q ${s * 0.3} ${-s * 0.2} ${s * 0.6} 0 t ${s * 0.6} 0 t ${s * 0.6} 0 t ${s * 0.6} 0 t ${s * 0.6} 0 t ${s * 0.6} 0" stroke="${i ? WHITE : accent}" stroke-width="${s * 0.08}" fill="none"/>`,
      )
      .join(''),
  farm: (cx, cy, s, accent) =>
    `<polygon points="${cx - s * 0.9},${cy - s * 0.1} ${cx - s * 0.2},${cy - s * 0.8} ${cx + s * 0.5},${cy - s * 0.1}" fill="${accent}"/>` +
    rect(cx - s * 0.8, cy - s * 0.1, s * 1.2, s * 1, '#c1121f') +
    rect(cx - s * 0.4, cy + s * 0.35, s * 0.4, s * 0.55, WHITE) +
    `<ellipse cx="${cx + s * 1.2}" cy="${cy + s * 0.55}" rx="${s * 0.45}" ry="${s * 0.28}" fill="${WHITE}"/>` +
    circle(cx + s * 1.05, cy + s * 0.5, s * 0.1, INK) +
    circle(cx + s * 1.65, cy + s * 0.4, s * 0.16, WHITE) +
    [0.9, 1.45].map((x) => line(cx + s * x, cy + s * 0.75, cx + s * x, cy + s * 1.05, WHITE, s * 0.07)).join(''),
  textures: (cx, cy, s, accent) =>
    [
      [-1, -0.5, '#adb5bd'],
      [0.1, -0.5, accent],
      [-1, 0.4, '#e9c46a'],
      [0.1, 0.4, WHITE],
    ]
      .map(
        ([x, y, colour], i) =>
          rect(cx + (x as number) * s, cy + (y as number) * s, s * 0.85, s * 0.75, colour as string, 'rx="10"') +
          Array.from({ length: 4 }, (_, k) =>
            circle(
              cx + (x as number) * s + s * (0.2 + (k % 2) * 0.4),
              cy + (y as number) * s + s * (0.2 + Math.floor(k / 2) * 0.35),
              s * (0.05 + (i % 2) * 0.05),
              INK,
              'opacity="0.35"',
            ),
          ).join(''),
      )
      .join(''),
  screen: (cx, cy, s, accent) =>
    rect(cx - s * 1.4, cy - s * 0.9, s * 2.8, s * 1.6, WHITE, 'rx="8"') +
    rect(cx - s * 1.25, cy - s * 0.75, s * 2.5, s * 1.3, accent) +
    [0, 1, 2, 3, 4]
      .map((i) => line(cx - s * 1, cy - s * 0.5 + i * s * 0.2, cx + s * 1, cy - s * 0.5 + i * s * 0.2, WHITE, s * 0.02))
      .join('') +
    noteHead(cx - s * 0.5, cy - s * 0.2, s * 0.1, WHITE) +
    noteHead(cx, cy - s * 0.3, s * 0.1, WHITE) +
    noteHead(cx + s * 0.5, cy - s * 0.1, s * 0.1, WHITE) +
    line(cx, cy + s * 0.7, cx, cy + s * 1.1, WHITE, s * 0.08),
  checklist: (cx, cy, s, accent) =>
    rect(cx - s * 0.9, cy - s * 1.1, s * 1.8, s * 2.2, WHITE, 'rx="10"') +
    [0, 1, 2, 3]
      .map(
        (i) =>
          rect(
            cx - s * 0.7,
            cy - s * 0.85 + i * s * 0.5,
            s * 0.25,
            s * 0.25,
            'none',
            `stroke="${INK}" stroke-width="${s * 0.03}"`,
          ) +
          line(
            cx - s * 0.3,
            cy - s * 0.72 + i * s * 0.5,
            cx + s * 0.7,
            cy - s * 0.72 + i * s * 0.5,
            '#8d99ae',
            s * 0.05,
          ) +
          (i < 3
            ? `<polyline points="${cx - s * 0.66},${cy - s * 0.75 + i * s * 0.5} ${cx - s * 0.58},${cy - s * 0.65 + i * s * 0.5} ${cx - s * 0.4},${cy - s * 0.9 + i * s * 0.5}" stroke="${accent}" stroke-width="${s * 0.06}" fill="none"/>`
            : ''),
      )
      .join(''),
  rain: (cx, cy, s, accent) =>
    cloud(cx, cy - s * 0.5, s, WHITE) +
    slantedStrokes(cx, cy, s, [-0.9, -0.3, 0.3, 0.9], { top: 0.25, bottom: 0.6, stagger: 0.2 }, accent, s * 0.09) +
    noteHead(cx - s * 1.5, cy + s * 0.9, s * 0.14, WHITE) +
    noteHead(cx + s * 1.4, cy + s * 1.1, s * 0.14, WHITE),
  storm: (cx, cy, s, accent) =>
    cloud(cx, cy - s * 0.6, s, '#adb5bd') +
    `<polygon points="${cx},${cy - s * 0.1} ${cx - s * 0.35},${cy + s * 0.6} ${cx - s * 0.05},${cy + s * 0.6} ${cx - s * 0.25},${cy + s * 1.3} ${cx + s * 0.35},${cy + s * 0.4} ${cx + s * 0.05},${cy + s * 0.4} ${cx + s * 0.2},${cy - s * 0.1}" fill="#ffd60a"/>` +
    slantedStrokes(cx, cy, s, [-1.1, -0.7, 0.7, 1.1], { top: 0.1, bottom: 0.45, stagger: 0.3 }, accent, s * 0.08),
  moon: (cx, cy, s, accent) =>
    `<circle cx="${cx - s * 0.6}" cy="${cy - s * 0.4}" r="${s * 0.75}" fill="#f1faee"/>` +
    `<circle cx="${cx - s * 0.25}" cy="${cy - s * 0.6}" r="${s * 0.65}" fill="${accent}"/>` +
    [0, 1, 2, 3].map((i) => noteHead(cx + s * (0.2 + i * 0.45), cy + s * (1 - i * 0.3), s * 0.14, WHITE)).join(''),
  train: (cx, cy, s, accent) =>
    rect(cx - s * 1.6, cy - s * 0.2, s * 1.5, s * 0.8, WHITE, `rx="${s * 0.1}"`) +
    rect(cx - s * 1.45, cy - s * 0.75, s * 0.5, s * 0.55, WHITE) +
    rect(cx - s * 0.7, cy - s * 0.55, s * 0.3, s * 0.35, WHITE) +
    rect(cx, cy - s * 0.1, s * 1.4, s * 0.7, accent, `rx="${s * 0.1}"`) +
    [-1.3, -0.6, 0.3, 1.1].map((x) => circle(cx + x * s, cy + s * 0.7, s * 0.2, INK)).join('') +
    circle(cx - s * 0.55, cy - s * 0.95, s * 0.16, WHITE, 'opacity="0.7"') +
    circle(cx - s * 0.3, cy - s * 1.2, s * 0.22, WHITE, 'opacity="0.5"') +
    line(cx - s * 1.8, cy + s * 0.95, cx + s * 1.8, cy + s * 0.95, INK, s * 0.06),
};
