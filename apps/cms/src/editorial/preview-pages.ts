import type { Core, UID } from '@strapi/strapi';
import { mintPreviewToken, PREVIEW_PARAMETER } from './preview';

/**
 * The web app's page for an entry (issue 31: the admin panel's Preview opens it), from the draft being edited: the
 * same addresses the search results link to (src/delivery/search/catalogue.ts). Undefined for a type without a page of
 * its own, or an entry no page shows yet (a lesson in no unit): the panel then offers no preview.
 */
type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const AUDIENCE_SLUG = { populate: { audience: { fields: ['slug'] } } };

function programmeBase(programme: Row | undefined | null): string | undefined {
  if (!programme?.slug || !programme.audience?.slug) return undefined;
  return `/${programme.audience.slug}/${programme.slug}`;
}

/** A programme's own page: Secondary's live under its key stage. */
function programmePage(programme: Row | undefined | null): string | undefined {
  const base = programmeBase(programme);
  if (!base) return undefined;
  return programme!.audience.slug === 'secondary' ? `/secondary/ks3/programme/${programme!.slug}` : base;
}

const SINGLE_PAGES: Record<string, string> = {
  'api::learning-resources-home.learning-resources-home': '/',
  'api::cpd.cpd': '/cpd',
  'api::privacy-policy.privacy-policy': '/privacy',
  'api::terms-and-condition.terms-and-condition': '/terms-and-conditions',
  'api::sign-up-page.sign-up-page': '/subscribe',
  'api::playlist-page.playlist-page': '/playlists',
};

export async function previewPathOf(
  strapi: Core.Strapi,
  uid: string,
  documentId: string | undefined,
): Promise<string | undefined> {
  if (uid in SINGLE_PAGES) return SINGLE_PAGES[uid];
  if (!documentId) return undefined;
  const draft = (type: string, populate: Row = {}) =>
    strapi
      .documents(type as UID.ContentType)
      .findOne({ documentId, status: 'draft', populate } as never) as Promise<Row | null>;
  const firstDraft = (type: string, filters: Row, populate: Row) =>
    strapi
      .documents(type as UID.ContentType)
      .findFirst({ status: 'draft', filters, populate } as never) as Promise<Row | null>;

  switch (uid) {
    case 'api::audience.audience': {
      const row = await draft(uid);
      return row?.slug ? `/${row.slug}` : undefined;
    }
    case 'api::programme.programme':
      return programmePage(await draft(uid, { audience: { fields: ['slug'] } }));
    case 'api::scheme.scheme': {
      const row = await draft(uid, { programme: AUDIENCE_SLUG });
      const base = programmeBase(row?.programme);
      return base && `${base}/unit/${documentId}`;
    }
    case 'api::lesson.lesson': {
      const unit = await firstDraft('api::scheme.scheme', { lessons: { documentId } }, { programme: AUDIENCE_SLUG });
      const base = programmeBase(unit?.programme);
      return base && `${base}/unit/${unit!.documentId}/lesson/${documentId}`;
    }
    case 'api::activity-page.activity-page':
      return activityPage(await draft(uid, { programme: AUDIENCE_SLUG, audiences: { fields: ['slug'] } }));
    case 'api::activity-slideshow.activity-slideshow': {
      // Lesson mode: the slideshow as its activity shows it.
      const row = await draft(uid, {
        activity: { populate: { programme: AUDIENCE_SLUG, audiences: { fields: ['slug'] } } },
      });
      const page = activityPage(row?.activity);
      return page && `${page}/slides`;
    }
    case 'api::cpd-session.cpd-session': {
      const row = await draft(uid);
      return row?.slug ? `/cpd/session/${row.slug}` : undefined;
    }
    case 'api::cpd-live-event.cpd-live-event': {
      const row = await draft(uid);
      return row?.slug ? `/cpd/live-event/${row.slug}` : undefined;
    }
    case 'api::live-programme.live-programme': {
      const row = await draft(uid);
      return row?.slug ? `/live/${row.slug}` : undefined;
    }
    case 'api::live-production.live-production': {
      const row = await draft(uid, { live_programme: { fields: ['slug'] } });
      return row?.slug && row.live_programme?.slug ? `/live/${row.live_programme.slug}/${row.slug}` : undefined;
    }
    case 'api::landing-page.landing-page': {
      const row = await draft(uid);
      return row?.slug ? `/secondary/${row.slug}` : undefined;
    }
    case 'api::project.project': {
      const row = await draft(uid);
      return row?.slug ? `/secondary/ks3/project/${row.slug}` : undefined;
    }
    case 'api::audio-page.audio-page':
      return `/audiolibrary/page/${documentId}`;
    case 'api::audio-page-container.audio-page-container':
      return `/audiolibrary/collection/${documentId}`;
    default:
      return undefined;
  }
}

/** An activity in its programme's Activity Library (as search links to it). */
function activityPage(activity: Row | null | undefined): string | undefined {
  if (!activity?.documentId) return undefined;
  const audience = activity.programme?.audience ?? activity.audiences?.[0];
  if (!activity.programme?.slug || !audience?.slug) return undefined;
  return `/${audience.slug}/${activity.programme.slug}/activity/-/-/${activity.documentId}`;
}

/**
 * The address of an entry's page showing its draft, with a token for that document (src/editorial/preview.ts), for the
 * admin panel's Preview: undefined for a type without a page of its own (the panel then offers no preview).
 */
export async function previewLink(
  strapi: Core.Strapi,
  uid: string,
  { documentId, locale }: { documentId?: string; locale?: string | null },
): Promise<string | undefined> {
  // A single type's document, when the panel names none.
  const document =
    documentId ??
    (
      (await strapi
        .documents(uid as UID.ContentType)
        .findFirst({ status: 'draft', fields: ['documentId'] } as never)) as { documentId?: string } | null
    )?.documentId;
  if (!document) return undefined;
  const pathname = await previewPathOf(strapi, uid, document);
  if (!pathname) return undefined;
  const token = mintPreviewToken(strapi, { uid, documentId: document, locale: locale ?? null });
  return `${pathname}?${new URLSearchParams({ [PREVIEW_PARAMETER]: token })}`;
}
