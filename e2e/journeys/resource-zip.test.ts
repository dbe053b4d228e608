import crypto from 'node:crypto';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { downloadedBytes, launchBrowser, openPage } from '../support/browser';
import { cmsQuery } from '../support/cms';
import { apiSignIn, DEMO, signInAs } from '../support/session';

interface Scheme {
  documentId: string;
  programme: { slug: string; audience: { slug: string } } | null;
  lessons: {
    documentId: string;
    title: string;
    documents: { title: string | null; file: { documentId: string } | null }[];
  }[];
}

const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

describe("a subscriber downloads a lesson's resources in one ZIP", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("gives a ZIP whose files are the lesson's documents, byte for byte", async () => {
    const token = await apiSignIn(DEMO.subscriber);
    const { schemes } = await cmsQuery<{ schemes: Scheme[] }>(
      `{ schemes { documentId programme { slug audience { slug } } lessons { documentId title documents { title file { documentId } } } } }`,
      {},
      token,
    );
    // A seeded lesson with at least two documents, so the ZIP is more than one file.
    const found = schemes
      .filter((scheme) => scheme.programme)
      .flatMap((scheme) => scheme.lessons.map((lesson) => ({ scheme, lesson })))
      .find(({ lesson }) => lesson.documents.filter((document) => document.file).length >= 2);
    expect(found, 'a seeded lesson with documents').toBeDefined();
    const { scheme, lesson } = found!;
    const path = `/${scheme.programme!.audience.slug}/${scheme.programme!.slug}/unit/${scheme.documentId}/lesson/${lesson.documentId}`;

    const { page, pageErrors } = await openPage(browser, '/');
    await signInAs(page, DEMO.subscriber);
    await page.goto(path);
    await page.getByRole('link', { name: 'Download all resources' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download all resources' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const zip = await JSZip.loadAsync(await downloadedBytes(download));
    const entries = Object.values(zip.files).filter((file) => !file.dir && file.name !== 'README.txt');
    // Each score (an activity's or a score slide's notation) is printed into the ZIP as '{title} - score.pdf'.
    const scores = entries.filter((file) => file.name.endsWith(' - score.pdf'));
    for (const score of scores) expect((await score.async('nodebuffer')).subarray(0, 5).toString()).toBe('%PDF-');
    const documents = entries.filter((file) => !scores.includes(file));
    const zipped = (await Promise.all(documents.map(async (file) => sha256(await file.async('nodebuffer'))))).sort();

    // The same documents, one by one from /documents, as the same subscriber (the page's own cookies).
    const expected: string[] = [];
    for (const document of lesson.documents.filter((candidate) => candidate.file)) {
      const response = await page.request.get(`/documents/${document.file!.documentId}`);
      expect(response.status(), document.title ?? document.file!.documentId).toBe(200);
      expected.push(sha256(await response.body()));
    }
    expect(zipped).toEqual(expected.sort());
    expect(await zip.file('README.txt')?.async('string')).toContain(lesson.title);
    expect(pageErrors).toEqual([]);
  });
});
