import { graphql } from '../../../gql';

/** The year groups each audience's programmes are written for: what a teacher chooses theirs from (issue 44). */
export const teacherYearGroupsQuery = graphql(`
  query TeacherYearGroups {
    audiences(sort: "title") {
      documentId
      slug
      title
      programmes {
        documentId
        year_groups {
          ...YearGroupLinkFields
        }
      }
    }
  }
`);
