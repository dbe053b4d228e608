import { graphql } from '../../../gql';

/**
 * The lessons of the same units: subscriber content, which the CMS refuses anyone else (src/access/permissions.ts),
 * so it is asked only by a subscriber's page. Not beside YearGroupPage, which the route's loader imports into the
 * app's core (app/routes/publicRoutes.ts): only the page needs this one.
 */
export const yearGroupLessonsQuery = graphql(`
  query YearGroupLessons($audienceSlug: String!, $yearSlug: String!) {
    programmes(filters: { audience: { slug: { eq: $audienceSlug } }, year_groups: { slug: { eq: $yearSlug } } }) {
      documentId
      units(filters: { year_groups: { slug: { eq: $yearSlug } } }) {
        documentId
        lessons {
          documentId
          title
          year_groups {
            slug
          }
        }
      }
    }
  }
`);
