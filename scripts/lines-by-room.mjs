#!/usr/bin/env node
/**
 * The lines of apps/cms/src by room (docs/ARCHITECTURE.md "Lines by room"): each top-level folder (the rooms and
 * Strapi's entry folders) and the root files, in TypeScript and in every file (the JSON schemas and seed data too).
 *
 *   node scripts/lines-by-room.mjs                       the work tree's tracked files
 *   node scripts/lines-by-room.mjs --at <commit>         as they were at a commit (read from git, nothing checked out)
 *   node scripts/lines-by-room.mjs --at <a> --at <b>     both, side by side: <a>'s files counted in the room each is
 *                                                        in at <b> (git's rename detection), unless --by-folder
 *
 * Lines are counted as `wc -l` counts them. Prints a Markdown table.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SRC = 'apps/cms/src';
/** Strapi's own entry folders, listed after the rooms. */
const ENTRY_FOLDERS = ['admin', 'api', 'components', 'extensions', 'middlewares', 'policies'];
const ROOT_FILES = 'root files';
const TOTAL = 'total';

const git = (args, options = {}) =>
  execFileSync('git', args, { cwd: repoRoot(), maxBuffer: 256 * 1024 * 1024, ...options });
let root;
function repoRoot() {
  root ??= execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
  return root;
}

function usage(message) {
  console.error(`${message}\nUsage: node scripts/lines-by-room.mjs [--at <commit>] [--at <commit>] [--by-folder]`);
  process.exit(2);
}

/** The commits asked for, or [undefined] for the work tree. */
function commitsAsked(argv) {
  const commits = [];
  for (let index = 0; index < argv.length; index += 1) {
    if (argv[index] === '--by-folder') continue;
    if (argv[index] !== '--at') usage(`Unknown argument: ${argv[index]}`);
    const commit = argv[index + 1];
    if (!commit) usage('--at needs a commit');
    commits.push(commit);
    index += 1;
  }
  if (commits.length > 2) usage('At most two commits');
  return commits.length ? commits : [undefined];
}

/** Each file of apps/cms/src with its bytes: the tracked files as they are now, or as they were at `commit`. */
function filesAt(commit) {
  if (!commit) {
    const paths = git(['ls-files', '-z', '--', SRC], { encoding: 'utf8' }).split('\0').filter(Boolean);
    return paths
      .filter((file) => fs.existsSync(path.join(repoRoot(), file)))
      .map((file) => ({ file, bytes: fs.readFileSync(path.join(repoRoot(), file)) }));
  }
  const paths = git(['ls-tree', '-r', '-z', '--name-only', commit, '--', SRC], { encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  // One `git cat-file --batch` for every file: "<id> blob <size>\n<bytes>\n" each.
  const out = git(['cat-file', '--batch'], { input: paths.map((file) => `${commit}:${file}\n`).join('') });
  const files = [];
  let at = 0;
  for (const file of paths) {
    const headerEnd = out.indexOf(10, at);
    const [, type, size] = out.subarray(at, headerEnd).toString('utf8').split(' ');
    if (type !== 'blob') throw new Error(`${commit}:${file} is not a file (${type})`);
    const start = headerEnd + 1;
    files.push({ file, bytes: out.subarray(start, start + Number(size)) });
    at = start + Number(size) + 1;
  }
  return files;
}

/** Lines as `wc -l` counts them: newlines. */
function linesOf(bytes) {
  let lines = 0;
  for (const byte of bytes) if (byte === 10) lines += 1;
  return lines;
}

/** A file's room: its top-level folder under src/, or the root files. */
function roomOf(file) {
  const parts = file.slice(SRC.length + 1).split('/');
  return parts.length === 1 ? ROOT_FILES : parts[0];
}

/**
 * Where each file of `before` is at `after`, as git's rename detection pairs them: a low similarity (15 %), as many
 * files were moved into their room and edited in the same change. Files it cannot pair keep their own path.
 */
function pathsAt(before, after) {
  const moves = new Map();
  const out = git(['-c', 'diff.renameLimit=10000', 'diff', '-M15%', '--name-status', '-z', before, after, '--', SRC], {
    encoding: 'utf8',
  }).split('\0');
  for (let index = 0; index < out.length - 1;) {
    const status = out[index];
    if (status.startsWith('R')) {
      moves.set(out[index + 1], out[index + 2]);
      index += 3;
    } else index += 2;
  }
  return (file) => moves.get(file) ?? file;
}

/** Per room: its TypeScript lines and its lines in every file. */
function countByRoom(files, pathNow = (file) => file) {
  const rooms = new Map();
  const add = (name, file, lines) => {
    const room = rooms.get(name) ?? { typescript: 0, all: 0 };
    room.all += lines;
    if (/\.tsx?$/.test(file)) room.typescript += lines;
    rooms.set(name, room);
  };
  for (const { file, bytes } of files) {
    if (bytes.includes(0)) continue; // not text
    const lines = linesOf(bytes);
    add(roomOf(pathNow(file)), file, lines);
    add(TOTAL, file, lines);
  }
  return rooms;
}

/** The rooms first, then Strapi's entry folders, the root files and the total. */
function order(names) {
  const rank = (name) => (name === TOTAL ? 3 : name === ROOT_FILES ? 2 : ENTRY_FOLDERS.includes(name) ? 1 : 0);
  return [...names].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

const number = (value) => (value === undefined ? '–' : value.toLocaleString('en-GB'));

function table(header, rows) {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column].length)));
  const line = (cells) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
  return [
    line(header),
    `| ${widths.map((width, column) => (column === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n');
}

const commits = commitsAsked(process.argv.slice(2));
const byFolder = process.argv.includes('--by-folder');
const counts = commits.map((commit, index) =>
  countByRoom(
    filesAt(commit),
    index === 0 && commits.length === 2 && !byFolder ? pathsAt(commits[0], commits[1]) : undefined,
  ),
);
const names = order(new Set(counts.flatMap((rooms) => [...rooms.keys()])));
const label = (commit) => (commit ? git(['rev-parse', '--short', commit], { encoding: 'utf8' }).trim() : 'work tree');
const header = [
  'room or entry point',
  ...commits.map((commit) => `TypeScript, ${label(commit)}`),
  ...commits.map((commit) => `every file, ${label(commit)}`),
];
const rows = names.map((name) => [
  name === TOTAL ? `**${name}**` : name === ROOT_FILES ? name : `\`${name}\``,
  ...counts.map((rooms) => number(rooms.get(name)?.typescript)),
  ...counts.map((rooms) => number(rooms.get(name)?.all)),
]);
console.log(table(header, rows));
