/**
 * The paths a generated paywall test walks (tests/paywall.test.ts), derived from the schemas alone so a new relation
 * is covered without editing the test: GraphQL paths from `schema.graphql`, REST populate and filter paths from the
 * content-type and component `schema.json` files. Each (parent type, field) edge is walked once per root, so the
 * number of paths grows linearly with the schema.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLField,
  type GraphQLInputObjectType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
} from 'graphql';
import { DETAIL_RULES, readsDetails } from '../src/access/detail-fields';
import { fileFieldsOf, fileReadersOf, type FileReaders } from '../src/access/file-fields';
import { PUBLIC_CONTENT } from '../src/access/permissions';

const cmsDir = path.resolve(__dirname, '..');

export type Role = 'visitor' | 'registered';

// ---------------------------------------------------------------- content-type schemas

export interface Attribute {
  type: string;
  target?: string;
  component?: string;
  components?: string[];
  relation?: string;
  multiple?: boolean;
  private?: boolean;
}
export interface Model {
  uid: string;
  kind: 'collectionType' | 'singleType' | 'component';
  singularName?: string;
  pluralName?: string;
  graphqlName: string;
  attributes: Record<string, Attribute>;
}

const pascal = (name: string) =>
  name
    .split(/[-_.]/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('');

function readJson(file: string) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Every content type (`src/api/*`) and component (`src/components/*`) by uid, as its schema.json declares it. */
export function readModels(): Map<string, Model> {
  const models = new Map<string, Model>();
  const apiDir = path.join(cmsDir, 'src', 'api');
  for (const api of fs.readdirSync(apiDir)) {
    const typesDir = path.join(apiDir, api, 'content-types');
    if (!fs.existsSync(typesDir)) continue;
    for (const name of fs.readdirSync(typesDir)) {
      const file = path.join(typesDir, name, 'schema.json');
      if (!fs.existsSync(file)) continue;
      const schema = readJson(file);
      const uid = `api::${api}.${name}`;
      models.set(uid, {
        uid,
        kind: schema.kind,
        singularName: schema.info.singularName,
        pluralName: schema.info.pluralName,
        graphqlName: pascal(schema.info.singularName),
        attributes: schema.attributes,
      });
    }
  }
  const componentsDir = path.join(cmsDir, 'src', 'components');
  for (const category of fs.readdirSync(componentsDir)) {
    for (const file of fs.readdirSync(path.join(componentsDir, category))) {
      if (!file.endsWith('.json')) continue;
      const name = file.replace(/\.json$/, '');
      const uid = `${category}.${name}`;
      models.set(uid, {
        uid,
        kind: 'component',
        graphqlName: `Component${pascal(category)}${pascal(name)}`,
        attributes: readJson(path.join(componentsDir, category, file)).attributes,
      });
    }
  }
  return models;
}

export const PUBLIC_UIDS = new Set(PUBLIC_CONTENT.map((type) => `api::${type}.${type}`));
/** GraphQL types of Strapi's own accounts: nobody reads them as content. */
const ACCOUNT_GRAPHQL_TYPES = ['UsersPermissionsUser', 'UsersPermissionsRole', 'UsersPermissionsPermission'];

/** Every content type not public is protected from visitors and registered teachers (subscriber, owner or account). */
export const isProtectedUid = (uid: string) =>
  uid === 'plugin::users-permissions.user' || (uid.startsWith('api::') && !PUBLIC_UIDS.has(uid));

/** Whether a caller reads a file field with these readers (src/access/file-fields.ts; undefined: no one). */
export function readsFiles(readers: FileReaders | undefined, caller: Role | 'subscriber'): boolean {
  if (!readers) return false;
  if (caller === 'subscriber' || readers === 'everyone') return true;
  return readers === 'signed-in' && caller === 'registered';
}

/** Each content type's file fields (src/access/file-fields.ts), from its schema, with who reads them. */
export function fileFields(models = readModels()): { model: Model; field: string; readers?: FileReaders }[] {
  const attributesOf = (uid: string) => models.get(uid)?.attributes ?? {};
  return [...models.values()]
    .filter((model) => model.kind !== 'component' && model.uid.startsWith('api::'))
    .flatMap((model) =>
      fileFieldsOf(attributesOf, model.uid).map((field) => ({
        model,
        field,
        readers: fileReadersOf(model.uid, field),
      })),
    );
}

/**
 * Fields a role may not read on an otherwise readable type, by GraphQL type: the detail fields
 * (src/access/detail-fields.ts) and the file fields it does not read (src/access/file-fields.ts).
 */
export function hiddenFields(role: Role): Record<string, readonly string[]> {
  const hidden: Record<string, string[]> = Object.fromEntries(
    Object.entries(DETAIL_RULES)
      .filter(([, rule]) => !readsDetails(rule.readers, role))
      .map(([type, rule]) => [type, [...rule.fields]]),
  );
  for (const { model, field, readers } of fileFields()) {
    if (readsFiles(readers, role)) continue;
    const fields = (hidden[model.graphqlName] ??= []);
    if (!fields.includes(field)) fields.push(field);
  }
  return hidden;
}

// ---------------------------------------------------------------- GraphQL

export interface GraphqlProbe {
  /** Readable path, e.g. `schemes.performance_items.activity`. */
  path: string;
  query: string;
  /** Keys to follow in `data` to the protected values. */
  steps: string[];
  /** The probe's kind (tests/sweep.ts): the path's last edge (its parent type and field) and what it reaches. */
  kind: string;
}

export interface GraphqlFilterProbe {
  path: string;
  /**
   * The probe's kind: the filtered or sorted list's type and the filter or sort (its edge is tried once already: a
   * list's filters are the same whichever relation reaches it).
   */
  kind: string;
  /** The query with `$VALUE` where the hidden field's compared value goes. */
  query: string;
}

const NONSENSE = 'qwxzv-nothing-matches';
export const FILTER_VALUES = { matching: 'e', nonsense: NONSENSE };

export function loadGraphqlSchema() {
  return buildSchema(fs.readFileSync(path.join(cmsDir, 'schema.graphql'), 'utf8'));
}

const hasRequiredArgs = (field: GraphQLField<unknown, unknown>) =>
  field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);

function isList(type: GraphQLOutputType): boolean {
  return isNonNullType(type) ? isList(type.ofType) : isListType(type);
}

/** A small selection of an object type's plain fields (its id and text), to show whether anything came back. */
function leafSelection(type: GraphQLObjectType): string {
  const nodes = type.getFields().nodes;
  const nodeType = nodes && getNamedType(nodes.type);
  if (nodeType && isObjectType(nodeType)) return `nodes { ${leafSelection(nodeType)} }`;
  const fields = Object.values(type.getFields()).filter(
    (field) => isScalarType(getNamedType(field.type)) && !hasRequiredArgs(field),
  );
  const preferred = fields.filter((field) =>
    ['documentId', 'title', 'slug', 'introduction', 'url'].includes(field.name),
  );
  const chosen = (preferred.length ? preferred : fields).slice(0, 4).map((field) => field.name);
  return chosen.length ? chosen.join(' ') : '__typename';
}

/**
 * From every root field a visitor may call without arguments, each path to a protected type or a field hidden from
 * `role`: the selection reaching it and the keys to follow in the answer.
 */
export function graphqlProbes(role: Role, maxDepth = 9) {
  const schema = loadGraphqlSchema();
  const models = readModels();
  const protectedTypes = new Set([
    ...ACCOUNT_GRAPHQL_TYPES,
    ...[...models.values()].filter((model) => isProtectedUid(model.uid)).map((model) => model.graphqlName),
  ]);
  const hidden = hiddenFields(role);
  const probes: GraphqlProbe[] = [];
  const filterProbes: GraphqlFilterProbe[] = [];
  // `$VALUE` is a sort direction here: the order of a list sorted on a hidden field would tell what it holds.
  const sortProbes: GraphqlFilterProbe[] = [];
  const query = schema.getQueryType()!;
  // A list's filters are tried once, whichever root reaches the list.
  const filtered = new Set<string>();

  interface Step {
    field: string;
    /** The inline fragment a union member needs. */
    on?: string;
    args?: string;
  }
  const render = (steps: Step[], leaf: string): string =>
    steps.reduceRight(
      (inner, step) =>
        step.on
          ? `${step.field}${step.args ?? ''} { ... on ${step.on} { ${inner} } }`
          : `${step.field}${step.args ?? ''} { ${inner} }`,
      leaf,
    );

  for (const root of Object.values(query.getFields())) {
    // `me` is the caller's own account, theirs to read.
    if (hasRequiredArgs(root) || root.name === 'me') continue;
    const visited = new Set<string>();
    const queue: { type: GraphQLObjectType; steps: Step[] }[] = [];
    const enter = (field: GraphQLField<unknown, unknown>, steps: Step[], parentName: string) => {
      const named = getNamedType(field.type);
      const members: readonly GraphQLNamedType[] = isUnionType(named) ? named.getTypes() : [named];
      for (const member of members) {
        if (!isObjectType(member)) continue;
        const edge = `${parentName}.${field.name}${isUnionType(named) ? `:${member.name}` : ''}`;
        if (visited.has(edge)) continue;
        visited.add(edge);
        const step: Step = { field: field.name, ...(isUnionType(named) ? { on: member.name } : {}) };
        const next = [...steps, step];
        const where = next.map((s) => (s.on ? `${s.field}<${s.on}>` : s.field)).join('.');
        if (protectedTypes.has(member.name)) {
          probes.push({
            path: where,
            query: `{ ${render(next, leafSelection(member))} }`,
            steps: next.map((s) => s.field),
            kind: edge,
          });
          if (isList(field.type) && field.args.some((arg) => arg.name === 'filters') && !filtered.has(edge)) {
            filtered.add(edge);
            filterOnProtected(next, member.name);
          }
          continue;
        }
        for (const hiddenField of hidden[member.name] ?? []) {
          const target = member.getFields()[hiddenField];
          if (!target) continue;
          const targetType = getNamedType(target.type);
          const leaf = isObjectType(targetType) ? `${hiddenField} { ${leafSelection(targetType)} }` : hiddenField;
          probes.push({
            path: `${where}.${hiddenField}`,
            query: `{ ${render(next, `documentId ${leaf}`)} }`,
            steps: [...next.map((s) => s.field), hiddenField],
            kind: `${edge}.${hiddenField}`,
          });
        }
        if (field.args.some((arg) => arg.name === 'filters') && !filtered.has(edge)) {
          filtered.add(edge);
          filterOnHidden(field, next, member);
        }
        if (next.length < maxDepth) queue.push({ type: member, steps: next });
      }
    };
    // The list's filters reaching a hidden text field of its own type, one relation or component away, or two.
    const filterOnHidden = (field: GraphQLField<unknown, unknown>, steps: Step[], member: GraphQLObjectType) => {
      const input = getNamedType(field.args.find((arg) => arg.name === 'filters')!.type);
      if (!isInputObjectType(input)) return;
      for (const { filter, leaf } of hiddenFilterPaths(input, input.name.replace(/FiltersInput$/, ''), 3)) {
        const withArgs = [...steps.slice(0, -1), { ...steps[steps.length - 1], args: `(filters: ${filter})` }];
        filterProbes.push({
          path: `${steps.map((s) => s.field).join('.')}(filters: ${filter})`,
          query: `{ ${render(withArgs, leafSelection(member))} }`,
          kind: `filters: ${leaf}`,
        });
      }
      if (!field.args.some((arg) => arg.name === 'sort')) return;
      const typeName = input.name.replace(/FiltersInput$/, '');
      const elementType = schema.getType(typeName);
      for (const hiddenField of hidden[typeName] ?? []) {
        const target = isObjectType(elementType) ? elementType.getFields()[hiddenField] : undefined;
        if (!target || !isScalarType(getNamedType(target.type))) continue;
        const withArgs = [
          ...steps.slice(0, -1),
          { ...steps[steps.length - 1], args: `(sort: "${hiddenField}:$VALUE")` },
        ];
        sortProbes.push({
          path: `${steps.map((s) => s.field).join('.')}(sort: ${hiddenField})`,
          query: `{ ${render(withArgs, leafSelection(member))} }`,
          kind: `${member.name}(sort: ${hiddenField})`,
        });
      }
    };
    const filterOnProtected = (steps: Step[], typeName: string) => {
      const type = schema.getType(typeName) as GraphQLObjectType;
      const text = Object.values(type.getFields()).find(
        (f) => getNamedType(f.type).name === 'String' && f.name !== 'documentId',
      );
      if (!text) return;
      const filter = `{ ${text.name}: { containsi: "$VALUE" } }`;
      const withArgs = [...steps.slice(0, -1), { ...steps[steps.length - 1], args: `(filters: ${filter})` }];
      filterProbes.push({
        path: `${steps.map((s) => s.field).join('.')}(filters: ${filter})`,
        query: `{ ${render(withArgs, '__typename')} }`,
        kind: `${typeName}(filters: ${filter})`,
      });
    };
    // Which filter objects of `input` (the filters of type `typeName`) reach a hidden text field, and which field
    // (`Type.field`: whether the filter is refused is decided there, however many relations lead to it).
    const hiddenFilterPaths = (input: GraphQLInputObjectType, typeName: string, depth: number) => {
      const found: { filter: string; leaf: string }[] = [];
      const seen = new Set<string>();
      const walk = (
        current: GraphQLInputObjectType,
        currentType: string,
        left: number,
        wrap: (s: string) => string,
        // Inside a hidden component (a unit's documents): every text field below is hidden too.
        inHidden = false,
      ) => {
        for (const inputField of Object.values(current.getFields())) {
          if (['and', 'or', 'not'].includes(inputField.name)) continue;
          const inputType = getNamedType(inputField.type);
          const isText = inputType.name === 'StringFilterInput' || inputType.name === 'JSONFilterInput';
          const hiddenField = (hidden[currentType] ?? []).includes(inputField.name);
          const hiddenHere =
            inHidden || hiddenField || (protectedTypes.has(currentType) && inputField.name !== 'documentId');
          if (isText && hiddenHere) {
            const key = `${current.name}.${inputField.name}`;
            if (seen.has(key)) continue;
            seen.add(key);
            // One text field per protected type is enough; every hidden CPD field is tried.
            if (protectedTypes.has(currentType) && found.some((f) => f.leaf.startsWith(`${currentType}.`))) continue;
            found.push({
              filter: wrap(`{ ${inputField.name}: { containsi: "$VALUE" } }`),
              leaf: `${currentType}.${inputField.name}`,
            });
            continue;
          }
          if (left > 1 && isInputObjectType(inputType) && inputType.name.endsWith('FiltersInput')) {
            const key = `${current.name}.${inputField.name}`;
            if (seen.has(key)) continue;
            seen.add(key);
            const nextType = inputType.name.replace(/FiltersInput$/, '');
            walk(inputType, nextType, left - 1, (s) => wrap(`{ ${inputField.name}: ${s} }`), inHidden || hiddenField);
          }
        }
      };
      walk(input, typeName, depth, (s) => s);
      return found;
    };

    const start = { type: query, steps: [] as Step[] };
    enter(root, start.steps, query.name);
    while (queue.length) {
      const { type, steps } = queue.shift()!;
      for (const field of Object.values(type.getFields())) {
        if (hasRequiredArgs(field)) continue;
        if (!isObjectType(getNamedType(field.type)) && !isUnionType(getNamedType(field.type))) continue;
        enter(field, steps, type.name);
      }
    }
  }
  return { probes, filterProbes, sortProbes };
}

// ---------------------------------------------------------------- REST

export interface RestProbe {
  path: string;
  url: string;
  /** Attribute names to follow in `data` to the protected values. */
  steps: string[];
  /** The probe's kind (tests/sweep.ts): the path's last edge (its model and attribute) and what it reaches. */
  kind: string;
  /** The route it asks, e.g. `/api/lessons`. */
  route: string;
}

export interface RestFilterProbe {
  path: string;
  /** The probe's kind: the last edge, the field and whether it filters or sorts. */
  kind: string;
  route: string;
  /** The URL with `$VALUE` where the compared value goes. */
  url: string;
}

interface RestStep {
  name: string;
  /** The component a dynamic-zone step goes into. */
  on?: string;
  /** Filters cannot go through dynamic zones. */
  filterable: boolean;
}

/** `populate[a][populate][b][fields][0]=x` from nested objects, as Strapi's `qs` parsing reads it. */
function encode(prefix: string, value: unknown): string[] {
  if (value === true || typeof value === 'string') return [`${prefix}=${encodeURIComponent(String(value))}`];
  if (Array.isArray(value)) return value.flatMap((item, i) => encode(`${prefix}[${i}]`, item));
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => encode(`${prefix}[${key}]`, inner));
}

/** The populate object reaching `leaf` (true, or `{ fields }`) through `steps`. */
function populateThrough(steps: RestStep[], leaf: unknown): Record<string, unknown> {
  const [first, ...rest] = steps;
  const inner = rest.length ? { populate: populateThrough(rest, leaf) } : leaf;
  return { [first.name]: first.on ? { on: { [first.on]: inner === true ? { populate: '*' } : inner } } : inner };
}

function filterThrough(steps: RestStep[], field: string): unknown {
  return steps.reduceRight<unknown>((inner, step) => ({ [step.name]: inner }), { [field]: { $containsi: '$VALUE' } });
}

/** From every REST route of a content type `role` may list, each populate and filter path to what it may not read. */
export function restProbes(role: Role, maxDepth = 6) {
  const models = readModels();
  const hidden = hiddenFields(role);
  const probes: RestProbe[] = [];
  const filterProbes: RestFilterProbe[] = [];
  const sortProbes: RestFilterProbe[] = [];
  const textField = (uid: string) =>
    Object.entries(models.get(uid)?.attributes ?? {}).find(([, a]) =>
      ['string', 'text', 'richtext'].includes(a.type),
    )?.[0];

  for (const uid of PUBLIC_UIDS) {
    const model = models.get(uid)!;
    const base = `/api/${model.kind === 'singleType' ? model.singularName : model.pluralName}`;
    const visited = new Set<string>();
    // `edge`: the model and attribute the walk came through (the route itself at the start).
    const queue: { uid: string; steps: RestStep[]; edge: string }[] = [{ uid, steps: [], edge: base }];
    const named = (steps: RestStep[], last?: string) => [...steps.map((s) => s.name), ...(last ? [last] : [])];
    while (queue.length) {
      const current = queue.shift()!;
      const currentModel = models.get(current.uid);
      if (!currentModel) continue;
      const filterable = current.steps.every((step) => step.filterable);
      for (const field of hidden[currentModel.graphqlName] ?? []) {
        const attribute = currentModel.attributes[field];
        if (!attribute) continue;
        const plain = !['relation', 'component', 'dynamiczone', 'media'].includes(attribute.type);
        const query = current.steps.length
          ? encode(
              'populate',
              populateThrough(
                [...current.steps, ...(plain ? [] : [{ name: field, filterable: false }])],
                plain ? { fields: [field] } : true,
              ),
            )
          : plain
            ? encode('fields', [field])
            : encode('populate', { [field]: true });
        probes.push({
          path: `${base}:${named(current.steps, field).join('.')}`,
          url: `${base}?${query.join('&')}`,
          steps: named(current.steps, field),
          kind: `${current.edge}.${field}`,
          route: base,
        });
        if (plain && filterable) {
          filterProbes.push({
            path: `${base}:filters.${named(current.steps, field).join('.')}`,
            url: `${base}?${encode('filters', filterThrough(current.steps, field)).join('&')}`,
            kind: `filters ${current.edge}.${field}`,
            route: base,
          });
        }
        if (plain && !current.steps.some((step) => step.on)) {
          // Sorted on it, at the route or inside the populate that reaches it (`$VALUE` is the direction).
          const sort = [`${field}:$VALUE`];
          const sortQuery = current.steps.length
            ? encode('populate', populateThrough(current.steps, { sort }))
            : encode('sort', sort);
          sortProbes.push({
            path: `${base}:sort.${named(current.steps, field).join('.')}`,
            url: `${base}?${sortQuery.join('&')}`,
            kind: `sort ${current.edge}.${field}`,
            route: base,
          });
        }
      }
      if (current.steps.length >= maxDepth) continue;
      for (const [name, attribute] of Object.entries(currentModel.attributes)) {
        const edge = `${current.uid}.${name}`;
        if (visited.has(edge)) continue;
        const targets: { target: string; on?: string }[] =
          attribute.type === 'relation' && attribute.target
            ? [{ target: attribute.target }]
            : attribute.type === 'component' && attribute.component
              ? [{ target: attribute.component }]
              : attribute.type === 'dynamiczone'
                ? (attribute.components ?? []).map((component) => ({ target: component, on: component }))
                : [];
        if (!targets.length) continue;
        visited.add(edge);
        for (const { target, on } of targets) {
          const steps = [...current.steps, { name, on, filterable: !on }];
          const kind = `${edge}${on ? `:${on}` : ''}`;
          if (isProtectedUid(target)) {
            probes.push({
              path: `${base}:${named(steps).join('.')}`,
              url: `${base}?${encode('populate', populateThrough(steps, true)).join('&')}`,
              steps: named(steps),
              kind,
              route: base,
            });
            const text = textField(target);
            if (text && steps.every((step) => step.filterable)) {
              filterProbes.push({
                path: `${base}:filters.${named(steps, text).join('.')}`,
                url: `${base}?${encode('filters', filterThrough(steps, text)).join('&')}`,
                kind: `filters ${kind}.${text}`,
                route: base,
              });
            }
            continue;
          }
          if (target.startsWith('plugin::') || target.startsWith('admin::')) continue;
          queue.push({ uid: target, steps, edge: kind });
        }
      }
    }
  }
  return { probes, filterProbes, sortProbes };
}

// ---------------------------------------------------------------- files

export interface FileProbe {
  /** e.g. `schemes.documents`. */
  path: string;
  /** The type's root query selecting every upload under the field: each as `{ documentId url formats }`. */
  query: string;
  readers?: FileReaders;
}

const camel = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/** The selection of every upload under `attributes` (through components and dynamic zones), or '' when none. */
function uploadsSelection(models: Map<string, Model>, attributes: Record<string, Attribute>, depth = 0): string {
  if (depth > 6) return '';
  const parts: string[] = [];
  for (const [name, attribute] of Object.entries(attributes)) {
    if (attribute.type === 'media') parts.push(`${name} { documentId url formats }`);
    if (attribute.type === 'component' && attribute.component) {
      const inner = uploadsSelection(models, models.get(attribute.component)?.attributes ?? {}, depth + 1);
      if (inner) parts.push(`${name} { ${inner} }`);
    }
    if (attribute.type === 'dynamiczone') {
      const members = (attribute.components ?? []).flatMap((uid) => {
        const inner = uploadsSelection(models, models.get(uid)?.attributes ?? {}, depth + 1);
        return inner ? [`... on ${models.get(uid)!.graphqlName} { ${inner} }`] : [];
      });
      if (members.length) parts.push(`${name} { __typename ${members.join(' ')} }`);
    }
  }
  return parts.join(' ');
}

/**
 * For every file field of every content type that holds uploads (src/access/file-fields.ts; a score's notation is
 * printed, not uploaded: tests/scores.test.ts), its type's root query reaching every upload under it.
 */
export function fileProbes(): FileProbe[] {
  const models = readModels();
  return fileFields(models).flatMap(({ model, field, readers }) => {
    const selection = uploadsSelection(models, { [field]: model.attributes[field] });
    if (!selection) return [];
    const root =
      model.kind === 'singleType'
        ? camel(model.singularName!)
        : `${camel(model.pluralName!)}(pagination: { limit: 1000 })`;
    return [{ path: `${root.split('(')[0]}.${field}`, query: `{ ${root} { ${selection} } }`, readers }];
  });
}

export interface UploadInAnswer {
  documentId: string;
  url: string;
  formats?: Record<string, { url: string }> | null;
}

/** Every upload an answer holds (the objects with a documentId and a url). */
export function uploadsIn(value: unknown): UploadInAnswer[] {
  if (value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.flatMap(uploadsIn);
  const entry = value as Record<string, unknown>;
  if (typeof entry.url === 'string' && typeof entry.documentId === 'string')
    return [entry as unknown as UploadInAnswer];
  return Object.values(entry).flatMap(uploadsIn);
}
