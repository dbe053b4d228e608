import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  criticalCssInliner,
  DEFERRED_STYLES_SCRIPT,
  DEFERRED_STYLES_SCRIPT_HASH,
} from '../src/server-rendering/critical-css';

/** A built app in miniature: the entry's stylesheet, a first-screen chunk's preloaded one, and a template. */
const TEMPLATE = `<!doctype html><html><head><title>t</title>
<script type="module" crossorigin src="/assets/index-a.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index-a.css">
<link rel="preload" as="style" crossorigin href="/assets/first-visit-b.css">
</head><body><div id="root"></div></body></html>`;

const page = (body: string) => TEMPLATE.replace('<div id="root"></div>', `<div id="root">${body}</div>`);

describe('critical CSS of a server-rendered page (issue 30)', () => {
  let dist: string;
  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'critical-css-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'assets', 'index-a.css'),
      '.banner{color:red}.never-rendered{color:blue}@media (min-width:768px){.banner{color:green}}',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'first-visit-b.css'), '.card{margin:1rem}.unused-card{margin:0}');
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it("inlines the rules the page uses, from the entry's and the first screen's stylesheets, and no others", async () => {
    const html = await criticalCssInliner(dist, TEMPLATE)(page('<p class="banner">a</p><p class="card">b</p>'));
    const inlined = html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
    expect(inlined).toContain('.banner{color:red}');
    expect(inlined).toContain('@media (min-width:768px){.banner{color:green}}');
    expect(inlined).toContain('.card{margin:1rem}');
    expect(inlined).not.toContain('never-rendered');
    expect(inlined).not.toContain('unused-card');
  });

  it('loads the whole stylesheet without blocking the first paint, with JavaScript or without', async () => {
    const html = await criticalCssInliner(dist, TEMPLATE)(page('<p class="banner">a</p>'));
    // Fetched as print (no render blocking), switched to all by the one inline script the CSP allows.
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/index-a\.css" media="print" data-beasties-media="all">/);
    expect(html).toContain(`<script>${DEFERRED_STYLES_SCRIPT}</script>`);
    expect(html).toMatch(/<noscript><link rel="stylesheet" crossorigin href="\/assets\/index-a\.css"><\/noscript>/);
    // The first screen's stylesheet is inlined, so its render-blocking preload goes.
    expect(html).not.toContain('first-visit-b.css');
    expect(html).not.toContain('beasties-container');
  });

  it("names the switch's own hash for the Content-Security-Policy", () => {
    const hash = crypto.createHash('sha256').update(DEFERRED_STYLES_SCRIPT).digest('base64');
    expect(DEFERRED_STYLES_SCRIPT_HASH).toBe(`'sha256-${hash}'`);
  });
});
