import { nodeVersionProblem, supportedNodeRange } from './node-version.mjs';

describe('the supported Node.js versions', () => {
  const range = supportedNodeRange();

  it('is the range package.json declares, and this Node.js is inside it', () => {
    expect(range).toBe('^20.19.0 || >=22.13.0');
    expect(nodeVersionProblem(process.versions.node, range)).toBeNull();
  });

  it('refuses versions below each bound with a sentence naming both versions', () => {
    for (const old of ['18.20.4', '20.18.3', '22.12.0', '21.7.3']) {
      const problem = nodeVersionProblem(old, range);
      expect(problem).toContain(`this is Node.js ${old}`);
      expect(problem).toContain('^20.19.0 or >=22.13.0');
    }
  });

  it('accepts the first supported release of each line and later majors', () => {
    for (const supported of ['20.19.0', '20.20.2', '22.13.0', '24.1.0']) {
      expect(nodeVersionProblem(supported, range)).toBeNull();
    }
  });
});
