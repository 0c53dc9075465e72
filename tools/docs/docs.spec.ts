/// <reference types="node" />
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.join(__dirname, '../..');

/** Runs one of the docs scripts as `npm run` does; answers its exit code and what it printed. */
function runScript(script: string, ...args: string[]): { code: number; output: string } {
  try {
    const output = execFileSync(process.execPath, [path.join(__dirname, script), ...args], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { code: 0, output };
  } catch (error) {
    const failure = error as { status: number; stdout: string; stderr: string };
    return { code: failure.status, output: `${failure.stdout}${failure.stderr}` };
  }
}

describe('documentation that cannot drift', () => {
  it('has docs/configuration.md and the diagrams of docs/architecture.md as the code writes them', () => {
    // Stale: run `npm run docs:generate` and commit the result.
    const { code, output } = runScript('generate.mjs', '--check');
    expect(output).toBe('');
    expect(code).toBe(0);
  });

  it('names only files that exist, in README.md, docs/, code comments and docker-compose.yml', () => {
    const { code, output } = runScript('links.mjs');
    expect(output.split('\n').filter((line) => line.includes('does not exist'))).toEqual([]);
    expect(code).toBe(0);
  });
});

describe('the checks themselves', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'foundation-docs-'));
    mkdirSync(path.join(root, 'docs'));
    mkdirSync(path.join(root, 'apps/api/src'), { recursive: true });
    writeFileSync(path.join(root, 'docs/real.md'), '# Real\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('finds a link, a path in prose and a path in a comment that name missing files', async () => {
    const { brokenLinks } = await import('./links.mjs');
    writeFileSync(
      path.join(root, 'README.md'),
      'See [real](docs/real.md), [gone](docs/gone.md) and `docs/also-gone.md`; [web](https://example.org).\n',
    );
    writeFileSync(
      path.join(root, 'apps/api/src/a.ts'),
      "// see docs/real.md and docs/adr/0001-x.md\nconst url = 'docs/not-a-comment.md';\n",
    );
    expect(brokenLinks(root)).toEqual([
      { file: 'README.md', line: 1, target: 'docs/gone.md' },
      { file: 'README.md', line: 1, target: 'docs/also-gone.md' },
      { file: 'apps/api/src/a.ts', line: 1, target: 'docs/adr/0001-x.md' },
    ]);
  });

  it('names a generated file the code has moved on from: a new setting, a new import between domains', () => {
    // As `npm run docs:check` runs it, on the scratch tree: what it names, and what docs:generate fixes.
    const staleDocs = () =>
      runScript('generate.mjs', '--check', '--root', root)
        .output.split('\n')
        .filter((line) => line.endsWith('is out of date with the code: run npm run docs:generate'))
        .map((line) => line.split(' ')[0]);
    const generate = () => expect(runScript('generate.mjs', '--root', root).code).toBe(0);
    for (const dir of ['apps/site/server', 'apps/admin', 'apps/e2e', 'libs/shared/src', 'tools']) {
      mkdirSync(path.join(root, dir), { recursive: true });
    }
    for (const domain of ['config', 'events', 'bookings']) {
      mkdirSync(path.join(root, 'apps/api/src', domain), { recursive: true });
    }
    const appConfig = path.join(root, 'apps/api/src/config/app-config.ts');
    const setting = (name: string) => `  /** What ${name} is for. */\n  @IntSetting(0, 9)\n  ${name} = 1;\n`;
    writeFileSync(appConfig, `export class AppConfig {\n${setting('PORT')}}\n`);
    writeFileSync(path.join(root, 'apps/site/server/settings.mjs'), '/**\n * Settings.\n */\n');
    writeFileSync(path.join(root, 'apps/api/src/events/events.ts'), 'export const EVENTS = 1;\n');
    writeFileSync(
      path.join(root, 'apps/api/src/bookings/bookings.ts'),
      "import { EVENTS } from '../events/events.js';\nexport const B = EVENTS;\n",
    );
    writeFileSync(
      path.join(root, 'docs/architecture.md'),
      [
        '# Architecture',
        '<!-- generated:projects -->',
        '<!-- end generated:projects -->',
        '<!-- generated:api-domains -->',
        '<!-- end generated:api-domains -->',
        '',
      ].join('\n'),
    );
    expect(staleDocs()).toEqual(['docs/configuration.md', 'docs/architecture.md']);
    generate();
    expect(staleDocs()).toEqual([]);

    // A setting added without running docs:generate, then an import the other way (a cycle).
    writeFileSync(appConfig, `export class AppConfig {\n${setting('PORT')}\n${setting('WORKERS')}}\n`);
    expect(staleDocs()).toEqual(['docs/configuration.md']);
    generate();
    writeFileSync(
      path.join(root, 'apps/api/src/events/events.ts'),
      "import { B } from '../bookings/bookings.js';\nexport const EVENTS = 1;\nexport const C = B;\n",
    );
    expect(staleDocs()).toEqual(['docs/architecture.md']);
  });

  it('documents each setting from its declaration, and names one nobody explained', async () => {
    const { configurationMarkdown, declarationProblems } = await import('./configuration-doc.mjs');
    mkdirSync(path.join(root, 'apps/api/src/config'), { recursive: true });
    mkdirSync(path.join(root, 'apps/site/server'), { recursive: true });
    mkdirSync(path.join(root, 'libs/shared/src'), { recursive: true });
    writeFileSync(
      path.join(root, 'libs/shared/src/hosts.ts'),
      "export const HOSTS = ['youtube', 'vimeo'];\n",
    );
    writeFileSync(
      path.join(root, 'apps/site/server/settings.mjs'),
      '/**\n * Settings.\n *\n *   SITE_DIST      the build (default: dist)\n */\n',
    );
    writeFileSync(
      path.join(root, 'apps/api/src/config/app-config.ts'),
      [
        'export class AppConfig {',
        '  /** Port the API listens on. */',
        '  @IntSetting(0, 65535)',
        '  PORT = 3000;',
        '',
        '  // ---- Video --------',
        '',
        '  /** Where the video may be. */',
        '  @IsIn(HOSTS, { each: true })',
        "  VIDEO = ['youtube'];",
        '',
        '  @Matches(/^x/, { message: "SECRET must start with x" })',
        '  SECRET?: string;',
        '}',
      ].join('\n'),
    );
    const markdown = configurationMarkdown(root);
    expect(markdown).toContain(
      '- **`PORT`** (default `3000`; an integer from 0 to 65535): Port the API listens on.',
    );
    expect(markdown).toContain('### Video');
    expect(markdown).toContain(
      '- **`VIDEO`** (default `youtube`; a comma-separated list of `youtube`, `vimeo`): Where the video may be.',
    );
    expect(markdown).toContain('- **`SITE_DIST`**: the build (default: dist)');
    expect(declarationProblems(root)).toEqual([
      'SECRET: add a doc comment (/** ... */) saying what it is for, in apps/api/src/config/app-config.ts',
    ]);
  });
});
