import { graphql } from '../../../gql';

/**
 * SPEC-GUIDE §7 ProgrammeQuery (slug, audienceSlug): everything the programme page shows to anyone. Whether the
 * audience has a custom unit plan for the programme comes in the same request ('Your units of work').
 */
export const programmeQuery = graphql(`
  query ProgrammeQuery($slug: String!, $audienceSlug: String!) {
    programmes(filters: { slug: { eq: $slug }, audience: { slug: { eq: $audienceSlug } } }) {
      documentId
      slug
      title
      blurb
      introduction
      introduction_at_home
      schemes_intro
      media_introduction
      media_embed
      released
      year_groups {
        ...YearGroupFields
      }
      audience {
        ...AudienceLinkFields
      }
      theme {
        id
        css
        main_banner_offset
        main_banner_image {
          ...ImageFields
        }
        programme_logo {
          ...ImageFields
        }
      }
      summary_document {
        ...FileFields
      }
      units {
        ...UnitCardFields
      }
    }
    customSchemePlans(filters: { programme: { slug: { eq: $slug } }, audience: { slug: { eq: $audienceSlug } } }) {
      documentId
    }
  }
`);
