import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { audience, audiencesAndProgrammes, knownAudiences, learningResourcesHome } from './fixtures';

/** The CMS at the network boundary: each test may replace a handler with `server.use(...)`. */
export const defaultHandlers = [
  graphql.query('AudiencesAndProgrammes', () => HttpResponse.json({ data: audiencesAndProgrammes })),
  graphql.query('learningResourcesHome', () => HttpResponse.json({ data: learningResourcesHome })),
  graphql.query('Audience', ({ variables }) => {
    const slug = String(variables.audienceSlug);
    const title = knownAudiences[slug];
    return HttpResponse.json({ data: title ? audience(slug, title) : { audiences: [] } });
  }),
];

export const server = setupServer(...defaultHandlers);
