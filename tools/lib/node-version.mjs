// @ts-check
// The Node.js versions the project runs on are the root package.json's `engines.node`: the range every direct
// dependency supports (docs/dependency-review.md says which package sets each bound). `npm start` and
// `npm test` check it first, so an older Node fails with a sentence instead of a stack trace deep in a build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
// @ts-expect-error -- semver ships no type declarations, and the workspace installs no @types/semver.
import semver from 'semver';
import { ROOT } from './paths.mjs';

/** The range of `engines.node` in the root package.json. @returns {string} */
export function supportedNodeRange() {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  return manifest.engines.node;
}

/**
 * Null when `version` satisfies `range`, else the message to print.
 * @param {string} version e.g. process.versions.node
 * @param {string} range e.g. '^20.19.0 || >=22.13.0'
 * @returns {string | null}
 */
export function nodeVersionProblem(version, range) {
  if (semver.satisfies(version, range)) return null;
  return (
    `This project needs Node.js ${range.replace(/\s*\|\|\s*/g, ' or ')} (package.json "engines"); ` +
    `this is Node.js ${version}. Install a supported version (for example the current Node.js 22 LTS) and run ` +
    `the command again.`
  );
}

/** Exits with the message when the running Node.js is outside the supported range. */
export function assertSupportedNode() {
  const problem = nodeVersionProblem(process.versions.node, supportedNodeRange());
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
