// @ts-check
// The generated parts of docs/ and how they are made from the code: docs/configuration.md and the dependency
// diagrams of docs/architecture.md (written by generate.mjs, `npm run docs:generate`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { ROOT } from '../lib/paths.mjs';
import { configurationMarkdown } from './configuration-doc.mjs';
import { apiDomainMermaid, projectMermaid } from './dependency-diagram.mjs';

/** Replaces the text between `<!-- generated:NAME -->` and `<!-- end generated:NAME -->`. */
export function replaceGenerated(
  /** @type {string} */ text,
  /** @type {string} */ name,
  /** @type {string} */ body,
) {
  const start = `<!-- generated:${name} -->`;
  const end = `<!-- end generated:${name} -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs: the markers ${start} … ${end} are missing`);
  return `${text.slice(0, from + start.length)}\n\n${body.trim()}\n\n${text.slice(to)}`;
}

/** Formats Markdown as `prettier --check .` expects it. */
async function formatted(/** @type {string} */ file, /** @type {string} */ text) {
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, { ...options, filepath: file });
}

/** Every generated file: its path and the text the code gives it. */
export async function generatedDocs(root = ROOT) {
  const configuration = path.join(root, 'docs/configuration.md');
  const architecture = path.join(root, 'docs/architecture.md');
  let diagrams = readFileSync(architecture, 'utf8');
  diagrams = replaceGenerated(diagrams, 'projects', projectMermaid(root));
  diagrams = replaceGenerated(diagrams, 'api-domains', apiDomainMermaid(root));
  return [
    { file: configuration, text: await formatted(configuration, configurationMarkdown(root)) },
    { file: architecture, text: await formatted(architecture, diagrams) },
  ];
}
