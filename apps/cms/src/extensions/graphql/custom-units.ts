import type { Core } from '@strapi/strapi';
import { customUnits } from '../../api/custom-scheme/services/custom-scheme';

/**
 * GraphQL for custom units: `customScheme { lessons { lesson activity_pool } }` answers a unit's lessons by the lesson
 * rule of src/api/custom-scheme/services/custom-scheme.ts (plan lessons matching the chosen strands, each with its
 * activity pool filtered by them). A unit is only reachable through the owner-scoped custom-scheme queries and
 * mutations (src/access/ownership.ts), so another teacher's unit never gets this far.
 */
export function registerCustomUnitGraphql(strapi: Core.Strapi): void {
  strapi
    .plugin('graphql')
    .service('extension')
    .use(() => ({
      typeDefs: `
        "A lesson of a custom unit, with its activity pool kept to the unit's strands."
        type CustomUnitLesson {
          lesson: Lesson!
          activity_pool: [ActivityPage!]!
        }

        extend type CustomScheme {
          "The unit's lessons in plan order: the plan lessons whose combination_key_configurations suit its strands."
          lessons: [CustomUnitLesson!]!
        }
      `,
      resolvers: {
        CustomScheme: {
          lessons: (parent: { documentId: string }) => customUnits(strapi).lessonsOf(parent.documentId),
        },
      },
      resolversConfig: {
        'CustomScheme.lessons': { auth: { scope: ['api::custom-scheme.custom-scheme.findOne'] } },
      },
    }));
}
