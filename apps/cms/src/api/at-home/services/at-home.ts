import type { Core } from '@strapi/strapi';
import { decodeAtHomeLink, encodeAtHomeLink } from './at-home-link';

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
    if (!teacher) return { status: 'invalid' };
    if (teacher.blocked || teacher.role?.type !== 'active_subscriber') return { status: 'expired' };
    const library = await strapi.db.query('api::at-home-library.at-home-library').findOne({
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
    });
    if (!library) return { status: 'invalid' };
    return { status: 'ok', library };
  },
});
