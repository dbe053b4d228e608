import type { Core } from '@strapi/strapi';
import { changeSignals } from '../../platform/changes';
import { searchService } from './service';

/**
 * Search across the classroom (issue #16). The index is built at start, after the seed, and rebuilt after every
 * content write through the hook that purges the response cache, so what an editor publishes is found on the next
 * search; a rebuild reads again only what the write touched (catalogue.ts) and indexes again only the documents that
 * changed (search-index.ts).
 * Served by GET /api/search (src/api/search).
 */
export function startSearch(strapi: Core.Strapi): void {
  const service = searchService(strapi);
  changeSignals(strapi).onContentChange((written) => service.contentChanged(written));
  service
    .refresh()
    .then(() => {
      const { documents, lastBuildMs } = service.stats();
      strapi.log.info(`Search index: ${documents} documents in ${lastBuildMs} ms`);
    })
    .catch((error) => service.stopped || strapi.log.error(`Search index: the first build failed: ${error}`));
}

/** Before the database closes (Strapi's destroy), so no build is started or reported against a closed pool. */
export function stopSearch(strapi: Core.Strapi): void {
  searchService(strapi).stop();
}

export { searchService };
