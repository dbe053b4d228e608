import type { Core } from '@strapi/strapi';
import { asSystem } from '../../../access/as-system';
import { decodeAtHomeLink, encodeAtHomeLink } from './at-home-link';
import { callerOfUser } from '../../../access/caller';

const MEDIA = { fields: ['url', 'name', 'alternativeText', 'caption', 'mime', 'ext'] };

export type AtHomeResult = { status: 'ok'; library: unknown } | { status: 'invalid' } | { status: 'expired' };

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The programme's at-home link for this teacher, or null when the programme has no at-home library. */
  async linkFor(programmeSlug: string, userId: number): Promise<string | null> {
    const programme = await strapi.db.query('api::programme.programme').findOne({
      where: { slug: programmeSlug },
      populate: { activity_at_home_library: { select: ['id'] } },
    });
    const libraryId = programme?.activity_at_home_library?.id as number | undefined;
    return libraryId ? encodeAtHomeLink(libraryId, userId) : null;
  },

  /** What a family sees behind a shared link: the library and its activities, if the link is genuine and current. */
  async open(code: string): Promise<AtHomeResult> {
    const decoded = decodeAtHomeLink(code);
    if (!decoded) return { status: 'invalid' };
    const teacher = await strapi.db.query('plugin::users-permissions.user').findOne({
      where: { id: decoded.userId },
      populate: { role: { select: ['type'] } },
    });
    // A genuine link whose teacher is gone or no longer subscribed: one answer for both, which tells nobody which.
    if (!teacher || teacher.blocked || callerOfUser(teacher).level !== 'subscriber') return { status: 'expired' };
    // A family reads the library on the subscribed teacher's behalf, whatever they may read themselves.
    const library = await asSystem(() =>
      strapi.db.query('api::at-home-library.at-home-library').findOne({
        where: { id: decoded.libraryId },
        select: ['documentId', 'title', 'introduction'],
        populate: {
          activities: {
            select: ['documentId', 'title', 'introduction', 'time', 'music', 'equipment'],
            populate: {
              activity_at_home_download: { populate: { file: MEDIA } },
              activity_at_home: { populate: { media: MEDIA } },
            },
          },
        },
      }),
    );
    if (!library) return { status: 'invalid' };
    return { status: 'ok', library: withAtHomeFileAddresses(library, code) };
  },

  /** The uploaded files a current at-home link opens (their /uploads paths), or none when the link does not work. */
  async filesOpenedBy(code: string): Promise<Set<string>> {
    const result = await this.open(code);
    const paths = new Set<string>();
    if (result.status === 'ok') collectUrls(result.library, (url) => paths.add(url.split('?')[0]));
    return paths;
  },
});

/**
 * A library's files are for subscribers (src/middlewares/protected-uploads.ts), and families have no account: each
 * file address carries the link's code, which opens that library's files, and only while the link works.
 */
function withAtHomeFileAddresses<T>(value: T, code: string): T {
  if (Array.isArray(value)) return value.map((item) => withAtHomeFileAddresses(item, code)) as T;
  if (!value || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] =
      key === 'url' && typeof item === 'string' && item.startsWith('/uploads/')
        ? `${item}?athome=${encodeURIComponent(code)}`
        : withAtHomeFileAddresses(item, code);
  }
  return copy as T;
}

function collectUrls(value: unknown, found: (url: string) => void): void {
  if (Array.isArray(value)) return value.forEach((item) => collectUrls(item, found));
  if (!value || typeof value !== 'object') return;
  for (const [key, item] of Object.entries(value)) {
    if (key === 'url' && typeof item === 'string') found(item);
    else collectUrls(item, found);
  }
}
