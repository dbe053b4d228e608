import { createHash } from 'node:crypto';
import abcjs from 'abcjs';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, signInAs } from './client';
import { storedBytes } from './storage';

/**
 * The demo catalogue reads like real lessons (issue 29): each document is a file of its own under one title, each
 * lesson plan's timings are its lesson page's, every slide has notes for the teacher, and every song is notation
 * that abcjs parses, recorded from that notation.
 */

interface Document {
  title: string | null;
  file: { url: string; name: string } | null;
}
interface Activity {
  title: string;
  time: string | null;
}

const DOCUMENT = 'title file { url name }';
const ACTIVITY = 'title time';

/** Every titled document of the catalogue, wherever content lists one. */
const DOCUMENTS = `{
  lessons(pagination: { limit: 500 }) { documents { ${DOCUMENT} } }
  schemes(pagination: { limit: 500 }) { documents { ${DOCUMENT} } }
  activityOptions(pagination: { limit: 500 }) { documents { ${DOCUMENT} } }
  activitySections(pagination: { limit: 500 }) { documents { ${DOCUMENT} } }
  atHomeActivities(pagination: { limit: 500 }) { activity_at_home_download { ${DOCUMENT} } }
  cpd { documents { ${DOCUMENT} } }
  cpdLiveEvents(pagination: { limit: 500 }) { documents { ${DOCUMENT} } }
  cpdSessions(pagination: { limit: 500 }) { documents { ${DOCUMENT} } }
  projects(pagination: { limit: 500 }) { documents { ${DOCUMENT} } }
  liveProductions(pagination: { limit: 500 }) { documents { ${DOCUMENT} } }
}`;

/** The standard PDF fonts' encoding (WinAnsi) is Latin-1 but for 0x80–0x9F: the punctuation the seed prints there. */
const WIN_ANSI_PUNCTUATION: Record<number, string> = {
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
};
const winAnsi = (bytes: Buffer) =>
  [...bytes].map((byte) => WIN_ANSI_PUNCTUATION[byte] ?? String.fromCharCode(byte)).join('');

/** The words a PDF prints, one string per text-showing operator, page by page (pdf-lib writes hex strings). */
async function printedText(bytes: Buffer): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const texts: string[] = [];
  for (const page of pdf.getPages()) {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const ref of streams) {
      const stream = pdf.context.lookup(ref as never);
      if (!(stream instanceof PDFRawStream)) continue;
      const operators = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const [, hex] of operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        texts.push(winAnsi(Buffer.from(hex, 'hex')));
      }
    }
  }
  return texts;
}

/** How many pictures a PDF draws: the image XObjects its pages' resources name, page by page. */
async function printedPictures(bytes: Buffer): Promise<number> {
  const pdf = await PDFDocument.load(bytes);
  let pictures = 0;
  for (const page of pdf.getPages()) {
    const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    for (const ref of xObjects?.values() ?? []) {
      const object = pdf.context.lookup(ref);
      if (object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')) pictures++;
    }
  }
  return pictures;
}

/** When the last note of the tune ends, in seconds, as abcjs plays it. */
function tuneSeconds(abc: string): number {
  const [tune] = abcjs.parseOnly(abc);
  const secondsPerWhole = tune.millisecondsPerMeasure() / 1000 / tune.getBarLength();
  const { tracks } = tune.setUpAudio({}) as unknown as {
    tracks: { cmd: string; start?: number; duration?: number }[][];
  };
  const ends = tracks.flat().flatMap((event) => (event.cmd === 'note' ? [event.start! + event.duration!] : []));
  return Math.max(...ends) * secondsPerWhole;
}

/** A WAV file's length in seconds. */
const wavSeconds = (wav: Buffer) => (wav.length - 44) / wav.readUInt32LE(28);

let subscriber: string;
beforeAll(async () => {
  subscriber = await signInAs('subscriber');
});

describe('the seeded catalogue', () => {
  it('gives every document a file of its own: no file under two titles, no placeholder without a file', async () => {
    const { data, errors } = await graphql<Record<string, unknown>>(DOCUMENTS, {}, subscriber);
    expect(errors).toBeUndefined();
    type Holder = { documents?: Document[]; activity_at_home_download?: Document[] };
    const documents = Object.values(data!).flatMap((entries) =>
      ((Array.isArray(entries) ? entries : [entries]) as Holder[]).flatMap(
        (entry) => entry.documents ?? entry.activity_at_home_download ?? [],
      ),
    );
    expect(documents.length).toBeGreaterThan(100);

    const titlesByBytes = new Map<string, Set<string>>();
    for (const document of documents) {
      expect(document.title, JSON.stringify(document)).toBeTruthy();
      expect(document.file, `${document.title} has a file`).not.toBeNull();
      expect(document.title!.toLowerCase()).not.toContain('coming soon');
      const hash = createHash('sha256')
        .update(await storedBytes(document.file!.url))
        .digest('hex');
      titlesByBytes.set(hash, (titlesByBytes.get(hash) ?? new Set()).add(document.title!));
    }
    const underSeveralTitles = [...titlesByBytes.values()].filter((titles) => titles.size > 1).map((t) => [...t]);
    expect(underSeveralTitles).toEqual([]);
    // Many distinct files, not a handful reused: every lesson its own plan, every unit its own overview.
    expect(titlesByBytes.size).toBeGreaterThan(80);
  }, 120_000);

  it("prints in every lesson plan the lesson page's activities with their times, in the page's order, and their total", async () => {
    const { data } = await graphql<{
      lessons: {
        title: string;
        documents: Document[];
        activities_above: Activity[];
        activity_pool: Activity[];
        activities: { section_divider: boolean | null; activity: Activity | null }[];
      }[];
    }>(
      `{ lessons(pagination: { limit: 500 }) {
          title documents { ${DOCUMENT} }
          activities_above { ${ACTIVITY} } activity_pool { ${ACTIVITY} }
          activities { section_divider activity { ${ACTIVITY} } }
        } }`,
      {},
      subscriber,
    );
    const plans = new Set<string>();
    for (const lesson of data!.lessons) {
      const plan = lesson.documents.find((document) => document.title === 'Lesson plan');
      if (!plan) continue;
      plans.add(plan.file!.url);
      // The lesson page's order (SPEC-GUIDE §2): activities above, the pool, then the listed activities.
      const onPage = [
        ...lesson.activities_above,
        ...lesson.activity_pool,
        ...lesson.activities.flatMap((entry) => (entry.activity && !entry.section_divider ? [entry.activity] : [])),
      ];
      const minutes = onPage.reduce((sum, activity) => sum + (parseInt(activity.time ?? '', 10) || 0), 0);
      const freeFlow = onPage.filter((activity) => !activity.time).length;

      const printed = await printedText(await storedBytes(plan.file!.url));
      expect(printed.join(' '), lesson.title).toContain(`Lesson plan: ${lesson.title}`);
      const timings = printed.filter((text) => / \((\d+ mins|Free-flow)\)$/.test(text));
      expect(timings, lesson.title).toEqual(
        onPage.map((activity) => `${activity.title} (${activity.time ?? 'Free-flow'})`),
      );
      expect(printed, lesson.title).toContain(`Total: ${minutes} mins${freeFlow ? ` plus ${freeFlow} free-flow` : ''}`);
    }
    // Every lesson of the catalogue has a plan, and no two lessons share one.
    expect(plans.size).toBe(data!.lessons.length);
  }, 120_000);

  it("shows in every lesson plan the score of each song the lesson teaches, and in each song activity's sheet its score", async () => {
    const SONG = 'notation activityOptions { documents { title file { url } } }';
    const { data } = await graphql<{
      lessons: {
        title: string;
        documents: Document[];
        activities_above: { notation: string | null }[];
        activity_pool: { notation: string | null }[];
        activities: { section_divider: boolean | null; activity: { notation: string | null } | null }[];
      }[];
      activityPages: {
        title: string;
        notation: string | null;
        activityOptions: { documents: Document[] }[];
      }[];
    }>(
      `{ lessons(pagination: { limit: 500 }) {
          title documents { ${DOCUMENT} }
          activities_above { notation } activity_pool { notation }
          activities { section_divider activity { notation } }
        }
        activityPages(pagination: { limit: 500 }) { title ${SONG} } }`,
      {},
      subscriber,
    );
    let withSongs = 0;
    for (const lesson of data!.lessons) {
      const plan = lesson.documents.find((document) => document.title === 'Lesson plan');
      if (!plan) continue;
      const songs = new Set(
        [
          ...lesson.activities_above,
          ...lesson.activity_pool,
          ...lesson.activities.flatMap((entry) => (entry.activity && !entry.section_divider ? [entry.activity] : [])),
        ].flatMap((activity) => (activity.notation ? [activity.notation] : [])),
      );
      if (songs.size) withSongs++;
      // One engraved score per song, and no picture in a plan whose lesson has no song.
      expect(await printedPictures(await storedBytes(plan.file!.url)), lesson.title).toBe(songs.size);
    }
    expect(withSongs).toBeGreaterThanOrEqual(10);

    const songActivities = data!.activityPages.filter((activity) => activity.notation);
    expect(songActivities.length).toBeGreaterThanOrEqual(12);
    for (const activity of songActivities) {
      const sheets = activity.activityOptions.flatMap((option) => option.documents);
      const pictured = [];
      for (const sheet of sheets)
        if ((await printedPictures(await storedBytes(sheet.file!.url))) > 0) pictured.push(sheet);
      expect(pictured.length, `${activity.title}: a printed sheet with its score`).toBeGreaterThan(0);
    }
  }, 120_000);

  it('gives every slide, sub-slides included, presenter notes for the teacher', async () => {
    const { data } = await graphql<{
      activitySlideshows: {
        title: string;
        activity_slides: { title: string | null; presenter_notes: string | null }[];
      }[];
    }>(
      '{ activitySlideshows(pagination: { limit: 500 }) { title activity_slides { title presenter_notes } } }',
      {},
      subscriber,
    );
    const slides = data!.activitySlideshows.flatMap((show) =>
      show.activity_slides.map((slide) => ({ where: `${show.title}: ${slide.title}`, notes: slide.presenter_notes })),
    );
    expect(slides.length).toBeGreaterThan(50);
    expect(slides.filter((slide) => !slide.notes?.trim()).map((slide) => slide.where)).toEqual([]);
  });

  it('teaches at least twelve songs, each as notation abcjs parses, on a score slide that plays a recording of that notation', async () => {
    const { data } = await graphql<{
      activityPages: {
        title: string;
        type: string | null;
        notation: string | null;
        activity_slideshow: {
          activity_slides: { slide_template: string; notation: string | null; audio: { url: string } | null }[];
        } | null;
      }[];
    }>(
      `
        {
          activityPages(pagination: { limit: 500 }) {
            title
            type
            notation
            activity_slideshow {
              activity_slides {
                slide_template
                notation
                audio {
                  url
                }
              }
            }
          }
        }
      `,
      {},
      subscriber,
    );
    const songs = data!.activityPages.filter((activity) => activity.notation);
    // Every singing activity teaches a song written out in notation.
    expect(data!.activityPages.filter((a) => a.type === 'Singing' && !a.notation).map((a) => a.title)).toEqual([]);
    expect(new Set(songs.map((activity) => activity.notation)).size).toBeGreaterThanOrEqual(12);

    for (const activity of songs) {
      const [tune] = abcjs.parseOnly(activity.notation!);
      expect(tune.warnings ?? [], activity.title).toEqual([]);
      expect(tune.lines.length, activity.title).toBeGreaterThan(0);

      const score = activity.activity_slideshow?.activity_slides.find((slide) => slide.slide_template === 'score');
      expect(score, `${activity.title} has a score slide`).toBeDefined();
      expect(score!.notation).toBe(activity.notation);
      // The recording is the notation played: as long as the tune, plus its half-second ring-out.
      const wav = await storedBytes(score!.audio!.url);
      expect(wav.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(wavSeconds(wav), activity.title).toBeCloseTo(tuneSeconds(activity.notation!) + 0.5, 1);
    }
  }, 60_000);

  it('sets year groups on every programme, unit and lesson, each inside the one above, so a year finds a run of lessons', async () => {
    const { data } = await graphql<{
      programmes: {
        title: string;
        released: boolean | null;
        year_groups: { slug: string }[];
        units: { documentId: string }[];
      }[];
      schemes: {
        documentId: string;
        title: string;
        year_groups: { slug: string }[];
        lessons: { title: string; year_groups: { slug: string }[] }[];
      }[];
    }>(
      `
        {
          programmes(pagination: { limit: 100 }) {
            title
            released
            year_groups {
              slug
            }
            units {
              documentId
            }
          }
          schemes(pagination: { limit: 500 }) {
            documentId
            title
            year_groups {
              slug
            }
            lessons {
              title
              year_groups {
                slug
              }
            }
          }
        }
      `,
      {},
      subscriber,
    );
    const slugs = (entries: { slug: string }[]) => entries.map((entry) => entry.slug);
    const year2: string[] = [];
    for (const programme of data!.programmes.filter((candidate) => candidate.released !== false)) {
      expect(programme.year_groups.length, programme.title).toBeGreaterThan(0);
      for (const { documentId } of programme.units) {
        const unit = data!.schemes.find((scheme) => scheme.documentId === documentId)!;
        expect(unit.year_groups.length, unit.title).toBeGreaterThan(0);
        expect(slugs(programme.year_groups), unit.title).toEqual(expect.arrayContaining(slugs(unit.year_groups)));
        for (const lesson of unit.lessons) {
          expect(lesson.year_groups.length, lesson.title).toBeGreaterThan(0);
          expect(slugs(unit.year_groups), lesson.title).toEqual(expect.arrayContaining(slugs(lesson.year_groups)));
          if (slugs(lesson.year_groups).includes('year-2')) year2.push(lesson.title);
        }
      }
    }
    // A teacher browsing Year 2 finds lessons from several programmes, not one stray lesson.
    expect(year2.length).toBeGreaterThanOrEqual(4);
  });
});
