// The order the run's two workers take the test files in: the longest files first, so that no long
// file starts last and runs alone at the end. Vitest's own order (by project name, then by the
// duration cached from the last run, or by file size on a clean clone) would start the first start
// of the full demo (process.test.ts, about a minute) after every browser file.
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Files known to take far longer than their size says, longest first (measured, decision 006). */
const LONG_POLES = ['integration/process.test.ts', 'e2e/accessibility.test.ts', 'e2e/server-rendering.test.ts'];

const rank = (spec: TestSpecification) => {
  const i = LONG_POLES.findIndex((name) => spec.moduleId.endsWith(path.join('tests', name)));
  return i === -1 ? LONG_POLES.length : i;
};

export default class LongPolesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    // Array.prototype.sort is stable: the rest keep Vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
