// @ts-check
// The dependency diagrams of docs/architecture.md, read from the code: which projects import which (through
// `@foundation/*` names or paths into another project), and which API domains (the folders of
// apps/api/src) import which. Written as Mermaid between markers in docs/architecture.md by
// `npm run docs:generate`; tools/docs/docs.spec.ts fails while the file differs from what the code says.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/paths.mjs';
import { API_FOUNDATIONS as FOUNDATION_TABLE, API_WIRING, isTestFile } from '../lint/api-domains.mjs';

/**
 * Folders of apps/api/src that are not domains but shared plumbing every domain may use; like the wiring
 * left out of the drawing (test helpers, and database/: migrations and the list of every domain's
 * entities), they come from the table of allowed dependencies, tools/lint/api-domains.mjs.
 */
export const API_FOUNDATIONS = Object.keys(FOUNDATION_TABLE);
const API_NOT_DRAWN = API_WIRING;

/** The projects of the workspace, by the folder they live in. */
const PROJECTS = [
  { id: 'api', dir: 'apps/api', label: 'apps/api', pkg: '@foundation/api' },
  { id: 'site', dir: 'apps/site', label: 'apps/site', pkg: '@foundation/site' },
  { id: 'admin', dir: 'apps/admin', label: 'apps/admin', pkg: '@foundation/admin' },
  { id: 'e2e', dir: 'apps/e2e', label: 'apps/e2e', pkg: '@foundation/e2e' },
  { id: 'shared', dir: 'libs/shared', label: 'libs/shared', pkg: '@foundation/shared' },
  { id: 'tools', dir: 'tools', label: 'tools', pkg: '@foundation/tools' },
];

const SOURCE = /\.(ts|tsx|mts|mjs|js|cjs)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', 'test-results', '.nx', 'locales']);

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  /** @type {string[]} */
  const files = [];
  for (const name of readdirSync(dir).sort()) {
    if (SKIPPED_DIRS.has(name) || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) files.push(...sourceFiles(full));
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) files.push(full);
  }
  return files;
}

/** Tests may reach anywhere to set a scene; the diagram is about the code that runs. */
const isTest = isTestFile;

/** The module specifiers a file imports or re-exports (static and dynamic, not type-only references). */
export function importsOf(/** @type {string} */ source) {
  const specifiers = [];
  const pattern =
    /(?:^|[\s;])(?:import|export)\s(?:[^'"`;]*?\sfrom\s)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|\brequire\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const match of source.matchAll(pattern)) specifiers.push(match[1] ?? match[2] ?? match[3]);
  return /** @type {string[]} */ (specifiers);
}

/** Edges between the API's folders: `from` imports something of `to`. */
export function apiDomainEdges(root = ROOT) {
  const src = path.join(root, 'apps/api/src');
  const folders = readdirSync(src).filter(
    (name) => statSync(path.join(src, name)).isDirectory() && !API_NOT_DRAWN.includes(name),
  );
  /** @type {Map<string, Set<string>>} */
  const edges = new Map(folders.map((folder) => [folder, new Set()]));
  for (const folder of folders) {
    for (const file of sourceFiles(path.join(src, folder))) {
      if (isTest(file)) continue;
      for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
        if (!specifier.startsWith('.')) continue;
        const target = path.relative(src, path.resolve(path.dirname(file), specifier)).split(path.sep)[0];
        if (target !== folder && edges.has(target)) edges.get(folder)?.add(target);
      }
    }
  }
  return { folders: folders.sort(), edges };
}

/** Edges between projects: `from` imports something of `to` (by package name or by a path into it). */
export function projectEdges(root = ROOT) {
  /** @type {Map<string, Set<string>>} */
  const edges = new Map(PROJECTS.map((project) => [project.id, new Set()]));
  for (const project of PROJECTS) {
    for (const file of sourceFiles(path.join(root, project.dir))) {
      if (project.id === 'tools' && file.includes(`${path.sep}bench${path.sep}`)) continue;
      // Test support (the API's testing/ helpers start PostgreSQL with the launcher's script) is not the app.
      if (file.includes(`${path.sep}src${path.sep}testing${path.sep}`) || /jest\.config\.cjs$/.test(file))
        continue;
      for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
        let target;
        if (specifier.startsWith('.')) {
          const resolved = path.relative(root, path.resolve(path.dirname(file), specifier));
          target = PROJECTS.find((other) => resolved === other.dir || resolved.startsWith(`${other.dir}/`));
        } else {
          target = PROJECTS.find((other) => specifier === other.pkg || specifier.startsWith(`${other.pkg}/`));
        }
        if (target && target.id !== project.id) edges.get(project.id)?.add(target.id);
      }
    }
  }
  return edges;
}

/** Pairs of nodes that import each other, directly or through others (strongly connected groups > 1). */
export function cycles(/** @type {Map<string, Set<string>>} */ edges) {
  /** @type {string[][]} */
  const groups = [];
  const index = new Map();
  const low = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  let counter = 0;
  const visit = (/** @type {string} */ node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of [...(edges.get(node) ?? [])].sort()) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) === index.get(node)) {
      /** @type {string[]} */
      const group = [];
      /** @type {string} */
      let member;
      do {
        member = /** @type {string} */ (stack.pop());
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return groups.sort((a, b) => a[0].localeCompare(b[0]));
}

const nodeId = (/** @type {string} */ name) => name.replace(/[^A-Za-z0-9]/g, '_');

/** The Mermaid text of the API's domains: foundations drawn apart, edges into them left out (every domain uses them). */
export function apiDomainMermaid(root = ROOT) {
  const { folders, edges } = apiDomainEdges(root);
  const mutual = [];
  const lines = ['```mermaid', 'flowchart LR'];
  lines.push(`  subgraph foundations["used by every domain"]`);
  for (const folder of API_FOUNDATIONS.filter((name) => folders.includes(name))) {
    lines.push(`    ${nodeId(folder)}["${folder}/"]`);
  }
  lines.push('  end');
  for (const folder of folders.filter((name) => !API_FOUNDATIONS.includes(name))) {
    lines.push(`  ${nodeId(folder)}["${folder}"]`);
  }
  let linkIndex = 0;
  const red = [];
  for (const from of folders) {
    for (const to of [...(edges.get(from) ?? [])].sort()) {
      const back = edges.get(to)?.has(from) ?? false;
      // Every domain may use the foundations: those arrows would only hide the others.
      if (API_FOUNDATIONS.includes(to) && !API_FOUNDATIONS.includes(from) && !back) continue;
      if (back && from > to) continue; // a mutual pair is drawn once, both ways
      lines.push(`  ${nodeId(from)} ${back ? '<-->' : '-->'} ${nodeId(to)}`);
      if (back) {
        red.push(linkIndex);
        mutual.push(`${from} ↔ ${to}`);
      }
      linkIndex += 1;
    }
  }
  if (red.length > 0) lines.push(`  linkStyle ${red.join(',')} stroke:#c62828,stroke-width:2px`);
  lines.push('```');
  const groups = cycles(edges);
  const summary =
    groups.length === 0
      ? 'No cycles: every arrow points one way. The directions allowed are written in tools/lint/api-domains.mjs, which ESLint enforces.'
      : `Not yet one way. Groups of folders that reach each other through their imports: ${groups
          .map((group) => `{${group.join(', ')}}`)
          .join('; ')}. Pairs that import each other (red): ${mutual.join(', ')}.`;
  return `${lines.join('\n')}\n\n${summary}\n`;
}

/** The Mermaid text of the projects. */
export function projectMermaid(root = ROOT) {
  const edges = projectEdges(root);
  const lines = ['```mermaid', 'flowchart LR'];
  for (const project of PROJECTS) lines.push(`  ${project.id}["${project.label}"]`);
  for (const project of PROJECTS) {
    for (const to of [...(edges.get(project.id) ?? [])].sort()) lines.push(`  ${project.id} --> ${to}`);
  }
  lines.push('```');
  return `${lines.join('\n')}\n`;
}
