import { factories, type Core } from '@strapi/strapi';
import { fieldError, invalidFields } from '../../../platform/http/field-errors';
import { customUnitLessons, DEFAULT_REQUIRED_STRANDS, relationIds, type PlanLesson } from '../lesson-rule';

/**
 * Custom units (SPEC-GUIDE §2 Create unit, Custom unit detail; §3 Custom scheme, plan, builder; §9 default 4 strands).
 *
 * THE LESSON RULE: which lessons a custom unit has, and which activities of each lesson's pool it teaches.
 * - The lessons come from the custom scheme plan of the unit's programme and audience (the first plan, by id, if an
 *   editor made several), in the plan's `lesson_plans` order.
 * - A lesson's `combination_key_configurations` is a JSON list. Each entry is one combination: a strand
 *   combination_key (string) or a list of keys that must all be chosen together. A lesson is in the unit when every
 *   key of at least one of its combinations is among the unit's chosen strands. The seed writes a plain list of keys
 *   (['rhythm', 'pitch']), so such a lesson is in the unit when at least one of those strands was chosen.
 * - A lesson with no usable configuration (null, an empty list, anything not a list of keys) suits every unit: it is
 *   always included.
 * - Within a lesson of the unit, the activity pool keeps only activities that share at least one learning strand with
 *   the unit (an activity without strands is never picked); activities_above, the listed activities and extension
 *   activities are taught as they are. The pool keeps its order.
 *
 * THE CREATE RULE (checkNewUnit): a title; exactly the builder's number_required_strands strands (default 4), all of
 * the builder's, none twice; the programme must have a builder and the audience, when given, must be the builder's.
 * The owner is always the token's user (src/access/ownership.ts).
 */

const UNIT = 'api::custom-scheme.custom-scheme';
const PLAN = 'api::custom-scheme-plan.custom-scheme-plan';
const BUILDER = 'api::custom-scheme-builder.custom-scheme-builder';

/** Field errors as the REST and GraphQL clients read them (path and message), like the account errors. */
function invalid(problems: { path: string; message: string }[]): never {
  throw invalidFields(problems.map((problem) => fieldError([problem.path], problem.message)));
}

const createCustomSchemeService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The builder of a programme (its documentId), with its audience and strands. */
  async builderOf(programmeId: string) {
    return strapi.documents(BUILDER).findFirst({
      filters: { programme: { documentId: programmeId } },
      sort: { id: 'asc' },
      fields: ['number_required_strands'],
      populate: { audience: { fields: [] }, learning_strands: { fields: [] } },
    });
  },

  /**
   * Checks a new unit's data against the create rule and returns it in a canonical shape (relations as documentIds,
   * the audience the builder's); throws a ValidationError listing every problem by field.
   */
  async checkNewUnit(data: Record<string, unknown>): Promise<Record<string, unknown>> {
    const problems: { path: string; message: string }[] = [];
    const title = typeof data.title === 'string' ? data.title.trim() : '';
    if (!title) problems.push({ path: 'title', message: 'Give your unit a name.' });

    const programmeIds = relationIds(data.programme);
    const builder = programmeIds?.length === 1 ? await this.builderOf(programmeIds[0]) : null;
    if (!builder) {
      problems.push({ path: 'programme', message: 'Choose a programme that has a unit builder.' });
      invalid(problems);
    }

    const audienceIds = relationIds(data.audience);
    const audience = builder.audience?.documentId;
    if (audienceIds === null || audienceIds.length > 1 || (audienceIds.length === 1 && audienceIds[0] !== audience))
      problems.push({ path: 'audience', message: "The audience must be the unit builder's audience." });

    const required = builder.number_required_strands ?? DEFAULT_REQUIRED_STRANDS;
    const strandIds = relationIds(data.learning_strands);
    const offered = (builder.learning_strands ?? []).map((strand) => strand.documentId);
    if (strandIds === null) {
      problems.push({ path: 'learning_strands', message: 'Choose learning strands by their ids.' });
    } else if (new Set(strandIds).size !== strandIds.length) {
      problems.push({ path: 'learning_strands', message: 'Choose each learning strand only once.' });
    } else if (strandIds.some((id) => !offered.includes(id))) {
      problems.push({ path: 'learning_strands', message: "Choose learning strands from this programme's builder." });
    } else if (strandIds.length !== required) {
      problems.push({ path: 'learning_strands', message: `Choose exactly ${required} learning strands.` });
    }
    if (problems.length) invalid(problems);

    return { ...data, title, programme: programmeIds![0], audience, learning_strands: strandIds };
  },

  /** A unit's lessons by the lesson rule, with the lessons' fields (for GraphQL) and filtered pools. */
  async lessonsOf(unitDocumentId: string) {
    const unit = await strapi.db.query(UNIT).findOne({
      where: { documentId: unitDocumentId },
      populate: {
        learning_strands: { select: ['documentId', 'combination_key'] },
        audience: { select: ['id'] },
        programme: { select: ['id'] },
      },
    });
    if (!unit?.programme) return [];
    const plan = await strapi.db.query(PLAN).findOne({
      where: {
        programme: { id: unit.programme.id },
        ...(unit.audience ? { audience: { id: unit.audience.id } } : {}),
      },
      orderBy: { id: 'asc' },
      populate: {
        lesson_plans: {
          populate: { activity_pool: { populate: { learning_strands: { select: ['documentId'] } } } },
        },
      },
    });
    return customUnitLessons<PlanLesson>(plan?.lesson_plans ?? [], unit.learning_strands ?? []);
  },
});

type CustomSchemeService = ReturnType<typeof createCustomSchemeService>;

export function customUnits(strapi: Core.Strapi): CustomSchemeService {
  return strapi.service('api::custom-scheme.custom-scheme') as unknown as CustomSchemeService;
}

export default factories.createCoreService(UNIT, createCustomSchemeService);
