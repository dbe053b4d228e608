import type { Core } from '@strapi/strapi';
import { errors, validateYupSchema, yup } from '@strapi/utils';
import type { Context } from 'koa';
import { accessLevels } from '../../../accounts/tokens/access-level';
import { FACETS } from '../../../delivery/search/facets';
import { searchService, type SearchRequest } from '../../../delivery/search/service';

const facet = yup.string().trim().max(200);

/**
 * GET /api/search?q=…[&kind=&audience=&programme=&activityType=&yearGroup=&keyStage=&learningStrand=][&limit=]
 * [&perKind=]. Without words, at least one facet: browsing ("Year 2" of Primary).
 */
const searchQuery = yup
  .object({
    q: yup
      .string()
      .trim()
      .max(200, 'Search for at most 200 characters')
      .default('')
      .test('words-or-facet', 'Type something to search for', function (q) {
        return Boolean(q) || FACETS.some((name) => Boolean(this.parent[name]));
      }),
    ...Object.fromEntries(FACETS.map((name) => [name, facet])),
    limit: yup.number().integer().min(1).max(100).default(20),
    perKind: yup.number().integer().min(1).max(10),
  })
  .noUnknown(true);
const KNOWN_PARAMETERS = new Set(Object.keys(searchQuery.fields));

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    const unknown = Object.keys(ctx.query).filter((name) => !KNOWN_PARAMETERS.has(name));
    if (unknown.length) throw new errors.ValidationError(`Unknown search parameter: ${unknown.join(', ')}`);
    const request = (await validateYupSchema(searchQuery, { strict: false })(ctx.query)) as SearchRequest;
    // The same reading of the token as the response cache: visitor, registered teacher or subscriber.
    const searcher = await accessLevels(strapi).identify(ctx.get('authorization') || undefined);
    if (!searcher) throw new errors.UnauthorizedError('Your session has ended. Please sign in again.');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('Vary', 'Authorization');
    ctx.body = await searchService(strapi).search(request, searcher);
  },
});
