#!/usr/bin/env node
// `node bench/accessibility.mjs`: Lighthouse's accessibility score of every page type a visitor and a subscriber reach,
// on a phone (Lighthouse's mobile defaults) and a desktop. Needs a built product (`node scripts/start.mjs
// --build-only`); starts it on a throw-away database as the journeys do, or uses E2E_BASE_URL. The subscriber's pages
// are audited with the session a login leaves (Lighthouse keeps the browser's storage: `disableStorageReset`).
// Prints each page's score and the failing audits with their elements; exits non-zero when one is below 100.
// `node bench/accessibility.mjs '^lesson'` audits only the pages whose label matches the pattern. A pupil's view of a
// class session (issue 47) is audited as the page stands after the pupil joined by its form (Lighthouse's snapshot
// mode: a pupil's seat lives in the tab).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { snapshot } from 'lighthouse';
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { freePort, startJourneyBoundary, startProduct } from '../e2e/run-e2e.mjs';
import { seededPaths, storeSession, subscriberSession } from '../scripts/demo-session.mjs';

const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const pattern = new RegExp(process.argv[2] ?? '');
const FORM_FACTORS = {
  phone: {},
  desktop: {
    formFactor: 'desktop',
    screenEmulation: { mobile: false, width: 1366, height: 768, deviceScaleFactor: 1, disabled: false },
  },
};

/** The score and the failing audits (with their elements) of a Lighthouse result. */
function scored(result, url) {
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  const failing = Object.values(result.lhr.audits)
    .filter((entry) => entry.score === 0 && entry.scoreDisplayMode === 'binary')
    .map((entry) => {
      const nodes = (entry.details?.items ?? []).map((item) => item.node?.snippet).filter(Boolean);
      return nodes.length ? `${entry.id} (${nodes.join(' ')})` : entry.id;
    });
  return { score: Math.round(result.lhr.categories.accessibility.score * 100), failing };
}

async function audit(url, port, formFactor) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['accessibility'],
    disableStorageReset: true,
    ...FORM_FACTORS[formFactor],
  });
  return scored(result, url);
}

/** The viewport each form factor is judged at in snapshot mode, where Lighthouse takes the page as it is. */
const SNAPSHOT_VIEWPORTS = {
  phone: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { width: 1366, height: 768, deviceScaleFactor: 1 },
};

/** A pupil joins the class `code` at /join by its form; Lighthouse then judges the pupil's view with the slide. */
async function auditPupilView(baseUrl, port, code, formFactor) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  const page = await browser.newPage();
  try {
    await page.setViewport(SNAPSHOT_VIEWPORTS[formFactor]);
    await page.goto(`${baseUrl}/join?code=${code}`);
    await page.locator('::-p-aria(Your first name or a nickname)').fill('Ada');
    await page.locator('::-p-aria(Join the lesson)').click();
    await page.locator('::-p-text(Joined as Ada)').wait();
    await page.locator('.lesson-mode__stage article').wait();
    const result = await snapshot(page, {
      flags: { onlyCategories: ['accessibility'], logLevel: 'error', ...FORM_FACTORS[formFactor] },
    });
    return scored(result, page.url());
  } finally {
    await page.close();
    await browser.disconnect();
  }
}

/** The subscriber starts class screens for `lessonPath`'s lesson at `slidePath`'s slide; the session's code. */
async function startClass(baseUrl, token, lessonPath, slidePath) {
  const call = async (method, address, body) => {
    const response = await fetch(`${baseUrl}${address}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${address}: ${response.status}`);
    return (await response.json()).data;
  };
  const session = await call('POST', '/api/class-sessions', { lesson: lessonPath.split('/').at(-1) });
  const slide = slidePath.split('/slides/')[1];
  await call('PUT', `/api/class-sessions/${session.id}/slide`, { position: 1, id: slide, blackout: false });
  return session.code;
}

/** A programme's library, reached by its link rather than a known address. */
async function linkTarget(page, url, name) {
  await page.goto(url);
  const link = page.getByRole('link', { name, exact: true }).first();
  await link.waitFor({ timeout: 30_000 });
  return new URL((await link.getAttribute('href')) ?? '', page.url()).pathname;
}

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-accessibility-'));
  const boundary = await startJourneyBoundary();
  const port = await freePort();
  const baseUrl = process.env.E2E_BASE_URL || `http://127.0.0.1:${port}`;
  const product = process.env.E2E_BASE_URL ? undefined : await startProduct({ workDir, port, baseUrl, boundary });
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox'] });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  let failed = false;
  try {
    const session = await subscriberSession(baseUrl);
    const paths = await seededPaths(baseUrl, session.token);
    const page = await browser.contexts()[0].newPage();
    const visitor = [
      ['home', '/'],
      ['audience home', paths.audience],
      ['programme', paths.programme],
      ['CPD', '/cpd'],
      ['Live', '/live'],
      ['search', '/search?q=pulse'],
      ['log in', '/login'],
      ['terms', '/terms-and-conditions'],
      ['not found', '/nowhere-at-all'],
      ['year group', '/primary/year-2'],
      ['class join', '/join'],
    ];
    await page.goto(baseUrl);
    await page.evaluate(storeSession, session);
    const subscriber = [
      ["teacher's home", '/'],
      ['programme', paths.programme],
      ['unit', paths.unit],
      ['lesson overview', paths.lesson],
      ['activity', paths.activity],
      ['lesson mode', paths.slides],
      ['activity library', await linkTarget(page, `${baseUrl}${paths.programme}`, 'Activity Library')],
      ['audio library', await linkTarget(page, `${baseUrl}${paths.programme}`, 'Audio Library')],
      ['search by year', '/search?q=pulse&yearGroup=Year+5'],
      ['playlists', '/playlists'],
      ['account', '/subscribe'],
      ['year group', '/primary/year-2'],
    ];
    const rows = [];
    for (const [who, pages] of [
      ['subscriber', subscriber],
      ['visitor', visitor],
    ]) {
      if (who === 'visitor') await page.evaluate(() => localStorage.clear());
      for (const [label, pagePath] of pages.filter(([name]) => pattern.test(name))) {
        for (const formFactor of Object.keys(FORM_FACTORS)) {
          const { score, failing } = await audit(`${baseUrl}${pagePath}`, chrome.port, formFactor);
          if (score < 100) failed = true;
          rows.push(`| ${who} | ${label} | ${formFactor} | ${score} | ${failing.join(', ') || '–'} |`);
          console.log(rows.at(-1));
        }
      }
    }
    if (pattern.test("pupil's view")) {
      const code = await startClass(baseUrl, session.token, paths.lesson, paths.slides);
      for (const formFactor of Object.keys(FORM_FACTORS)) {
        const { score, failing } = await auditPupilView(baseUrl, chrome.port, code, formFactor);
        if (score < 100) failed = true;
        rows.push(`| pupil | pupil's view | ${formFactor} | ${score} | ${failing.join(', ') || '–'} |`);
        console.log(rows.at(-1));
      }
    }
    console.log(
      [
        '',
        '| who | page | form factor | accessibility | failing audits |',
        '| --- | --- | --- | ---: | --- |',
        ...rows,
      ].join('\n'),
    );
  } finally {
    await browser.close().catch(() => {});
    await chrome.kill();
    boundary.close();
    if (product) process.kill(-product.pid, 'SIGTERM');
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  if (failed) {
    console.error('[accessibility] a page scored below 100');
    process.exitCode = 1;
  }
}

await main();
