/// <reference types="node" />
// The boundaries between the API's domains (tools/lint/api-domains.mjs): the code's import graph has no
// cycle and keeps to the table, and ESLint, with the repository's own configuration, refuses a planted
// import that reaches inside another domain or goes against the allowed direction. The ES modules (ESLint,
// the table, the diagram's graph) run in a child Node process, as `npm run lint` and `docs:generate` run them.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '../..');

/** Runs an ES module script in the workspace and answers the JSON it printed after `BOUNDARIES `. */
function runModule<T>(script: string, input: unknown = null): T {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, BOUNDARIES_INPUT: JSON.stringify(input) },
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 120_000,
  });
  // Only the line the script marks: a plugin may print its own notes (Nx's, without a project graph).
  const line = output.split('\n').find((text) => text.startsWith('BOUNDARIES '));
  if (!line) throw new Error(`no answer from the script:\n${output}`);
  return JSON.parse(line.slice('BOUNDARIES '.length)) as T;
}

interface Graph {
  folders: string[];
  edges: [string, string[]][];
  cycles: string[][];
  domains: Record<string, string[]>;
  foundations: Record<string, string[]>;
  wiring: string[];
  tableCycles: string[][];
}

const graph = (): Graph =>
  runModule<Graph>(`
    import { apiDomainEdges, cycles } from './tools/docs/dependency-diagram.mjs';
    import { API_DOMAINS, API_FOUNDATIONS, API_WIRING } from './tools/lint/api-domains.mjs';
    const { folders, edges } = apiDomainEdges();
    const table = new Map(
      [...Object.entries(API_DOMAINS), ...Object.entries(API_FOUNDATIONS)].map(([name, deps]) => [name, new Set(deps)]),
    );
    console.log('BOUNDARIES ' + JSON.stringify({
      folders,
      edges: [...edges].map(([from, to]) => [from, [...to].sort()]),
      cycles: cycles(edges),
      domains: API_DOMAINS,
      foundations: API_FOUNDATIONS,
      wiring: API_WIRING,
      tableCycles: cycles(table),
    }));
  `);

interface Planted {
  file: string;
  text: string;
}
interface Found {
  line: number;
  messageId: string | undefined;
}

/** Lints each planted source as if it were the file named, with ESLint's Node API and eslint.config.js. */
const lint = (planted: Planted[]): Found[][] =>
  runModule<Found[][]>(
    `
    import path from 'node:path';
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: process.cwd() });
    const found = [];
    for (const { file, text } of JSON.parse(process.env.BOUNDARIES_INPUT)) {
      const [result] = await eslint.lintText(text, { filePath: path.join(process.cwd(), file) });
      found.push(
        result.messages
          .filter((message) => message.ruleId === 'api/domain-imports' || message.fatal)
          .map((message) => ({ line: message.line, messageId: message.messageId ?? message.message })),
      );
    }
    console.log('BOUNDARIES ' + JSON.stringify(found));
  `,
    planted,
  );

describe("the API's domains", () => {
  let api: Graph;
  beforeAll(() => {
    api = graph();
  });

  it('import each other without a cycle (cycles of the code graph is empty)', () => {
    expect(api.cycles).toEqual([]);
  });

  it('keep to the table, which lists every folder and has no cycle itself', () => {
    const listed = [...Object.keys(api.domains), ...Object.keys(api.foundations)];
    expect(api.folders.filter((folder) => !listed.includes(folder))).toEqual([]);
    expect(api.tableCycles).toEqual([]);
    const foundations = Object.keys(api.foundations);
    const disallowed = api.edges.flatMap(([from, targets]) =>
      targets
        .filter((to) => !foundations.includes(to) || foundations.includes(from))
        .filter((to) => !(api.domains[from] ?? api.foundations[from] ?? []).includes(to))
        .map((to) => `${from} -> ${to}`),
    );
    expect(disallowed).toEqual([]);
  });
});

describe('the lint rule api/domain-imports, with the repository configuration', () => {
  it("refuses an import of another domain's inner file and one against the allowed direction", () => {
    const [inTicketTypes, inCommon, inATest, clean] = lint([
      {
        // ticket-types sits below registrations and events (they use it).
        file: 'apps/api/src/ticket-types/planted-fault.ts',
        text: [
          "import { AuditService } from '../audit/audit.service.js';", // allowed domain, inner file
          "import { EventsService } from '../events/index.js';", // through the index, against the direction
          "import { RegistrationsService } from '../registrations/registrations.service.js';", // both
          'export const planted = [AuditService, EventsService, RegistrationsService];',
          '',
        ].join('\n'),
      },
      {
        file: 'apps/api/src/common/planted-fault.ts',
        text: "import { MetricsService } from '../metrics/index.js';\nexport const planted = MetricsService;\n",
      },
      {
        file: 'apps/api/src/ticket-types/planted-fault.spec.ts',
        text: "import { RegistrationsService } from '../registrations/registrations.service.js';\nexport const planted = RegistrationsService;\n",
      },
      {
        file: 'apps/api/src/ticket-types/planted-fault.ts',
        text: "import { AuditService } from '../audit/index.js';\nimport { AppConfig } from '../config/app-config.js';\nexport const planted = [AuditService, AppConfig];\n",
      },
    ]);
    expect(inTicketTypes).toEqual([
      { line: 1, messageId: 'notIndex' },
      { line: 2, messageId: 'notAllowed' },
      { line: 3, messageId: 'notIndex' },
      { line: 3, messageId: 'notAllowed' },
    ]);
    expect(inCommon).toEqual([{ line: 1, messageId: 'foundationImportsDomain' }]);
    expect(inATest).toEqual([]);
    expect(clean).toEqual([]);
  });
});
