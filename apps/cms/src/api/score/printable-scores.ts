import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { asSystem } from '../../access/as-system';
import { contentDisposition } from '../document/controllers/document';
import type { Level } from '../../access/caller';
import { accessFromField, mayDownload } from '../document/services/document-access';
import { callerOfFileRequest, refuseFile } from '../document/viewer';
import { notationProblem } from './notation';
import { renderScorePdf } from './score-pdf';

const ACTIVITY = 'api::activity-page.activity-page';
const SLIDESHOW = 'api::activity-slideshow.activity-slideshow';

/**
 * Who may print a score: a generated document, read by the rule of the field holding its notation
 * (src/access/file-fields.ts), as an uploaded file is (an activity's and its slides' are for subscribers).
 */
const SCORE_ACCESS = {
  activity: accessFromField(ACTIVITY, 'notation'),
  slide: accessFromField(SLIDESHOW, 'activity_slides'),
};

export const mayPrintScore = (level: Level, kind: keyof typeof SCORE_ACCESS) => mayDownload(level, SCORE_ACCESS[kind]);

/** A score to print: the title shown and the notation it is drawn from. */
export interface PrintableScore {
  title: string;
  notation: string;
}

const hasScore = (notation: unknown): notation is string =>
  typeof notation === 'string' && notation.trim() !== '' && notationProblem(notation) === null;

const titleOf = (notation: string, fallback: string) => /^T:\s*(.+)$/m.exec(notation)?.[1].trim() || fallback;

interface SlideRow {
  id: number;
  title?: string | null;
  notation?: string | null;
}
interface ActivityRow {
  title: string;
  notation?: string | null;
  activity_slideshow?: { activity_slides?: SlideRow[] | null } | null;
}

/** The scores of activities: each one's own notation, then its slides', in order (read as the system). */
export function scoresOfActivities(activities: ActivityRow[]): PrintableScore[] {
  const seen = new Set<string>();
  const scores: PrintableScore[] = [];
  const add = (notation: unknown, fallback: string) => {
    if (!hasScore(notation) || seen.has(notation)) return;
    seen.add(notation);
    scores.push({ title: titleOf(notation, fallback), notation });
  };
  for (const activity of activities) {
    add(activity.notation, activity.title);
    for (const slide of activity.activity_slideshow?.activity_slides ?? [])
      add(slide.notation, slide.title ?? activity.title);
  }
  return scores;
}

/** What to populate on an activity for `scoresOfActivities`. */
export const ACTIVITY_SCORES_POPULATE = {
  activity_slideshow: { populate: { activity_slides: { select: ['id', 'title', 'notation'] } } },
} as const;

async function sendScore(ctx: Context, score: PrintableScore) {
  const pdf = await renderScorePdf(score.notation);
  ctx.status = 200;
  ctx.type = 'application/pdf';
  ctx.set('Cache-Control', 'private, no-store');
  ctx.set('Content-Disposition', contentDisposition('inline', `${score.title} - score.pdf`));
  ctx.body = pdf;
}

/**
 * "Print score (PDF)": GET /documents/scores/activity/{documentId} (an activity's notation) and
 * GET /documents/scores/slide/{id} (a score slide's), drawn from the stored notation. Under /documents, so the web
 * app's documents cookie proves who asks; refused as the activity's documents are.
 */
export function registerScoreRoutes(strapi: Core.Strapi): void {
  const noScore = (ctx: Context) => ctx.notFound('There is no score here');
  strapi.server.routes([
    {
      method: 'GET',
      path: '/documents/scores/activity/:documentId',
      handler: async (ctx: Context) => {
        const { level } = await callerOfFileRequest(strapi, ctx);
        if (!mayPrintScore(level, 'activity')) return refuseFile(ctx, level);
        const activity = await asSystem(() =>
          strapi.db
            .query(ACTIVITY)
            .findOne({ where: { documentId: String(ctx.params.documentId) }, select: ['title', 'notation'] }),
        );
        if (!activity || !hasScore(activity.notation)) return noScore(ctx);
        return sendScore(ctx, { title: titleOf(activity.notation, activity.title), notation: activity.notation });
      },
      config: { auth: false },
    },
    {
      method: 'GET',
      path: '/documents/scores/slide/:id',
      handler: async (ctx: Context) => {
        const { level } = await callerOfFileRequest(strapi, ctx);
        if (!mayPrintScore(level, 'slide')) return refuseFile(ctx, level);
        const id = Number(ctx.params.id);
        if (!Number.isSafeInteger(id) || id <= 0) return noScore(ctx);
        // Slides are components of a slideshow's draft or published row: only a published slideshow's are printed.
        const slideshow: { activity_slides?: SlideRow[] | null } | null = await asSystem(() =>
          strapi.db.query(SLIDESHOW).findOne({
            where: { activity_slides: { id } },
            select: ['id'],
            populate: { activity_slides: { select: ['id', 'title', 'notation'] } },
          }),
        );
        const slide = slideshow?.activity_slides?.find((candidate) => candidate.id === id);
        if (!slide || !hasScore(slide.notation)) return noScore(ctx);
        return sendScore(ctx, { title: titleOf(slide.notation, slide.title ?? 'Score'), notation: slide.notation });
      },
      config: { auth: false },
    },
  ]);
}

export { renderScorePdf };
