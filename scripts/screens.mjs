#!/usr/bin/env node
// `npm run screens`: a screenshot of each main page type at 1366×768 and 390×844, lesson mode at 1920×1080, and a
// score slide and a picture slide at 390×844, 1366×768 and 1920×1080 (issue 44: slides that fit), written to
// docs/screens/ (docs/DESIGN.md shows them). Builds nothing: run `node scripts/start.mjs --build-only` first. Starts
// the built product on a throw-away database as the journeys do (e2e/run-e2e.mjs), or uses E2E_BASE_URL; signs in as
// the seeded subscriber for the pages that need it, and as the seeded editor for /admin.
// `npm run screens -- editor` retakes only the screenshots whose name contains `editor`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { freePort, startJourneyBoundary, startProduct } from '../e2e/run-e2e.mjs';
import { graphqlQuery, seededPaths, storeSession, subscriberSession, teachSomething } from './demo-session.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'docs', 'screens');
const viewports = {
  desktop: { width: 1366, height: 768 },
  phone: { width: 390, height: 844 },
};
const projector = { width: 1920, height: 1080 };
const only = process.argv[2] ?? '';
const wanted = (name) => name.includes(only);

/** Waits for the page's content: the spinner gone, images loaded, fonts ready. */
async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page
    .waitForFunction(() => !document.querySelector('.loading-spinner, [aria-busy="true"]'), null, { timeout: 15_000 })
    .catch(() => {});
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = [...document.images].filter((image) => !image.complete && image.loading !== 'lazy');
    await Promise.all(images.map((image) => new Promise((resolve) => image.addEventListener('load', resolve))));
  });
  await page.waitForTimeout(300);
}

async function shoot(browser, { baseUrl, session, name, url, viewport, fullPage = true, linkName }) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport,
    deviceScaleFactor: 1,
    ...(viewport.width < 500 ? { isMobile: true, hasTouch: true } : {}),
  });
  if (session) {
    await context.addInitScript(storeSession, session);
  }
  const page = await context.newPage();
  await page.goto(url);
  await settle(page);
  // Some pages are reached by a link rather than a known address (the libraries of a programme).
  if (linkName) {
    const href = await page.getByRole('link', { name: linkName, exact: true }).first().getAttribute('href');
    await page.goto(href);
    await settle(page);
  }
  const file = path.join(outDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  await context.close();
  console.log(`  ${path.relative(root, file)}`);
}

/**
 * Lesson-mode addresses of the first seeded score slide and the first picture slide ('image' template), numbered as
 * lesson mode numbers them (slides left out of the lesson do not count).
 */
async function seededSlidePaths(baseUrl, token) {
  const { schemes } = await graphqlQuery(
    baseUrl,
    `{ schemes { documentId programme { slug audience { slug } } lessons { documentId activities { activity { documentId activity_slideshow { activity_slides { slide_template include_in_lesson } } } } } } }`,
    token,
  );
  const found = {};
  for (const scheme of schemes) {
    for (const lesson of scheme.lessons) {
      const lessonPath = `/${scheme.programme.audience.slug}/${scheme.programme.slug}/unit/${scheme.documentId}/lesson/${lesson.documentId}`;
      for (const { activity } of lesson.activities) {
        const shown = (activity?.activity_slideshow?.activity_slides ?? []).filter(
          (s) => s.include_in_lesson !== false,
        );
        for (const [template, name] of [
          ['score', 'score'],
          ['image', 'picture'],
        ]) {
          const at = shown.findIndex((slide) => slide.slide_template === template);
          if (at >= 0 && !found[name]) found[name] = `${lessonPath}/slides/${activity.documentId}/${at + 1}`;
        }
      }
    }
  }
  return found;
}

/** The seeded editor (apps/cms/src/seed/accounts.ts DEMO_ADMIN). */
const EDITOR = { email: 'admin@example.com', password: 'Admin12345' };

/** A lesson's edit view in /admin as an editor sees it: Save (draft), Publish, Open preview, the Publisher panel. */
async function shootEditor(browser, { baseUrl, lessonId }) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: viewports.desktop, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto('/admin/auth/login');
  await page.locator('input[name="email"]').fill(EDITOR.email);
  await page.locator('input[name="password"]').fill(EDITOR.password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/auth'), { timeout: 90_000 });
  await page.goto(`/admin/content-manager/collection-types/api::lesson.lesson/${lessonId}`);
  await page.getByRole('button', { name: 'Publish', exact: true }).waitFor({ timeout: 60_000 });
  await settle(page);
  const file = path.join(outDir, 'editor-lesson-desktop.png');
  await page.screenshot({ path: file });
  await context.close();
  console.log(`  ${path.relative(root, file)}`);
}

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'screens-product-'));
  const boundary = await startJourneyBoundary();
  const port = await freePort();
  const baseUrl = process.env.E2E_BASE_URL || `http://127.0.0.1:${port}`;
  const product = process.env.E2E_BASE_URL ? undefined : await startProduct({ workDir, port, baseUrl, boundary });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const session = await subscriberSession(baseUrl);
    const paths = await seededPaths(baseUrl, session.token);
    await teachSomething(baseUrl, session.token, paths);
    const pages = [
      { name: 'home-visitor', url: '/' },
      { name: 'home-signed-in', url: '/', session },
      { name: 'audience', url: paths.audience },
      // A year group's page (issue 44): its lessons for a subscriber, its units and the sign-up offer for a visitor.
      { name: 'year-group', url: '/primary/year-5', session },
      { name: 'year-group-visitor', url: '/primary/year-5' },
      { name: 'programme', url: paths.programme, session },
      { name: 'unit', url: paths.unit, session },
      { name: 'lesson-overview', url: paths.lesson, session },
      { name: 'activity', url: paths.activity, session },
      { name: 'search', url: '/search?q=pulse', session },
      { name: 'activity-library', url: paths.programme, linkName: 'Activity Library', session },
      { name: 'audio-library', url: paths.programme, linkName: 'Audio Library', session },
      { name: 'playlists', url: '/playlists', session },
      { name: 'account', url: '/subscribe', session },
      { name: 'login', url: '/login' },
    ];
    fs.mkdirSync(outDir, { recursive: true });
    for (const [size, viewport] of Object.entries(viewports)) {
      for (const { name, ...shot } of pages) {
        if (wanted(`${name}-${size}`)) await shoot(browser, { ...shot, baseUrl, viewport, name: `${name}-${size}` });
      }
    }
    if (wanted('lesson-mode-projector'))
      await shoot(browser, {
        baseUrl,
        session,
        name: 'lesson-mode-projector',
        url: paths.slides,
        viewport: projector,
        fullPage: false,
      });
    const slidePaths = await seededSlidePaths(baseUrl, session.token);
    for (const [size, viewport] of Object.entries({ ...viewports, projector })) {
      for (const [kind, url] of Object.entries(slidePaths)) {
        const name = `lesson-mode-${kind}-${size}`;
        if (wanted(name)) await shoot(browser, { baseUrl, session, name, url, viewport, fullPage: false });
      }
    }
    if (wanted('editor-lesson-desktop'))
      await shootEditor(browser, { baseUrl, lessonId: paths.lesson.split('/').pop() });
  } finally {
    await browser.close();
    boundary.close();
    if (product) process.kill(-product.pid, 'SIGTERM');
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
