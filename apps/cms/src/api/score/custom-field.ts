import type { Core } from '@strapi/strapi';
import { fieldError, invalidFields, type FieldError } from '../../platform/http/field-errors';
import { ABC_NOTATION_FIELD, notationProblem } from './notation';

interface Attribute {
  type: string;
  customField?: string;
  component?: string;
  components?: string[];
  repeatable?: boolean;
}
type Data = Record<string, unknown>;

/** The notation's problems in `data` of `uid`, at any depth of components and dynamic zones, by field path. */
function notationProblems(strapi: Core.Strapi, uid: string, data: unknown, path: string[] = []): FieldError[] {
  if (!data || typeof data !== 'object') return [];
  const attributes =
    (strapi.getModel(uid as never) as { attributes?: Record<string, Attribute> } | undefined)?.attributes ?? {};
  const problems: FieldError[] = [];
  for (const [name, value] of Object.entries(data as Data)) {
    const attribute = attributes[name];
    if (!attribute) continue;
    if (attribute.customField === ABC_NOTATION_FIELD) {
      const problem = notationProblem(value);
      if (problem) problems.push(fieldError([...path, name], problem));
    } else if (attribute.type === 'component' && attribute.component) {
      const items = Array.isArray(value) ? value : [value];
      items.forEach((item, index) =>
        problems.push(
          ...notationProblems(strapi, attribute.component!, item, [
            ...path,
            name,
            ...(Array.isArray(value) ? [String(index)] : []),
          ]),
        ),
      );
    } else if (attribute.type === 'dynamiczone' && Array.isArray(value)) {
      value.forEach((item, index) => {
        const component = (item as Data | null)?.__component;
        if (typeof component === 'string')
          problems.push(...notationProblems(strapi, component, item, [...path, name, String(index)]));
      });
    }
  }
  return problems;
}

/**
 * The ABC notation field (Strapi's custom-field API; its admin input with the live score is src/admin's), and its
 * check on every save through the Document Service (admin panel, API, seed): unreadable or oversized notation is a
 * field error, never a stored score that cannot be shown.
 */
export function registerAbcNotationField(strapi: Core.Strapi): void {
  strapi.customFields.register({ name: 'abc-notation', type: 'text', inputSize: { default: 12, isResizable: false } });

  strapi.documents.use(async (context, next) => {
    if (context.action !== 'create' && context.action !== 'update') return next();
    const data = (context.params as { data?: unknown }).data;
    const problems = notationProblems(strapi, context.uid, data);
    if (problems.length) throw invalidFields(problems);
    return next();
  });
}
