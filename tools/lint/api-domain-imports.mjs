// @ts-check
// The ESLint rule `api/domain-imports`: the boundaries between the API's domains, as tools/lint/api-domains.mjs
// states them. In a non-test file of apps/api/src/<domain>/, an import of another domain must name that
// domain's index.js, and the domain must be one the table lets <domain> use; the foundations (common/,
// config/) may be imported file by file but import no domain; no domain imports the wiring (database/,
// testing/, the files at the top of src/).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_DOMAINS, API_FOUNDATIONS, API_WIRING, apiFolderOf, isTestFile } from './api-domains.mjs';

const API_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/api/src');

/** @type {import('eslint').Rule.RuleModule} */
const domainImports = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'API domains import each other only through index.js, in the direction of tools/lint/api-domains.mjs',
    },
    schema: [],
    messages: {
      notIndex:
        "'{{specifier}}' reaches inside {{to}}/: import another domain only through its public surface '{{index}}' (add what you need to {{to}}/index.ts).",
      notAllowed:
        '{{from}}/ may not import {{to}}/ (tools/lint/api-domains.mjs lists what {{from}}/ may use; if adding {{to}} would close a cycle, move the shared code down).',
      foundationImportsDomain:
        "{{from}}/ is a foundation every domain uses: it may not import the domain {{to}}/ ('{{specifier}}').",
      foundationNotAllowed:
        '{{from}}/ may not import {{to}}/ (see API_FOUNDATIONS in tools/lint/api-domains.mjs).',
      wiring: "'{{specifier}}' is the app's wiring or a test helper: no domain imports it.",
      unlisted: '{{folder}}/ is not in tools/lint/api-domains.mjs: add it with the domains it may import.',
    },
  },
  create(context) {
    const file = context.filename;
    const relative = path.relative(API_SRC, file);
    if (relative.startsWith('..') || path.isAbsolute(relative) || isTestFile(file)) return {};
    const from = apiFolderOf(relative);
    if (from === null || API_WIRING.includes(from)) return {};
    const isFoundation = Object.hasOwn(API_FOUNDATIONS, from);
    if (!isFoundation && !Object.hasOwn(API_DOMAINS, from)) {
      return {
        Program(node) {
          context.report({ node, messageId: 'unlisted', data: { folder: from } });
        },
      };
    }

    /** @param {import('estree').Node} node @param {unknown} value */
    const check = (node, value) => {
      if (typeof value !== 'string' || !value.startsWith('.')) return;
      const target = path.relative(API_SRC, path.resolve(path.dirname(file), value));
      if (target.startsWith('..') || path.isAbsolute(target)) return;
      const to = apiFolderOf(target);
      if (to === from) return;
      const data = { specifier: value, from, to: to ?? '' };
      if (to === null || API_WIRING.includes(to)) {
        context.report({ node, messageId: 'wiring', data });
      } else if (Object.hasOwn(API_FOUNDATIONS, to)) {
        if (isFoundation && !API_FOUNDATIONS[from].includes(to)) {
          context.report({ node, messageId: 'foundationNotAllowed', data });
        }
      } else if (isFoundation) {
        context.report({ node, messageId: 'foundationImportsDomain', data });
      } else {
        const index = path
          .relative(path.dirname(file), path.join(API_SRC, to, 'index.js'))
          .split(path.sep)
          .join('/');
        if (target.split(path.sep).join('/') !== `${to}/index.js`) {
          context.report({ node, messageId: 'notIndex', data: { ...data, index } });
        }
        if (!(API_DOMAINS[from] ?? []).includes(to)) context.report({ node, messageId: 'notAllowed', data });
      }
    };

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

/** The local plugin eslint.config.js registers as `api`. */
export default { rules: { 'domain-imports': domainImports } };
