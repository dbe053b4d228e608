import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage } from '../support/browser';
import { updateEntry } from '../support/admin';
import { cmsQuery } from '../support/cms';
import { listSeededLessons } from '../support/seeded-lessons';
import { apiSignIn, DEMO, signInAs } from '../support/session';

/** What React logs when the browser's first render differs from the server's HTML. */
// React's development wording, and production's minified hydration errors (#418 text, #421 suspended, #423 root, #425
// text).
const HYDRATION_WARNINGS =
  /hydrat|did not match|does not match|server rendered html|switched to client rendering|react error #?(418|421|423|425)\b|react\.dev\/errors\/(418|421|423|425)\b/i;

interface ProgrammesData {
  programmes: {
    documentId: string;
    slug: string;
    title: string;
    released: boolean | null;
    audience: { slug: string } | null;
  }[];
}

/** What a page reports of its hydration from now on: React's mismatch warnings, and uncaught errors. */
function hydrationProblems(page: Page) {
  const warnings: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (['error', 'warning'].includes(message.type()) && HYDRATION_WARNINGS.test(message.text()))
      warnings.push(message.text());
  });
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  return { warnings, pageErrors };
}

/** The page's HTML as a crawler or a link preview gets it: plain HTTP, no script run. */
async function fetchHtml(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${path}`, { headers });
  return {
    status: response.status,
    html: await response.text(),
    cache: response.headers.get('x-cache'),
    headers: response.headers,
  };
}

const metaContent = (html: string, attribute: 'name' | 'property', key: string) =>
  html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`))?.[1];

describe('public pages come from the server with their content (issue 30)', () => {
  let browser: Browser;
  let programme: ProgrammesData['programmes'][number];
  beforeAll(async () => {
    browser = await launchBrowser();
    const { programmes } = await cmsQuery<ProgrammesData>(
      `{ programmes(filters: { audience: { slug: { eq: "primary" } } }) { documentId slug title released audience { slug } } }`,
    );
    programme = programmes.find((candidate) => candidate.released !== false)!;
    expect(programme).toBeDefined();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("sends a programme page's title, content and link-preview tags before any script runs", async () => {
    const path = `/primary/${programme.slug}`;
    const { status, html } = await fetchHtml(path);
    expect(status).toBe(200);
    expect(html).toContain(`<title>${programme.title} | Music Classroom</title>`);
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain(programme.title);
    expect(root).toMatch(/<h1[^>]*>/);
    expect(metaContent(html, 'property', 'og:title')).toBe(`${programme.title} | Music Classroom`);
    expect(metaContent(html, 'property', 'og:url')).toBe(`${baseUrl}${path}`);
    expect(metaContent(html, 'name', 'description')).toBeTruthy();
    expect(metaContent(html, 'name', 'twitter:card')).toBeTruthy();
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="${baseUrl}${path}"\\s*/?>`));
    // One title and one description: the shell's own are replaced, not repeated.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    // Structured data: a programme is a schema.org Course.
    const jsonLd = html.match(/<script type="application\/ld\+json">([^<]*)<\/script>/)?.[1];
    expect(JSON.parse(jsonLd!)).toMatchObject({ '@type': 'Course', name: programme.title, url: `${baseUrl}${path}` });
    // Readable with JavaScript off: no note asking for it.
    expect(html).not.toContain('needs JavaScript');
  });

  it('describes a secondary project page as a schema.org LearningResource, with its own description', async () => {
    const { projects } = await cmsQuery<{ projects: { slug: string; title: string }[] }>(
      `{ projects(pagination: { limit: 1 }) { slug title } }`,
    );
    const project = projects[0]!;
    const path = `/secondary/${project.slug}`;
    const { status, html } = await fetchHtml(path);
    expect(status).toBe(200);
    expect(html).toContain(`<title>${project.title} | Music Classroom</title>`);
    const jsonLd = html.match(/<script type="application\/ld\+json">([^<]*)<\/script>/)?.[1];
    expect(JSON.parse(jsonLd!)).toMatchObject({ '@type': 'LearningResource', name: project.title });
    expect(metaContent(html, 'name', 'description')).not.toMatch(/^Music Classroom: music-education/);
  });

  it('sends each public page type rendered, and a missing page as a 404 with its text', async () => {
    const pages = ['/', '/primary', '/secondary', '/live', '/live/orchestra-in-schools', '/cpd', '/privacy'];
    for (const path of [...pages, '/terms-and-conditions']) {
      const { status, html } = await fetchHtml(path);
      expect(status, path).toBe(200);
      expect(html, path).toContain('id="server-state"');
      expect(html.slice(html.indexOf('<div id="root">')), path).toMatch(/<h1[^>]*>/);
    }
    const missing = await fetchHtml('/no-such-audience-here/no-such-programme');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('That page could not be found');
  });

  it('keeps the rendered page in the response cache for the next visitor', async () => {
    const path = `/primary/${programme.slug}`;
    await fetchHtml(path);
    const again = await fetchHtml(path);
    expect(again.cache).toBe('HIT');
    expect(again.html).toContain(`<title>${programme.title} | Music Classroom</title>`);
    // Answered before the middleware chain, with the headers the chain gave it.
    expect(again.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    expect(again.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(again.headers.get('vary')).toMatch(/Cookie/);
    expect(again.headers.get('cache-control')).toBe('no-cache');
    // Never for a signed-in browser or a token.
    const callers: Record<string, string>[] = [{ cookie: 'theme=dark; signed_in=1' }, { authorization: 'Bearer x' }];
    for (const headers of callers) {
      const signedIn = await fetchHtml(path, headers);
      expect(signedIn.cache, JSON.stringify(headers)).not.toBe('HIT');
      expect(signedIn.html).toContain('<div id="root"></div>');
    }
    // A query string the page does not read is the same kept page (issue 43).
    expect((await fetchHtml(`${path}?utm_source=mail`)).cache).toBe('HIT');
    expect((await fetchHtml(`${path}?r=${Math.random()}`)).cache).toBe('HIT');
  });

  it('fetches the scripts of a rendered page after its first screen, and hydrates it without breaking a rule', async () => {
    const { html } = await fetchHtml('/primary');
    // One small entry script at low priority; the app's files are named for it, not preloaded beside the first screen.
    const scripts = html.match(/<script type="module"[^>]*>/g) ?? [];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toContain('fetchpriority="low"');
    expect(html).not.toMatch(/<link rel="modulepreload" data-app/);
    const appFiles = (scripts[0] ?? '').match(/data-app-files="([^"]+)"/)?.[1]?.split(' ') ?? [];
    expect(appFiles.length).toBeGreaterThan(2);
    // The typeface comes with the HTML's first requests, not after the stylesheet.
    const fonts = html.match(/<link rel="preload" as="font" type="font\/woff2" crossorigin href="[^"]+">/g) ?? [];
    expect(fonts).toHaveLength(3);

    const { page } = await openPage(browser, '/primary');
    const violations: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
    });
    const fontRequests: string[] = [];
    const requests: { url: string; at: number }[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontRequests.push(request.url());
      requests.push({ url: new URL(request.url()).pathname, at: Date.now() });
    });
    await page.reload({ waitUntil: 'load' });
    // Each preloaded font is the one the stylesheet uses: fetched once.
    expect(fontRequests.length).toBeGreaterThan(0);
    expect(new Set(fontRequests).size).toBe(fontRequests.length);
    // The app's files are asked for once the page has loaded and painted: after its stylesheet, fonts and pictures.
    const firstPaint = await page.evaluate(
      () => performance.timeOrigin + performance.getEntriesByName('first-contentful-paint')[0].startTime,
    );
    const loaded = await page.evaluate(
      () =>
        performance.timeOrigin +
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    );
    const appRequests = requests.filter((request) => appFiles.includes(request.url));
    expect(appRequests.map((request) => request.url).sort()).toEqual([...new Set(appFiles)].sort());
    for (const request of appRequests) expect(request.at).toBeGreaterThanOrEqual(Math.max(firstPaint, loaded) - 50);
    // Hydrated (React holds the root), the client router answers a link: no new document is fetched.
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__react'))),
      )
      .toBe(true);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.locator(`a[href="/primary/${programme.slug}"]`).first().click();
    await page.waitForURL(`${baseUrl}/primary/${programme.slug}`);
    await expect.poll(() => page.title()).toBe(`${programme.title} | Music Classroom`);
    expect(documents).toEqual([]);
    expect(violations).toEqual([]);
  });

  it('sends the plain app to a signed-in browser, and a signed-in page never on the server', async () => {
    const signedIn = await fetchHtml(`/primary/${programme.slug}`, { cookie: 'signed_in=1' });
    expect(signedIn.status).toBe(200);
    expect(signedIn.html).toContain('<div id="root"></div>');
    expect(signedIn.html).not.toContain('id="server-state"');
    const unit = await fetchHtml(`/primary/${programme.slug}/unit/any`);
    expect(unit.html).toContain('<div id="root"></div>');
  });

  it("shows an editor's save at once: the cached page and the sitemap change with it", async () => {
    const path = `/primary/${programme.slug}`;
    await fetchHtml(path);
    expect((await fetchHtml(path)).cache).toBe('HIT');
    const title = `${programme.title} (autumn edition)`;
    const slug = `${programme.slug}-autumn`;
    try {
      await updateEntry('api::programme.programme', programme.documentId, { title });
      const renamed = await fetchHtml(path);
      expect(renamed.html).toContain(`<title>${title} | Music Classroom</title>`);
      await updateEntry('api::programme.programme', programme.documentId, { slug });
      const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
      expect(xml).toContain(`<loc>${baseUrl}/primary/${slug}</loc>`);
      expect(xml).not.toContain(`<loc>${baseUrl}${path}</loc>`);
      expect((await fetchHtml(`/primary/${slug}`)).status).toBe(200);
    } finally {
      await updateEntry('api::programme.programme', programme.documentId, {
        title: programme.title,
        slug: programme.slug,
      });
    }
    expect((await fetchHtml(path)).html).toContain(`<title>${programme.title} | Music Classroom</title>`);
  });

  it('lets a visitor with JavaScript off read the pages and follow their links', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await page
      .getByRole('link', { name: /Explore Primary/ })
      .first()
      .click();
    await page.waitForURL(`${baseUrl}/primary`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.locator(`a[href="/primary/${programme.slug}"]`).first().click();
    await page.waitForURL(`${baseUrl}/primary/${programme.slug}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.title()).toBe(`${programme.title} | Music Classroom`);
    await context.close();
  });

  it('lists the page in sitemap.xml, which robots.txt names', async () => {
    const sitemap = await fetch(`${baseUrl}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toMatch(/xml/);
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${baseUrl}/primary/${programme.slug}</loc>`);
    expect(xml).toContain(`<loc>${baseUrl}/</loc>`);
    // Never a signed-in or subscriber address.
    expect(xml).not.toMatch(/\/unit\/|\/lesson\/|\/playlists|\/activity\/|\/audio\//);
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });

  it('hydrates in Chromium without a mismatch, then works as the app', async () => {
    // The year group page (issue 44) too: its lessons are asked only once a subscriber's session is known.
    for (const path of [`/primary/${programme.slug}`, '/', '/primary', '/primary/year-2', '/no-such-page-at-all']) {
      const context = await browser.newContext({ baseURL: baseUrl });
      const page = await context.newPage();
      const { warnings, pageErrors } = hydrationProblems(page);
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(warnings, path).toEqual([]);
      expect(pageErrors, path).toEqual([]);
      await context.close();
    }
    // After hydration the page is the app: a link navigates on the client.
    const { page } = await openPage(browser, '/');
    await page.getByRole('link', { name: /Explore Primary/ }).click();
    await page.waitForURL(`${baseUrl}/primary`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  });

  it("shows a signed-in teacher their own page, never the visitor's", async () => {
    const { page } = await openPage(browser, '/');
    await signInAs(page, DEMO.subscriber);
    await page.reload();
    // The app has set its signed-in mark: the CMS sends the plain shell from now on.
    const cookies = await page.context().cookies();
    expect(cookies.some((cookie) => cookie.name === 'signed_in')).toBe(true);
    const answer = await page.goto(`/primary/${programme.slug}`);
    expect(await answer!.text()).toContain('<div id="root"></div>');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  });
});

describe("a subscriber's lesson comes from the server with its content (issue 44, item 7)", () => {
  let browser: Browser;
  let token: string;
  let lesson: { path: string; title: string; activities: string[] };
  beforeAll(async () => {
    browser = await launchBrowser();
    token = await apiSignIn(DEMO.subscriber);
    lesson = (await listSeededLessons(token)).find((candidate) => candidate.lessonMode)!;
    expect(lesson).toBeDefined();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** The cookies the app keeps for a signed-in tab (apps/web/src/lib/documentCookie.ts). */
  const signedInCookies = (pageToken: string | undefined) =>
    [
      { name: 'signed_in', value: '1', url: baseUrl },
      ...(pageToken ? [{ name: 'page_token', value: pageToken, url: baseUrl }] : []),
      { name: 'documents_token', value: token, url: `${baseUrl}/uploads/` },
    ] as const;
  const cookieHeader = (pageToken?: string) =>
    `signed_in=1${pageToken === undefined ? '' : `; page_token=${pageToken}`}`;

  it('sends the overview and the first slide rendered for that subscriber alone, and the plain app otherwise', async () => {
    const overview = await fetchHtml(lesson.path, { cookie: cookieHeader(token) });
    expect(overview.status).toBe(200);
    expect(overview.html).toContain('id="server-state"');
    const root = overview.html.slice(overview.html.indexOf('<div id="root">'));
    expect(root).toContain(lesson.title);
    expect(root).toMatch(new RegExp(`<a [^>]*href="${lesson.path}/slides"[^>]*>Start Lesson</a>`));
    // Theirs alone: private to any cache between, and nothing for search engines or link previews.
    expect(overview.headers.get('cache-control')).toBe('private, no-cache');
    expect(overview.html).toContain('<meta name="robots" content="noindex" />');
    expect(overview.html).not.toContain('og:title');
    // Lesson mode is fetched ahead while the teacher reads: Start Lesson is answered from the browser's cache.
    expect(overview.html).toContain(`<link rel="prefetch" href="${lesson.path}/slides">`);
    // And lesson mode's stylesheet, and its code, which the app's entry fetches with the app's (not beside the page's
    // stylesheet): the app takes them from the browser's cache when it opens lesson mode.
    expect(overview.html).toMatch(/<link rel="prefetch" crossorigin href="\/assets\/lesson-mode[^"]*\.css">/);
    expect(overview.html).toMatch(/ data-prefetch-files="[^"]*\/assets\/lesson-mode[^"]*\.js[ "]/);
    expect(overview.html).not.toMatch(/<link rel="prefetch"[^>]*\.js"/);
    expect(overview.cache).toBeNull();

    const slides = await fetchHtml(`${lesson.path}/slides`, { cookie: cookieHeader(token) });
    expect(slides.html).toContain('aria-roledescription="slide"');
    // Next is a link to the second slide: it works before the app runs.
    expect(slides.html).toMatch(/aria-keyshortcuts="ArrowRight PageDown" href="[^"]+\/slides\/[^"]+\/2"/);
    // The lesson mode's stylesheet comes with the page: the slide is drawn before the app's script arrives.
    expect(slides.html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/lesson-mode[^"]*\.css">/);
    // Each stylesheet linked once (the app's own is the shell's): twice, its rules would be matched twice.
    for (const html of [overview.html, slides.html]) {
      const linked = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]);
      expect(linked.length).toBeGreaterThan(0);
      expect(new Set(linked).size).toBe(linked.length);
    }

    // The presenter's window (its query names the view) draws itself in the browser.
    const presenter = await fetchHtml(`${lesson.path}/slides?view=presenter`, { cookie: cookieHeader(token) });
    expect(presenter.html).toContain('<div id="root"></div>');

    // No token, someone else's or a spent one, a member without a subscription, a visitor: the plain app.
    const registered = await apiSignIn(DEMO.registered);
    for (const cookie of [cookieHeader(), cookieHeader('not.a.token'), cookieHeader(registered), '']) {
      const answer = await fetchHtml(lesson.path, cookie ? { cookie } : {});
      expect(answer.status, cookie).toBe(200);
      expect(answer.html, cookie).toContain('<div id="root"></div>');
      expect(answer.html, cookie).not.toContain(lesson.title);
    }
  });

  it("sends a subscriber's home rendered with their place to continue, and hydrates it with this device's part", async () => {
    const slide = `${lesson.path}/slides/${lesson.activities[0]}/1`;
    const noted = await fetch(`${baseUrl}/api/teaching-history/position`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ data: { path: slide } }),
    });
    expect(noted.status).toBe(200);
    const home = await fetchHtml('/', { cookie: cookieHeader(token) });
    expect(home.status).toBe(200);
    expect(home.headers.get('cache-control')).toBe('private, no-cache');
    const root = home.html.slice(home.html.indexOf('<div id="root">'));
    // "Continue where you left off" is a link into lesson mode before any script has run (another journey of this
    // subscriber may have moved their place meanwhile: any slide of theirs).
    expect(root).toMatch(
      /aria-labelledby="home-continue"[\s\S]*?<a class="btn btn-primary[^"]*" href="[^"]+\/slides\//,
    );
    expect(root).toContain('Welcome back');
    // The slide Continue opens is fetched ahead, with lesson mode's code, while the teacher reads their home.
    const continueHref = /aria-labelledby="home-continue"[\s\S]*?<a class="btn btn-primary[^"]*" href="([^"]+)"/.exec(
      root,
    )?.[1];
    expect(home.html).toContain(`<link rel="prefetch" href="${continueHref}">`);
    expect(home.html).toMatch(/ data-prefetch-files="[^"]*\/assets\/lesson-mode[^"]*\.js[ "]/);
    // A visitor's home stays the public one; a member without a subscription gets the app, which draws theirs.
    expect((await fetchHtml('/')).html).not.toContain('home-continue');
    const registered = await apiSignIn(DEMO.registered);
    expect((await fetchHtml('/', { cookie: cookieHeader(registered) })).html).toContain('<div id="root"></div>');

    // The year groups chosen on this device, which the server cannot know, come after hydrating, without a mismatch.
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const { warnings, pageErrors } = hydrationProblems(page);
    await page.goto('/robots.txt');
    await signInAs(page, DEMO.subscriber);
    await context.addCookies([...signedInCookies(token)]);
    await page.evaluate(() =>
      localStorage.setItem('chosenYearGroups', JSON.stringify([{ audience: 'primary', year: 'year-2' }])),
    );
    const answer = await page.goto('/');
    expect(await answer!.text()).toContain('id="server-state"');
    await page.waitForFunction(() => document.documentElement.getAttribute('data-app') === 'ready');
    await page.getByRole('link', { name: 'Year 2 music (Primary)' }).waitFor();
    await page.getByRole('link', { name: /^Continue/ }).waitFor();
    expect(warnings).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('draws the overview and the first slide in their styles before a stylesheet has arrived', async () => {
    // The rules the page uses come inline; the stylesheets load after the page's content, never blocking its paint.
    for (const path of [lesson.path, `${lesson.path}/slides`]) {
      const { html } = await fetchHtml(path, { cookie: cookieHeader(token) });
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, path).toMatch(/<style>[^<]*@font-face\{font-family:Lexend/);
      expect(head, path).not.toContain('rel="stylesheet"');
      expect(html.indexOf('rel="stylesheet"'), path).toBeGreaterThan(html.indexOf('id="server-state"'));
    }
    const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
    await context.addCookies([...signedInCookies(token)]);
    const page = await context.newPage();
    let releaseStylesheets!: () => void;
    const stylesheetsHeld = new Promise<void>((resolve) => (releaseStylesheets = resolve));
    const held: string[] = [];
    await page.route(/\/assets\/[^/]+\.css$/, async (route) => {
      held.push(route.request().url());
      await stylesheetsHeld;
      await route.continue();
    });
    const styleOf = (selector: string, property: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
    try {
      await page.goto(lesson.path, { waitUntil: 'commit' });
      const start = page.getByRole('link', { name: 'Start Lesson', exact: true });
      await start.waitFor();
      expect(held.length).toBeGreaterThan(0);
      expect(await styleOf('h1', 'font-family')).toMatch(/^Lexend/);
      // A button, not an underlined link: Bootstrap's rules for it are in the page.
      expect(await styleOf('a.btn-primary', 'text-decoration-line')).toBe('none');
      expect(await styleOf('a.btn-primary', 'background-color')).not.toBe('rgba(0, 0, 0, 0)');

      await page.goto(`${lesson.path}/slides`, { waitUntil: 'commit' });
      await page.locator('article[aria-roledescription="slide"]').waitFor();
      // Lesson mode's own stylesheet's rules too: the stage keeps its 16:9 measure.
      expect(await styleOf('.lesson-mode__stage', 'container-type')).toBe('size');
      expect(await styleOf('.lesson-mode__stage', 'aspect-ratio')).toBe('16 / 9');
    } finally {
      releaseStylesheets();
      await context.close();
    }
  });

  it('lets a teacher with JavaScript off read the lesson, start it and step through its slides', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
    await context.addCookies([...signedInCookies(token)]);
    const page = await context.newPage();
    await page.goto(lesson.path);
    await page.getByRole('heading', { level: 1, name: lesson.title }).waitFor();
    await page.getByRole('link', { name: 'Start Lesson', exact: true }).click();
    await page.waitForURL(`${baseUrl}${lesson.path}/slides`);
    await page.locator('article[aria-roledescription="slide"]').waitFor();
    expect(await page.title()).toMatch(/\(Lesson mode\)$/);
    await page.locator('a[aria-keyshortcuts^="ArrowRight"]').click();
    await page.waitForURL(/\/slides\/[^/]+\/2$/);
    await page.locator('article[aria-roledescription="slide"]').waitFor();
    await context.close();
  });

  it('hydrates without a mismatch, on a phone and a laptop, and a tap before the app runs still opens the lesson', async () => {
    for (const device of [
      { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      { viewport: { width: 1366, height: 768 } },
    ]) {
      for (const path of [lesson.path, `${lesson.path}/slides`]) {
        const context = await browser.newContext({ baseURL: baseUrl, ...device });
        const page = await context.newPage();
        const { warnings, pageErrors } = hydrationProblems(page);
        await page.goto('/robots.txt');
        await signInAs(page, DEMO.subscriber);
        await context.addCookies([...signedInCookies(token)]);
        const requested: string[] = [];
        page.on('request', (request) => void requested.push(new URL(request.url()).pathname));
        const answer = await page.goto(path);
        expect(await answer!.text()).toContain('id="server-state"');
        await page.waitForFunction(() => document.documentElement.getAttribute('data-app') === 'ready');
        await page.locator('h1, article[aria-roledescription="slide"]').first().waitFor();
        // The overview's entry fetches lesson mode's code ahead once its first screen is in (as the app does, later).
        if (path === lesson.path)
          await expect
            .poll(() => requested)
            .toEqual(expect.arrayContaining([`${path}/slides`, expect.stringMatching(/\/lesson-mode-[^/]+\.js$/)]));
        expect(warnings, path).toEqual([]);
        expect(pageErrors, path).toEqual([]);
        await context.close();
      }
    }

    // A tap on Start Lesson before the app has started (its script held back) is followed: lesson mode opens.
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    await page.goto('/robots.txt');
    await signInAs(page, DEMO.subscriber);
    await context.addCookies([...signedInCookies(token)]);
    let releaseScripts!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route(/\/assets\/(?!index-)[^/]+\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    // The frame's own navigation: the page's waits for the app (support/browser.ts), whose scripts are held here.
    await page.mainFrame().goto(`${baseUrl}${lesson.path}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: 'Start Lesson', exact: true }).click();
    releaseScripts();
    await page.waitForURL(new RegExp(`${lesson.path}/slides`));
    await page.locator('article[aria-roledescription="slide"]').waitFor();
    await context.close();
  });
});
