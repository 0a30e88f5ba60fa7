// @ts-check
const { TestEnvironment } = require('jest-environment-node');

/** The coverage id of a test file's beforeAll hooks (jest-test-files.mjs spreads it). */
const beforeAllId = (testPath) => `beforeAll ${testPath}`;

/**
 * Per-test coverage as Stryker's jest runner records it starts at `test_start`, so what a
 * file's beforeAll runs (building the app: route registration, plugin options) counted as
 * nobody's. A mutant there was either ignored as static or, when some test also reached it,
 * tested only by that test: the 405 tests never ran against a mutant of the route table,
 * which then "survived". This names the beforeAll hooks' coverage after their file, and
 * jest-test-files.mjs gives it to every test of that file.
 */
class BeforeAllCoverageEnvironment extends TestEnvironment {
  /** @param {any} config @param {any} context */
  constructor(config, context) {
    super(config, context);
    this.testPath = context.testPath;
  }

  /** @param {any} event */
  async handleTestEvent(event) {
    if (!['hook_start', 'hook_success', 'hook_failure'].includes(event.name)) return;
    if (event.hook.type !== 'beforeAll') return;
    const stryker = this.global[this.global.__strykerGlobalNamespace__ ?? '__stryker__'];
    if (!stryker) return;
    stryker.currentTestId = event.name === 'hook_start' ? beforeAllId(this.testPath) : undefined;
  }
}

module.exports = BeforeAllCoverageEnvironment;
module.exports.beforeAllId = beforeAllId;
