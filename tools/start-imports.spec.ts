/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm install && npm start` on a fresh clone: tools/start.mjs builds the projects first, so nothing it
 * imports before that build may need a build's output (the shared library's dist, an app's dist or server).
 * Those are imported with `await import()` after the build.
 */
describe('npm start on a fresh clone', () => {
  it('imports nothing built before it builds', () => {
    const seen = new Set<string>();
    const needsBuild: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      // Static imports only: `import x from '...'` at the start of a line (dynamic ones come after the build).
      for (const [, specifier] of source.matchAll(/^import\s[^'"]*['"]([^'"]+)['"]/gm)) {
        if (specifier!.startsWith('.')) {
          const target = path.resolve(path.dirname(file), specifier!);
          if (target.includes(`${path.sep}apps${path.sep}`) || !existsSync(target)) {
            needsBuild.push(`${path.relative(__dirname, file)} → ${specifier}`);
          } else visit(target);
        } else if (specifier!.startsWith('@foundation/')) {
          needsBuild.push(`${path.relative(__dirname, file)} → ${specifier}`);
        }
      }
    };
    visit(path.join(__dirname, 'start.mjs'));
    expect(seen.size).toBeGreaterThan(3);
    expect(needsBuild).toEqual([]);
  });
});
