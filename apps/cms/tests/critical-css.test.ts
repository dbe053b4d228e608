import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compileSheet, encodePlan } from 'beasties/compiler';
import { afterAll, describe, expect, it } from 'vitest';
import { CRITICAL_CSS_FILE, criticalCssInliner } from '../src/delivery/server-rendering/critical-css';

/** Node's own import, as the CMS's compiled CommonJS makes it (server-rendering/index.ts `importModule`). */
const importModule = (specifier: string) => import(specifier);

const STYLESHEET = [
  '@font-face{font-family:Lexend;font-display:swap;src:url(/assets/lexend.woff2)format("woff2")}',
  'body{font-family:Lexend,sans-serif}',
  '.lesson-title{color:#123456}',
  '.card .card-title{font-weight:700}',
  '.modal-dialog{margin:3rem}',
  '.card-title:hover{color:red}',
].join('\n');

const PAGE =
  '<!doctype html><html><head><title>Lesson</title>' +
  '<link rel="stylesheet" crossorigin href="/assets/app-1.css"></head>' +
  '<body><div id="root"><h1 class="lesson-title">Up and Down</h1>' +
  '<div class="card"><h2 class="card-title">Activities</h2></div></div></body></html>';

describe('critical CSS inlined in a rendered page (issue 44, item 7)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'critical-css-'));
  const warnings: string[] = [];
  const warn = (message: string) => warnings.push(message);

  /** A build's output folder with the plans the web build writes (apps/web/bundling/critical-css.ts). */
  function distWith(plans: string | undefined) {
    const dist = fs.mkdtempSync(path.join(dir, 'dist-'));
    if (plans !== undefined) {
      fs.mkdirSync(path.join(dist, '.vite'));
      fs.writeFileSync(path.join(dist, CRITICAL_CSS_FILE), plans);
    }
    return dist;
  }

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("inlines the rules the page's elements use and links the stylesheet after its content", async () => {
    const plans = JSON.stringify([encodePlan(compileSheet(STYLESHEET, { href: '/assets/app-1.css' }))]);
    const inline = criticalCssInliner(distWith(plans), importModule, warn);
    const html = await inline(PAGE);
    const style = html.match(/<head>[\s\S]*<style>([\s\S]*?)<\/style>[\s\S]*<\/head>/)?.[1] ?? '';
    // What the page shows, with the typeface its text is drawn in.
    expect(style).toContain('.lesson-title{color:#123456}');
    expect(style).toContain('.card .card-title{font-weight:700}');
    expect(style).toMatch(/@font-face\{font-family:Lexend/);
    // Not what no element of it matches (a dialog the page does not hold).
    expect(style).not.toContain('.modal-dialog');
    // The whole stylesheet still comes (preloaded from the head), linked after the content: it never blocks a paint.
    expect(html).toMatch(/<head>[\s\S]*<link rel="preload" crossorigin href="\/assets\/app-1\.css" as="style">/);
    const linked = html.lastIndexOf('<link rel="stylesheet" crossorigin href="/assets/app-1.css">');
    expect(linked).toBeGreaterThan(html.indexOf('</div></div>'));
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(warnings).toEqual([]);
  });

  it('leaves the page as rendered without plans (a build before them, the development server) or with broken ones', async () => {
    expect(await criticalCssInliner(distWith(undefined), importModule, warn)(PAGE)).toBe(PAGE);
    expect(warnings).toEqual([]);
    const broken = criticalCssInliner(distWith('{ not json'), importModule, warn);
    expect(await broken(PAGE)).toBe(PAGE);
    expect(await broken(PAGE)).toBe(PAGE);
    // Said once, not on every page.
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^Critical CSS: the plans in .* could not be loaded, pages link their stylesheets/);
  });

  it('leaves a stylesheet the plans do not know linked as it was', async () => {
    const plans = JSON.stringify([encodePlan(compileSheet(STYLESHEET, { href: '/assets/app-1.css' }))]);
    const inline = criticalCssInliner(distWith(plans), importModule, () => undefined);
    const other = PAGE.replace('/assets/app-1.css', '/assets/app-2.css');
    const html = await inline(other);
    expect(html).not.toContain('<style>');
    expect(html).toContain('<head><title>Lesson</title><link rel="stylesheet" crossorigin href="/assets/app-2.css">');
  });
});
