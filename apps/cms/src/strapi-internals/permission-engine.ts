import type { Core } from '@strapi/strapi';
import { checkHook, functionProblem, type Hook } from './hooks';

type GenerateAbility = (permissions: object[], options?: object) => Promise<unknown>;

interface PermissionEngine {
  generateAbility: GenerateAbility;
}

/**
 * Replaces `strapi.contentAPI.permissions.engine.generateAbility`, which the users-permissions sign-in check calls on
 * every request to build a role's permission checker (a CASL ability), so that checkers are kept by their actions
 * (src/extensions/users-permissions/signed-in-cache.ts). Strapi documents neither the engine nor a way to keep its
 * checkers. It builds who may read what: when it is missing or changed, the CMS does not start.
 */
export const generateAbilityHook: Hook<PermissionEngine> = {
  name: 'strapi.contentAPI.permissions.engine.generateAbility',
  kind: 'access',
  package: '@strapi/strapi',
  major: 5,
  file: 'permission-engine.ts',
  problem: (engine) => functionProblem(engine?.generateAbility, 'generateAbility', 1),
};

const replaced = new WeakSet<object>();

/** From bootstrap; `replacement` gets Strapi's own `generateAbility`, bound. */
export function replaceGenerateAbility(
  strapi: Core.Strapi,
  replacement: (strapiGenerateAbility: GenerateAbility) => GenerateAbility,
): void {
  const engine = (strapi.contentAPI?.permissions as unknown as { engine?: PermissionEngine } | undefined)?.engine;
  checkHook(strapi, generateAbilityHook, engine);
  if (!engine || replaced.has(engine)) return;
  replaced.add(engine);
  engine.generateAbility = replacement(engine.generateAbility.bind(engine));
}
