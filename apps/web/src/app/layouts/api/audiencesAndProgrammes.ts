import { graphql } from '../../../gql';

/** SPEC §7 AudiencesAndProgrammes: loaded once for the whole layout (the header's audience menus). */
export const audiencesAndProgrammesQuery = graphql(`
  query AudiencesAndProgrammes {
    audiences(sort: "menu_order:asc") {
      documentId
      slug
      title
      theme {
        id
        css
      }
      featurebox {
        id
        title
        is_preview
        programmelink {
          ...ProgrammeLinkFields
        }
      }
    }
  }
`);
