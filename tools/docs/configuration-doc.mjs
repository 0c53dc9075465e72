// @ts-check
// docs/configuration.md, written from the settings' own declarations: the API's `AppConfig` class
// (apps/api/src/config/app-config.ts: each property's name, its default, its validation decorators and its
// doc comment) and the site server's settings (the table in the doc comment of apps/site/server/settings.mjs).
// Nothing about a setting is written twice: change the declaration, then `npm run docs:generate`.
// tools/docs/docs.spec.ts fails while docs/configuration.md differs from what this writes.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ROOT } from '../lib/paths.mjs';

export const APP_CONFIG = 'apps/api/src/config/app-config.ts';
export const SITE_SETTINGS = 'apps/site/server/settings.mjs';

/** @typedef {{ name: string, group: string, optional: boolean, defaultValue: string | undefined, rules: string[], meaning: string }} Setting */

/** Exported constants of libs/shared that a declaration may name (VIDEO_HOST_NAMES, DEFAULT_VIDEO_HOSTS, ...). */
function sharedConstants(root = ROOT) {
  const dir = path.join(root, 'libs/shared/src');
  /** @type {Map<string, ts.Expression>} */
  const constants = new Map();
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.ts') || name.includes('.spec.')) continue;
    const file = ts.createSourceFile(
      name,
      readFileSync(path.join(dir, name), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    for (const statement of file.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer) {
          constants.set(declaration.name.text, declaration.initializer);
        }
      }
    }
  }
  return constants;
}

/**
 * The value of a declaration's expression, as far as a document needs it: numbers (with arithmetic and
 * `_` separators), strings, arrays of them, spreads and names of shared constants, and the keys of an object.
 * @param {ts.Expression} node @param {Map<string, ts.Expression>} constants @returns {unknown}
 */
function valueOf(node, constants) {
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) {
    return valueOf(node.expression, constants);
  }
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken) {
    return -Number(valueOf(node.operand, constants));
  }
  if (ts.isBinaryExpression(node)) {
    const left = Number(valueOf(node.left, constants));
    const right = Number(valueOf(node.right, constants));
    switch (node.operatorToken.kind) {
      case ts.SyntaxKind.AsteriskToken:
        return left * right;
      case ts.SyntaxKind.PlusToken:
        return left + right;
      case ts.SyntaxKind.MinusToken:
        return left - right;
      default:
        throw new Error(`cannot read ${node.getText()}`);
    }
  }
  if (ts.isArrayLiteralExpression(node)) {
    return node.elements.flatMap((element) =>
      ts.isSpreadElement(element)
        ? /** @type {unknown[]} */ (valueOf(element.expression, constants))
        : [valueOf(element, constants)],
    );
  }
  if (ts.isIdentifier(node) && constants.has(node.text)) {
    return valueOf(/** @type {ts.Expression} */ (constants.get(node.text)), constants);
  }
  // Object.keys(X) as ...: the names of a shared table.
  if (ts.isCallExpression(node) && node.expression.getText() === 'Object.keys') {
    const target = valueOfObject(node.arguments[0], constants);
    if (target) return target;
  }
  if (ts.isRegularExpressionLiteral(node)) return node.text;
  throw new Error(`cannot read ${node.getText()}`);
}

/** @param {ts.Expression} node @param {Map<string, ts.Expression>} constants */
function valueOfObject(node, constants) {
  let target = node;
  if (ts.isIdentifier(target) && constants.has(target.text))
    target = /** @type {ts.Expression} */ (constants.get(target.text));
  while (ts.isAsExpression(target) || ts.isSatisfiesExpression(target)) target = target.expression;
  if (!ts.isObjectLiteralExpression(target)) return undefined;
  return target.properties.map((property) => /** @type {ts.Identifier} */ (property.name).text);
}

const code = (/** @type {unknown} */ value) => `\`${String(value)}\``;
const list = (/** @type {unknown[]} */ values) => values.map(code).join(', ');

/**
 * What a validation decorator accepts, in words.
 * @param {ts.Decorator} decorator @param {Map<string, ts.Expression>} constants @param {string} name
 * @returns {string | undefined}
 */
function ruleOf(decorator, constants, name) {
  const call = decorator.expression;
  if (!ts.isCallExpression(call)) return undefined;
  const kind = call.expression.getText();
  const args = call.arguments;
  const optionsOf = (/** @type {ts.Expression | undefined} */ node) =>
    node && ts.isObjectLiteralExpression(node)
      ? Object.fromEntries(
          node.properties
            .filter(ts.isPropertyAssignment)
            .map((property) => [property.name.getText(), property.initializer]),
        )
      : {};
  const message = (/** @type {ts.Expression | undefined} */ node) => {
    const text = optionsOf(node).message;
    if (!text) return undefined;
    const words =
      ts.isNoSubstitutionTemplateLiteral(text) || ts.isStringLiteral(text) ? text.text : undefined;
    return words?.startsWith(`${name} `) ? words.slice(name.length + 1) : words;
  };
  switch (kind) {
    case 'IntSetting': {
      const min = valueOf(args[0], constants);
      return args[1]
        ? `an integer from ${min} to ${valueOf(args[1], constants)}`
        : `an integer, at least ${min}`;
    }
    case 'IsIn': {
      const values = /** @type {unknown[]} */ (valueOf(args[0], constants));
      const each = optionsOf(args[1]).each;
      return each ? `a comma-separated list of ${list(values)}` : `one of ${list(values)}`;
    }
    case 'Matches':
      return message(args[1]) ?? `matches ${code(valueOf(args[0], constants))}`;
    case 'MinLength':
      return message(args[1]) ?? `at least ${valueOf(args[0], constants)} characters`;
    case 'IsEmail':
      return message(args[1]) ?? 'an e-mail address';
    case 'IsNotEmpty':
      return 'not empty';
    case 'ArrayNotEmpty':
      return message(args[0]) ?? 'not empty';
    default:
      return undefined; // IsString, IsOptional, Transform: shapes, not rules a person needs
  }
}

/** Doc comment of a node, its lines joined into one paragraph. @param {ts.Node} node */
function docOf(node) {
  // @ts-expect-error jsDoc is internal to the compiler but stable: the parsed /** */ comments of a node.
  const docs = /** @type {ts.JSDoc[] | undefined} */ (node.jsDoc);
  const text = (docs ?? [])
    .map((doc) =>
      typeof doc.comment === 'string' ? doc.comment : (ts.getTextOfJSDocComment(doc.comment) ?? ''),
    )
    .join(' ');
  return text.replace(/\s+/g, ' ').trim();
}

/** The section a `// ---- Title ----` comment before a property opens. @param {string} source @param {ts.Node} node */
function groupOpenedBefore(source, node) {
  const ranges = ts.getLeadingCommentRanges(source, node.getFullStart()) ?? [];
  for (const range of ranges) {
    const match = /^\/\/ -{2,} (.+?) -*$/.exec(source.slice(range.pos, range.end));
    if (match) return match[1].replace(/\s*\(.*\)\s*$/, '').trim();
  }
  return undefined;
}

/** Every setting of the API, read from AppConfig's declaration. @returns {Setting[]} */
export function apiSettings(root = ROOT) {
  const source = readFileSync(path.join(root, APP_CONFIG), 'utf8');
  const file = ts.createSourceFile(APP_CONFIG, source, ts.ScriptTarget.Latest, true);
  const constants = sharedConstants(root);
  const appConfig = file.statements.find(
    (statement) => ts.isClassDeclaration(statement) && statement.name?.text === 'AppConfig',
  );
  if (!appConfig || !ts.isClassDeclaration(appConfig)) throw new Error(`no class AppConfig in ${APP_CONFIG}`);
  /** @type {Setting[]} */
  const settings = [];
  let group = 'Server';
  for (const member of appConfig.members) {
    if (!ts.isPropertyDeclaration(member) || !ts.isIdentifier(member.name)) continue;
    const name = member.name.text;
    group = groupOpenedBefore(source, member) ?? group;
    const decorators = ts.getDecorators(member) ?? [];
    const optional =
      Boolean(member.questionToken) || decorators.some((d) => d.expression.getText() === 'IsOptional()');
    let defaultValue;
    if (member.initializer) {
      const value = valueOf(member.initializer, constants);
      defaultValue = Array.isArray(value) ? value.join(',') : String(value);
    }
    const rules = decorators
      .map((decorator) => ruleOf(decorator, constants, name))
      .filter((rule) => rule !== undefined);
    settings.push({ name, group, optional, defaultValue, rules, meaning: docOf(member) });
  }
  return settings;
}

/** The API's renamed settings, old name to new, read from RENAMED_SETTINGS in app-config.ts. */
export function renamedSettings(root = ROOT) {
  const source = readFileSync(path.join(root, APP_CONFIG), 'utf8');
  const file = ts.createSourceFile(APP_CONFIG, source, ts.ScriptTarget.Latest, true);
  /** @type {[string, string][]} */
  const renamed = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || declaration.name.text !== 'RENAMED_SETTINGS') continue;
      const value = declaration.initializer;
      if (!value || !ts.isObjectLiteralExpression(value)) throw new Error('RENAMED_SETTINGS: not an object');
      for (const property of value.properties) {
        if (ts.isPropertyAssignment(property) && ts.isStringLiteralLike(property.initializer)) {
          renamed.push([property.name.getText(file), property.initializer.text]);
        }
      }
    }
  }
  return renamed;
}

/** The site server's settings: the `NAME[, NAME]  meaning` lines of settings.mjs's opening comment. */
export function siteServerSettings(root = ROOT) {
  const source = readFileSync(path.join(root, SITE_SETTINGS), 'utf8');
  const header = /^\/\*\*([\s\S]*?)\*\//.exec(source)?.[1] ?? '';
  const settings = [];
  for (const line of header.split('\n')) {
    const match = /^\s*\*\s{2,}([A-Z_]+(?:, [A-Z_]+)*)\s{2,}(.+)$/.exec(line);
    if (match) settings.push({ names: match[1].split(', '), meaning: match[2].trim() });
    else if (settings.length > 0 && /^\s*\*\s{8,}\S/.test(line)) {
      settings[settings.length - 1].meaning += ` ${line.replace(/^\s*\*\s+/, '').trim()}`;
    }
  }
  return settings;
}

/** Problems that make the declarations unfit to document (a setting nobody explained). */
export function declarationProblems(root = ROOT) {
  return apiSettings(root)
    .filter((setting) => setting.meaning === '')
    .map(
      (setting) => `${setting.name}: add a doc comment (/** ... */) saying what it is for, in ${APP_CONFIG}`,
    );
}

/** One setting as a line of the document. @param {Setting} setting */
function settingLine(setting) {
  const facts = [
    setting.defaultValue === undefined ? 'unset by default' : `default ${code(setting.defaultValue)}`,
    ...setting.rules,
  ];
  return `- **\`${setting.name}\`** (${facts.join('; ')}): ${setting.meaning || 'UNDOCUMENTED'}`;
}

/** The text of docs/configuration.md, before Prettier. */
export function configurationMarkdown(root = ROOT) {
  const lines = [
    '# Configuration',
    '',
    '<!-- Generated by `npm run docs:generate` from apps/api/src/config/app-config.ts and',
    'apps/site/server/settings.mjs: edit those, not this file. -->',
    '',
    'Every setting is an environment variable; nothing needs configuring for local use (`npm start` sets',
    'what it needs, see [operations.md](operations.md)). The API validates every setting when it starts and',
    'refuses to start on a bad value, naming the variable; the site server does the same with its own.',
    '',
    '## API',
    '',
    `Declared once, with its default, its validation and its meaning, in \`${APP_CONFIG}\` (the class`,
    '`AppConfig`). Rules that join several settings are in the same file (`crossSettingProblems`,',
    '`foundationLegalProblems`, `bookingSettingProblems`) and each setting they touch says so below.',
    '',
    'To add a setting:',
    '',
    '1. Declare it in `AppConfig` under the `// ---- Section ----` comment it belongs to (that comment is its',
    '   heading here): its name, its default as the initializer (or `?` and `@IsOptional()` when it has none),',
    '   at least one validation decorator (the API reads from the environment exactly the decorated',
    '   properties, `declaredSettings`) and a doc comment, which becomes its meaning below.',
    '2. A rule that joins it to other settings goes in `crossSettingProblems` (or `bookingSettingProblems`).',
    '3. Read it by injecting `AppConfig` (global); test it in `app-config.spec.ts`.',
    '4. Run `npm run docs:generate`. If production sets it, add it to `x-api-environment` in',
    '   `docker-compose.yml`.',
  ];
  const settings = apiSettings(root);
  // A section may be opened twice in the class (its settings declared in two places): one heading each.
  for (const group of [...new Set(settings.map((setting) => setting.group))]) {
    lines.push('', `### ${group}`, '');
    for (const setting of settings.filter((candidate) => candidate.group === group)) {
      lines.push(settingLine(setting));
    }
  }
  const renamed = renamedSettings(root);
  if (renamed.length > 0) {
    lines.push(
      '',
      '### Renamed settings',
      '',
      'The API refuses to start while the environment still sets an old name, and names the new one',
      '(`RENAMED_SETTINGS`):',
      '',
      ...renamed.map(([old, now]) => `- \`${old}\` is now **\`${now}\`**`),
    );
  }
  lines.push(
    '',
    '## Site server',
    '',
    `The production server of the public site (\`node apps/site/server/main.mjs\`), declared in \`${SITE_SETTINGS}\`.`,
    "The site reads the API's address at run time from the JSON this server writes into every page's head, from",
    'these settings (the admin panel from its own `/runtime-config.js`); no build contains it.',
    '',
  );
  for (const setting of siteServerSettings(root)) {
    lines.push(`- ${setting.names.map((name) => `**\`${name}\`**`).join(', ')}: ${setting.meaning}`);
  }
  lines.push('');
  return lines.join('\n');
}
