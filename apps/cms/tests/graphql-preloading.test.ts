import { Kind, print, type FieldNode, type OperationDefinitionNode } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { biggestLessons } from './biggest-lessons';
import { graphql, signInAs } from './client';
import { webDocument } from './web-documents';

/**
 * A content type's root query reads its nested content ahead (src/extensions/graphql/preloading.ts). Its answers must
 * stay exactly Strapi's. The reference is the same selection under `<type>s_connection`, which reads nothing ahead:
 * every nested field there goes through Strapi's own resolvers.
 */

let subscriber: string;
let lessonIds: string[];

beforeAll(async () => {
  subscriber = await signInAs('subscriber');
  // The three biggest lessons: activities in every list, slides with sub-slideshows.
  lessonIds = await biggestLessons(subscriber, 3);
});

/** `lesson(documentId: $id) { ... }` and the same selection through the connection, with the fragments it spreads. */
function preloadedAndReference(selection: string, fragments = '') {
  return `query Compare($id: ID!) {
    preloaded: lesson(documentId: $id) ${selection}
    reference: lessons_connection(filters: { documentId: { eq: $id } }) { nodes ${selection} }
  }
  ${fragments}`;
}

async function compare(selection: string, id: string, fragments = '', token = subscriber) {
  const result = await graphql<{ preloaded: unknown; reference: { nodes: unknown[] } }>(
    preloadedAndReference(selection, fragments),
    { id },
    token,
  );
  expect(result.errors).toBeUndefined();
  expect(result.data!.reference.nodes).toHaveLength(1);
  return { preloaded: result.data!.preloaded, reference: result.data!.reference.nodes[0] };
}

describe("content read ahead answers as Strapi's resolvers do", () => {
  it("answers lesson mode's whole lesson (LessonSlideShow's selection) exactly as the generic resolvers", async () => {
    const document = webDocument('LessonSlideShow');
    const operation = document.definitions.find(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    )!;
    const lessonField = operation.selectionSet.selections.find(
      (selection): selection is FieldNode => selection.kind === Kind.FIELD && selection.name.value === 'lesson',
    )!;
    const fragments = document.definitions
      .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => print(fragment))
      .join('\n');
    for (const id of lessonIds) {
      const { preloaded, reference } = await compare(print(lessonField.selectionSet!), id, fragments);
      expect(JSON.stringify(preloaded)).toContain('activity_slides');
      expect(JSON.stringify(preloaded)).toContain('"url"');
      expect(preloaded).toEqual(reference);
    }
  });

  it('leaves fields with arguments to Strapi: pages, sorting and filters apply as asked', async () => {
    const selection = `{
      documentId
      activity_pool(pagination: { start: 1, limit: 1 }) { documentId title }
      activities(pagination: { limit: 1 }) { id activity { documentId } }
      activities_above(sort: ["title:desc"]) { documentId title activity_slideshow { activity_slides(pagination: { limit: 1 }) { id title } } }
      first: activities_above { documentId activity_slideshow { activity_slides { id } } }
    }`;
    for (const id of lessonIds) {
      const { preloaded, reference } = await compare(selection, id);
      expect(preloaded).toEqual(reference);
    }
  });

  it('answers the same content asked twice, under aliases and inside fragments', async () => {
    const selection = `{
      documentId
      a: activities_above { ...Slides }
      b: activities_above { documentId title ...Slides }
      activities { activity { ...Slides } }
    }`;
    const fragments = `fragment Slides on ActivityPage {
      documentId
      activity_slideshow { documentId activity_slides { id title main_image { url width } sub_slides2 { documentId } } }
    }`;
    for (const id of lessonIds) {
      const { preloaded, reference } = await compare(selection, id, fragments);
      expect(preloaded).toEqual(reference);
    }
  });

  it("keeps each nested relation's access check: a visitor reads a public unit but not its lessons", async () => {
    const { data: units } = await graphql<{ schemes: { documentId: string }[] }>(
      '{ schemes(pagination: { limit: 1 }) { documentId } }',
    );
    const unitId = units!.schemes[0].documentId;
    const query = `query Unit($id: ID!) { scheme(documentId: $id) { documentId title lessons { documentId title } } }`;
    const visitor = await graphql<{ scheme: unknown }>(query, { id: unitId });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(JSON.stringify(visitor.data ?? {})).not.toContain('lessons":[{');

    const asSubscriber = await graphql<{ scheme: { lessons: unknown[] } }>(query, { id: unitId }, subscriber);
    expect(asSubscriber.errors).toBeUndefined();
    expect(asSubscriber.data!.scheme.lessons.length).toBeGreaterThan(0);
  });
});
