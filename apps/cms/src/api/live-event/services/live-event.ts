import type { Core } from '@strapi/strapi';
import { fetchLiveEvents, type LiveEvent } from './external-events';

/** The live events list, cached for `product.liveEventsCacheSeconds` so the events site is asked rarely. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  let cached: { at: number; events: LiveEvent[] } | undefined;

  return {
    sourceUrl(): string {
      const configured = strapi.config.get<string>('product.liveEventsUrl');
      if (configured) return configured;
      // No events site configured: the CMS's own demo feed, in the same WordPress format.
      return `http://127.0.0.1:${strapi.config.get<number>('server.port')}/api/demo-events/wp/v2/events`;
    },

    async list(): Promise<LiveEvent[]> {
      const ttlMs = strapi.config.get<number>('product.liveEventsCacheSeconds') * 1000;
      if (cached && Date.now() - cached.at < ttlMs) return cached.events;
      const events = await fetchLiveEvents(this.sourceUrl());
      cached = { at: Date.now(), events };
      return events;
    },
  };
};
