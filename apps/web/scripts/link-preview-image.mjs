#!/usr/bin/env node
// Draws public/link-preview.png, the picture link previews show for a public page without a banner of its own
// (src/app/serverState.ts headTags): 1200×630, in the brand's colours (src/styles/_tokens.scss), typeface (Lexend)
// and mark (public/favicon.svg). Run again after the brand changes: `node apps/web/scripts/link-preview-image.mjs`.
// Needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium) and playwright-core, as the journeys do.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Inlined: a page set from a string may not load files.
const font = (weight) =>
  `data:font/woff2;base64,${fs
    .readFileSync(require.resolve(`@fontsource/lexend/files/lexend-latin-${weight}-normal.woff2`))
    .toString('base64')}`;
const mark = fs.readFileSync(path.join(webDir, 'public', 'favicon.svg'), 'utf8');

const html = `<!doctype html>
<html><head><style>
  @font-face { font-family: Lexend; font-weight: 400; src: url(${font(400)}) format('woff2'); }
  @font-face { font-family: Lexend; font-weight: 700; src: url(${font(700)}) format('woff2'); }
  html, body { margin: 0; width: 1200px; height: 630px; }
  body { background: #231a2e; color: #fffaf4; font-family: Lexend, sans-serif; display: flex; flex-direction: column;
    justify-content: center; padding: 0 96px; box-sizing: border-box; position: relative; overflow: hidden; }
  .mark { width: 136px; height: 136px; margin-bottom: 48px; }
  .mark svg { width: 100%; height: 100%; }
  .mark svg rect { fill: #b33c1e; }
  h1 { font-size: 96px; font-weight: 700; line-height: 1.05; margin: 0 0 28px; letter-spacing: -1px; }
  p { font-size: 36px; font-weight: 400; line-height: 1.35; margin: 0; color: #ffe7bf; max-width: 900px; }
  .bar { position: absolute; left: 0; right: 0; bottom: 0; height: 20px; background: #f2a93b; }
</style></head>
<body>
  <div class="mark">${mark}</div>
  <h1>Music Classroom</h1>
  <p>Music-education programmes, lessons and activities for teachers.</p>
  <div class="bar"></div>
</body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.evaluate(async () => {
  await document.fonts.load('700 96px Lexend');
  await document.fonts.load('400 36px Lexend');
});
const out = path.join(webDir, 'public', 'link-preview.png');
await page.screenshot({ path: out, type: 'png' });
await browser.close();
console.log(`Wrote ${path.relative(process.cwd(), out)}`);
