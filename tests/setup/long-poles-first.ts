// The order the run's two workers take the test files in. First the longest file (the first start of
// the full demo, process.test.ts, about a minute), then the unit and integration files while the
// client is built in the background (tests/e2e/client-build.ts), then the browser files, longest
// first, so that no long file starts last and runs alone at the end. Vitest's own order (by project
// name, then by the duration cached from the last run, or by file size on a clean clone) started
// the demo after every browser file.
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Files known to take far longer than their size says, longest first (measured, decision 006). */
const LONG_POLES = ['integration/process.test.ts', 'e2e/accessibility.test.ts', 'e2e/server-rendering.test.ts'];

const rank = (spec: TestSpecification) => {
  const pole = LONG_POLES.findIndex((name) => spec.moduleId.endsWith(path.join('tests', name)));
  const browser = spec.project.name === 'e2e';
  if (pole !== -1) return browser ? 2 + pole : 0;
  return browser ? 2 + LONG_POLES.length : 1;
};

export default class LongPolesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    // Array.prototype.sort is stable: files of the same rank keep Vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
