import { graphql } from '../../../gql';

/**
 * SPEC-GUIDE §7 AudiencesAndProgrammes: loaded once for the whole layout (the header's audience menus), through the
 * CMS's purpose-built `audienceMenus` field: each audience with its feature boxes' targets, read in one go.
 */
export const audiencesAndProgrammesQuery = graphql(`
  query AudiencesAndProgrammes {
    audienceMenus {
      documentId
      slug
      title
      features {
        title
        is_preview
        programme {
          ...AudienceMenuTargetFields
        }
        live_programme {
          ...AudienceMenuTargetFields
        }
        project {
          ...AudienceMenuTargetFields
        }
        landing_page {
          ...AudienceMenuTargetFields
        }
      }
    }
  }

  fragment AudienceMenuTargetFields on AudienceMenuTarget {
    slug
    title
    released
  }
`);
