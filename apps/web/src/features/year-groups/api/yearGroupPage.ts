import { graphql } from '../../../gql';

/**
 * A year group's page (/{audience}/{year}, issue 44): the year, and the audience's programmes written for it with
 * their units for it: public content, the page a visitor sees (rendered on the server and kept by the cache).
 */
export const yearGroupPageQuery = graphql(`
  query YearGroupPage($audienceSlug: String!, $yearSlug: String!) {
    yearGroups(filters: { slug: { eq: $yearSlug } }) {
      documentId
      slug
      ...YearGroupFields
    }
    audiences(filters: { slug: { eq: $audienceSlug } }) {
      documentId
      slug
      title
      theme {
        id
        css
      }
    }
    programmes(
      filters: { audience: { slug: { eq: $audienceSlug } }, year_groups: { slug: { eq: $yearSlug } } }
      sort: "title"
    ) {
      documentId
      slug
      title
      blurb
      released
      units(filters: { year_groups: { slug: { eq: $yearSlug } } }) {
        ...UnitCardFields
      }
    }
  }
`);
