import { graphql, HttpResponse } from 'msw';
import type { CustomSchemeBuildersQuery, CustomSchemeQueryQuery, CustomSchemesQuery } from '../gql/graphql';
import { primaryProgramme } from './curriculum';

/** SPEC-GUIDE §7 custom-unit operations as the CMS answers them for the signed-in teacher (their own units only). */

const strandFixtures = [
  { documentId: 's-rhythm', title: 'Rhythm', description: 'Feel and keep a **steady** pulse.' },
  { documentId: 's-pitch', title: 'Pitch', description: 'High and low sounds.' },
  { documentId: 's-listening', title: 'Listening', description: 'Listen and respond.' },
  { documentId: 's-composing', title: 'Composing', description: 'Make up music.' },
  { documentId: 's-singing', title: 'Singing', description: 'Sing together.' },
  { documentId: 's-performing', title: 'Performing', description: 'Share music.' },
];

export function customSchemeBuilders(numberRequired: number | null = 4): CustomSchemeBuildersQuery {
  return {
    customSchemeBuilders: [
      {
        __typename: 'CustomSchemeBuilder',
        documentId: 'builder-1',
        title: 'Build your own Music Foundations unit',
        introduction: 'Choose **four** learning strands.',
        number_required_strands: numberRequired,
        programme: { __typename: 'Programme', documentId: 'prog-mf', title: 'Music Foundations' },
        audience: { __typename: 'Audience', documentId: 'aud-primary', slug: 'primary', title: 'Primary' },
        learning_strands: strandFixtures.map((strand) => ({ __typename: 'LearningStrand', ...strand })),
      },
    ],
  };
}

export function customSchemes(units: { documentId: string; title: string }[]): CustomSchemesQuery {
  return {
    customSchemes: units.map((unit) => ({
      __typename: 'CustomScheme',
      ...unit,
      learning_strands: [
        { __typename: 'LearningStrand', documentId: 's-rhythm', title: 'Rhythm' },
        { __typename: 'LearningStrand', documentId: 's-pitch', title: 'Pitch' },
      ],
    })),
    programmes: [primaryProgramme],
  };
}

export function customScheme(documentId = 'cu-1', title = 'Year 3 rhythm unit'): CustomSchemeQueryQuery {
  const lesson = (id: string, lessonTitle: string) => ({
    __typename: 'CustomUnitLesson' as const,
    lesson: {
      __typename: 'Lesson' as const,
      documentId: id,
      title: lessonTitle,
      introduction: `${lessonTitle} introduction.`,
      featured: false,
    },
  });
  return {
    customScheme: {
      __typename: 'CustomScheme',
      documentId,
      title,
      learning_strands: [{ __typename: 'LearningStrand', documentId: 's-rhythm', title: 'Rhythm' }],
      lessons: [lesson('lesson-1', 'Rhythm and Pitch Explorers'), lesson('lesson-3', 'Create and Compose')],
    },
    customSchemePlans: [
      {
        __typename: 'CustomSchemePlan',
        documentId: 'plan-1',
        title: 'Music Foundations: your own unit',
        introduction: 'These lessons draw on the activities that match the strands you chose.',
      },
    ],
    programmes: [primaryProgramme],
  };
}

export const customUnitHandlers = [
  graphql.query('CustomSchemeBuilders', () => HttpResponse.json({ data: customSchemeBuilders() })),
  graphql.query('CustomSchemes', () =>
    HttpResponse.json({ data: customSchemes([{ documentId: 'cu-1', title: 'Year 3 rhythm unit' }]) }),
  ),
  graphql.query('CustomSchemeQuery', ({ variables }) =>
    HttpResponse.json({ data: customScheme(String(variables.id)) }),
  ),
  graphql.mutation('CreateCustomScheme', ({ variables }) =>
    HttpResponse.json({
      data: {
        createCustomScheme: {
          __typename: 'CustomScheme',
          documentId: 'cu-new',
          title: String((variables.data as { title?: string }).title),
        },
      },
    }),
  ),
  graphql.mutation('DeleteCustomScheme', ({ variables }) =>
    HttpResponse.json({
      data: { deleteCustomScheme: { __typename: 'DeleteMutationResponse', documentId: String(variables.id) } },
    }),
  ),
];
