import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { cmsQuery } from '../support/cms';
import { apiSignIn, DEMO, signInAs } from '../support/session';

const eventsSite = process.env.FAKE_EVENTS_SITE!;
const setEventsSiteDown = (down: boolean) =>
  fetch(`${eventsSite}/__control`, { method: 'POST', body: JSON.stringify({ down }) });

describe('live, CPD, landing pages, terms and privacy', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await setEventsSiteDown(false);
    await browser?.close();
  });

  it('lists the events site’s events soonest first, and survives the site being down', async () => {
    const { page, pageErrors } = await openPage(browser, '/live');
    await page.getByRole('heading', { name: 'Explore our live offer' }).waitFor();
    const events = page.getByRole('region', { name: 'Upcoming live events' }).getByRole('heading', { level: 3 });
    await events.first().waitFor();
    expect((await events.allTextContents()).map((text) => text.replace(' (opens in a new tab)', ''))).toEqual([
      'Schools Matinee: The Planets',
      'Open Rehearsal',
      'Winter Gala & Carols',
    ]);
    expect(await page.getByRole('link', { name: /^Schools Matinee/ }).getAttribute('href')).toBe(
      'https://events.example.org/502',
    );

    await setEventsSiteDown(true);
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.reload();
    await page.getByText('Live events cannot be shown at the moment', { exact: false }).waitFor();
    await page.getByRole('heading', { name: 'Explore our live offer' }).waitFor();
    expect(logged.some((text) => text.includes('Error fetching or processing live event data'))).toBe(true);
    expect(pageErrors).toEqual([]);
    await setEventsSiteDown(false);
  });

  it("shows a visitor a live programme's productions as cards, each with 'More info'", async () => {
    const { liveProgrammes } = await cmsQuery<{
      liveProgrammes: { slug: string; title: string; live_productions: { slug: string; title: string }[] }[];
    }>(`{ liveProgrammes { slug title live_productions { slug title } } }`);
    const programme = liveProgrammes.find((candidate) => candidate.live_productions.length > 0)!;
    const { page, pageErrors } = await openPage(browser, `/live/${programme.slug}`);
    await page.getByRole('heading', { level: 1, name: programme.title }).waitFor();
    for (const production of programme.live_productions) {
      const link = page.getByRole('link', { name: `More info about ${production.title}` });
      expect(await link.getAttribute('href')).toBe(`/live/${programme.slug}/${production.slug}`);
    }
    expect(await page.getByText('You need to be logged in').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it("lists a production's bookings by date in the 'Book Tickets' modal", async () => {
    const token = await apiSignIn(DEMO.subscriber);
    const { liveProgrammes } = await cmsQuery<{
      liveProgrammes: {
        slug: string;
        live_productions: {
          slug: string;
          active_live_performance: boolean;
          bookings: { event_date: string; booking_link: string | null }[];
        }[];
      }[];
    }>(
      `{ liveProgrammes { slug live_productions { slug active_live_performance bookings { event_date booking_link } } } }`,
      {},
      token,
    );
    const [programme, production] = liveProgrammes
      .flatMap((p) => p.live_productions.map((prod) => [p, prod] as const))
      .find(([, prod]) => prod.active_live_performance && prod.bookings.length > 1)!;

    const { page, pageErrors } = await openPage(browser, '/');
    await signInAs(page, DEMO.subscriber);
    await page.goto(`/live/${programme.slug}/${production.slug}`);
    await page.getByRole('button', { name: 'Book Tickets' }).click();
    const rows = page.getByRole('dialog').getByRole('listitem');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(production.bookings.length);
    const expectedOrder = [...production.bookings].sort((a, b) => a.event_date.localeCompare(b.event_date));
    const texts = await rows.allTextContents();
    expectedOrder.forEach((booking, index) => {
      expect(texts[index].includes('(Not available for public booking)')).toBe(!booking.booking_link);
    });
    expect(pageErrors).toEqual([]);
  });

  it('shows CPD live events with long en-GB dates, and a live event page to a signed-in teacher', async () => {
    const { cpd } = await cmsQuery<{
      cpd: { title: string; cpd_live_events: { slug: string; title: string; event_date: string }[] };
    }>(`{ cpd { title cpd_live_events { slug title event_date } } }`);
    const { page, pageErrors } = await openPage(browser, '/cpd');
    await page.getByRole('heading', { level: 1, name: cpd.title }).waitFor();
    const [event] = cpd.cpd_live_events;
    const longDate = new Date(`${event.event_date}T12:00:00Z`).toLocaleDateString('en-GB', {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    await page.getByText(longDate, { exact: true }).first().waitFor();

    await signInAs(page, DEMO.registered);
    await page.goto(`/cpd/live-event/${event.slug}`);
    await page.getByRole('heading', { level: 1, name: event.title }).waitFor();
    await page.getByRole('heading', { name: 'Attend this session' }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it("follows the landing page's card link rules, and renders terms and privacy", async () => {
    const { landingPages } = await cmsQuery<{
      landingPages: {
        title: string;
        features: {
          title: string;
          is_preview: boolean;
          programmelink: {
            programme: { slug: string; released: boolean } | null;
            project: { slug: string } | null;
            landing_page: { slug: string } | null;
            live_programme: { slug: string; released: boolean } | null;
          } | null;
        }[];
      }[];
    }>(
      `{ landingPages(filters: { slug: { eq: "ks3" } }) { title features { title is_preview programmelink { programme { slug released } project { slug } landing_page { slug } live_programme { slug released } } } } }`,
    );
    const landing = landingPages[0];
    const { page, pageErrors } = await openPage(browser, '/secondary/ks3');
    await page.getByRole('heading', { level: 1, name: landing.title }).waitFor();
    const features = page.getByRole('region', { name: 'Features' });
    const hrefs = await features
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const feature of landing.features.filter((box) => !box.is_preview && box.programmelink)) {
      const link = feature.programmelink!;
      const expected = link.programme
        ? link.programme.released === false
          ? null
          : `/secondary/ks3/programme/${link.programme.slug}`
        : link.project
          ? `/secondary/ks3/project/${link.project.slug}`
          : link.landing_page
            ? `/secondary/ks3/page/${link.landing_page.slug}`
            : link.live_programme && link.live_programme.released !== false
              ? `/live/${link.live_programme.slug}`
              : null;
      if (expected) expect(hrefs, feature.title).toContain(expected);
    }

    const { termsAndCondition, privacyPolicy } = await cmsQuery<{
      termsAndCondition: { title: string };
      privacyPolicy: { title: string };
    }>(`{ termsAndCondition { title } privacyPolicy { title } }`);
    await page.getByRole('link', { name: 'Terms and Conditions' }).click();
    await page.getByRole('heading', { level: 1, name: termsAndCondition.title }).waitFor();
    await page.getByRole('link', { name: 'Privacy policy' }).click();
    await page.getByRole('heading', { level: 1, name: privacyPolicy.title }).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
