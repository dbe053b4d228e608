import type { Core } from '@strapi/strapi';
import { changeSignals } from '../../platform/changes';
import { searchService } from './service';

/**
 * Search across the classroom (issue #16). The index is built at start, after the seed, and rebuilt after every
 * content write through the hook that clears the response cache, so what an editor saves is found on the next search.
 * Served by GET /api/search (src/api/search).
 */
export function startSearch(strapi: Core.Strapi): void {
  const service = searchService(strapi);
  changeSignals(strapi).onContentChange(() => service.contentChanged());
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
