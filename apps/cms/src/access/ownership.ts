import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { asSystem } from './as-system';
import { requestAuth } from '../strapi-internals/request-auth';

/**
 * Playlists and custom units belong to the teacher who made them (SPEC-GUIDE §6: "filtered by owner id equal to the
 * current user's id"). Enforced once, in the Document Service, for every request a signed-in user makes through the
 * content API (REST and GraphQL alike, lists, counts and single entries): the owner is always the token's user,
 * whatever owner a client sends, and another teacher's entry reads as missing and cannot be changed or deleted.
 * The admin panel, the seed and scripts are not content-API requests and see everything.
 */
export const OWNED_TYPES: UID.ContentType[] = [
  'api::playlist.playlist',
  'api::custom-scheme.custom-scheme',
  // A teacher's lessons opened and last slide shown (the home's "Continue where you left off").
  'api::teaching-history.teaching-history',
];

interface TokenUser {
  id: number;
  documentId: string;
}

type Params = Record<string, unknown> & { filters?: unknown; data?: Record<string, unknown>; documentId?: string };

function ownFilters(user: TokenUser, filters?: unknown): Record<string, unknown> {
  const own = { owner: { id: { $eq: user.id } } };
  return filters && typeof filters === 'object' && Object.keys(filters).length ? { $and: [filters, own] } : own;
}

function cleanData(data: Record<string, unknown> | undefined, owner?: string): Record<string, unknown> {
  const { owner: _clientOwner, ...rest } = data ?? {};
  return owner ? { ...rest, owner } : rest;
}

/**
 * `keepValidData` cleans what a teacher saves (a playlist's items: src/api/playlist/items.ts), handed in so the
 * access rules import no content API.
 */
export function enforceOwnership(
  strapi: Core.Strapi,
  keepValidData: (data: Record<string, unknown>) => Promise<Record<string, unknown>>,
): void {
  const isOwnedBy = async (uid: UID.ContentType, documentId: unknown, user: TokenUser) => {
    if (typeof documentId !== 'string') return false;
    // The owner is an account, which content reads never show: this check reads it as the system.
    const entry = await asSystem(() =>
      strapi.db.query(uid).findOne({ where: { documentId }, populate: { owner: { select: ['id'] } } }),
    );
    return entry?.owner?.id === user.id;
  };

  strapi.documents.use(async (context, next) => {
    if (!OWNED_TYPES.includes(context.uid)) return next();
    const request = strapi.requestContext.get();
    if (!request || requestAuth(request).strategy !== 'users-permissions') return next();
    const user = request.state.user as TokenUser | undefined;
    if (!user) throw new errors.ForbiddenError();

    const params = context.params as Params;
    switch (context.action) {
      case 'findMany':
      case 'findFirst':
      case 'count':
        params.filters = ownFilters(user, params.filters);
        break;
      case 'findOne':
        if (!(await isOwnedBy(context.uid, params.documentId, user))) return null;
        break;
      case 'create':
        params.data = await keepValidData(cleanData(params.data, user.documentId));
        break;
      case 'update':
        if (!(await isOwnedBy(context.uid, params.documentId, user))) throw new errors.NotFoundError('Not found');
        params.data = await keepValidData(cleanData(params.data));
        break;
      default:
        // delete, clone, publish and anything else that names one entry
        if (!(await isOwnedBy(context.uid, params.documentId, user))) throw new errors.NotFoundError('Not found');
    }
    return next();
  });
}
