import { createRequire } from 'node:module';
import path from 'node:path';
import type { Core } from '@strapi/strapi';

/**
 * What every hook into a private Strapi, knex or Koa internal declares, and the start-up check they all go through.
 * A hook that decides who may read what ('access') refuses to let the CMS start when its target is missing or
 * changed; a hook that only saves work ('optimisation') turns itself off and says so once.
 */
type HookKind = 'access' | 'optimisation';

export interface Hook<Target> {
  /** How errors, logs and the report name it: the internal it hooks. */
  name: string;
  kind: HookKind;
  /** The package the internal lives in, and the major version the hook was written for. */
  package: string;
  major: number;
  /** The file of this seam that holds it, for the message that asks for an update. */
  file: string;
  /** What is wrong with the target's shape, or undefined when it is as the hook was written for. */
  problem(target: Target | undefined): string | undefined;
}

export interface HookStatus {
  hook: string;
  kind: HookKind;
  on: boolean;
  problem?: string;
}

const requireHere = createRequire(__filename);

/**
 * A file of an installed package that its exports do not name (`dist/...`), required as the package's own code
 * requires it (CommonJS: the same module object). Throws when the package or the file is not there.
 */
export function requirePackageFile<T>(packageName: string, file: string): T {
  return requireHere(path.join(path.dirname(requireHere.resolve(`${packageName}/package.json`)), file)) as T;
}

function installedVersion(packageName: string): string | undefined {
  try {
    return (requireHere(`${packageName}/package.json`) as { version?: string }).version;
  } catch {
    return undefined;
  }
}

/** The target's problem with the installed package's version included: pure, so a stub target can be checked. */
export function hookProblem<Target>(
  hook: Hook<Target>,
  target: Target | undefined,
  version: string | undefined = installedVersion(hook.package),
): string | undefined {
  if (version === undefined) return `${hook.name}: ${hook.package} is not installed`;
  if (Number(version.split('.')[0]) !== hook.major) {
    return `${hook.name}: written for ${hook.package} ${hook.major}.x, ${version} is installed`;
  }
  const problem = hook.problem(target);
  return problem === undefined ? undefined : `${hook.name}: ${problem}`;
}

/** The start-up check's message for an access hook: names the hook and the file to update. */
export class StrapiInternalChanged extends Error {
  constructor(hook: Hook<never>, problem: string) {
    super(
      `Strapi internal changed, the CMS will not start: ${problem} (${hook.package} ${installedVersion(hook.package)}). ` +
        `Who may read what depends on it: update src/strapi-internals/${hook.file}.`,
    );
    this.name = 'StrapiInternalChanged';
  }
}

/**
 * On the Strapi instance under a registered symbol: the compiled copy of this module (dist/) and the tests' share it.
 */
const STATUSES = Symbol.for('classroom.strapi-internals.statuses');
type WithStatuses = { [STATUSES]?: Map<string, HookStatus> };
const loggedOff = new Set<string>();

/**
 * The start-up check of one hook, run where the hook is installed: true when it may be installed. An access hook
 * whose target is missing or changed throws (Strapi then refuses to start); an optimisation turns off and logs once.
 */
export function checkHook<Target>(strapi: Core.Strapi, hook: Hook<Target>, target: Target | undefined): boolean {
  const problem = hookProblem(hook, target);
  record(strapi, { hook: hook.name, kind: hook.kind, on: problem === undefined, problem });
  if (problem === undefined) return true;
  if (hook.kind === 'access') throw new StrapiInternalChanged(hook as Hook<never>, problem);
  if (!loggedOff.has(hook.name)) {
    loggedOff.add(hook.name);
    strapi.log.warn(`Strapi internals: ${problem}. This optimisation is off; see src/strapi-internals/${hook.file}.`);
  }
  return false;
}

function record(strapi: Core.Strapi, status: HookStatus): void {
  const holder = strapi as unknown as WithStatuses;
  holder[STATUSES] ??= new Map();
  holder[STATUSES].set(status.hook, status);
}

/** Every hook checked so far in this CMS, with whether it is on: the tests read it to prove all are found. */
export function hookStatuses(strapi: Core.Strapi): HookStatus[] {
  return [...((strapi as unknown as WithStatuses)[STATUSES]?.values() ?? [])];
}

/** Whether `value` is a function taking `arity` declared parameters (as the hooked version declares them). */
export function functionProblem(value: unknown, label: string, arity: number): string | undefined {
  if (typeof value !== 'function') return `${label} is not a function`;
  if (value.length !== arity) return `${label} takes ${value.length} parameters, not ${arity}`;
  return undefined;
}
