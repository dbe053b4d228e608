#!/usr/bin/env node
// `npm run screens`: a screenshot of each main page type at 1366×768 and 390×844, and lesson mode at 1920×1080,
// written to docs/screens/ (docs/DESIGN.md shows them). Builds nothing: run `node scripts/start.mjs --build-only`
// first. Starts the built product on a throw-away database as the journeys do (e2e/run-e2e.mjs), or uses
// E2E_BASE_URL; signs in as the seeded subscriber for the pages that need it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { freePort, startJourneyBoundary, startProduct } from '../e2e/run-e2e.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'docs', 'screens');
const subscriber = { identifier: 'subscriber@example.com', password: 'Teacher123' };
const viewports = {
  desktop: { width: 1366, height: 768 },
  phone: { width: 390, height: 844 },
};
const projector = { width: 1920, height: 1080 };

async function graphqlQuery(baseUrl, query, token) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });
  const body = await response.json();
  if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join('; '));
  return body.data;
}

/** The subscriber's token and the session the app keeps after a login (apps/web/src/lib/me.ts). */
async function subscriberSession(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(subscriber),
  });
  const { jwt } = await response.json();
  if (!jwt) throw new Error('The seeded subscriber could not sign in');
  const { me } = await graphqlQuery(
    baseUrl,
    `{ me { id documentId username email role { type description } user_profile { salutation first_name last_name phone_number school role address_1 address_2 postcode user_updated } } }`,
    jwt,
  );
  return { token: jwt, me };
}

/** A seeded unit, lesson and activity (with slides) to photograph, in the first programme that has them. */
async function seededPaths(baseUrl, token) {
  const { schemes } = await graphqlQuery(
    baseUrl,
    `{ schemes { documentId programme { slug audience { slug } } lessons { documentId activities { activity { documentId activity_slideshow { activity_slides { title } } } } } } }`,
    token,
  );
  for (const scheme of schemes) {
    const programme = `/${scheme.programme.audience.slug}/${scheme.programme.slug}`;
    for (const lesson of scheme.lessons) {
      const activity = lesson.activities.find((entry) => entry.activity?.activity_slideshow)?.activity;
      if (!activity) continue;
      const unit = `${programme}/unit/${scheme.documentId}`;
      const lessonPath = `${unit}/lesson/${lesson.documentId}`;
      return {
        audience: `/${scheme.programme.audience.slug}`,
        programme,
        unit,
        lesson: lessonPath,
        activity: `${lessonPath}/activity/${activity.documentId}`,
        slides: `${lessonPath}/slides/${activity.documentId}/1`,
        // A later slide, where the teacher's home shows they left off.
        leftAt: `${lessonPath}/slides/${activity.documentId}/${Math.min(3, activity.activity_slideshow.activity_slides.length)}`,
      };
    }
  }
  throw new Error('No seeded lesson with a slideshow');
}

/** The subscriber opened the lesson and left it at a later slide, so their home shows a teacher's home in use. */
async function teachSomething(baseUrl, token, paths) {
  for (const [event, path] of [
    ['opened', paths.lesson],
    ['position', paths.leftAt],
  ]) {
    const response = await fetch(`${baseUrl}/api/teaching-history/${event}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ data: { path } }),
    });
    if (!response.ok) throw new Error(`The teaching history did not keep ${path}: ${response.status}`);
  }
}

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
    await context.addInitScript(({ token, me }) => {
      localStorage.setItem('token', token);
      localStorage.setItem(
        'user',
        JSON.stringify({ id: me.id, documentId: me.documentId, username: me.username, email: me.email }),
      );
      localStorage.setItem('userRole', JSON.stringify(me.role));
      if (me.user_profile) localStorage.setItem('userProfile', JSON.stringify(me.user_profile));
    }, session);
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
        await shoot(browser, { ...shot, baseUrl, viewport, name: `${name}-${size}` });
      }
    }
    await shoot(browser, {
      baseUrl,
      session,
      name: 'lesson-mode-projector',
      url: paths.slides,
      viewport: projector,
      fullPage: false,
    });
  } finally {
    await browser.close();
    boundary.close();
    if (product) process.kill(-product.pid, 'SIGTERM');
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
