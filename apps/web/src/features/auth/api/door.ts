import { graphql } from '../../../gql';

/** A unit's title and summary, which anyone may read (units are public, their lessons are not). */
export const unitDoorQuery = graphql(`
  query UnitDoor($unitId: ID!) {
    scheme(documentId: $unitId) {
      documentId
      title
      blurb
    }
  }
`);
