import { expect, test } from '../support/test';
import { FAKE_MODEL_NAME } from '../support/fake-model';
import { HOST_URL } from '../support/portal';

// Issue 37 §5: `pnpm start` (global-setup runs its script) says what it is doing in a few lines,
// one per part it builds, then the banner with the model and database in use; webpack's
// statistics go to log files, not the terminal.

const printed = () => (process.env.PORTAL_START_OUTPUT ?? '').trimEnd().split('\n');

test('start prints one line per part it builds and a banner naming the model and the database', () => {
  const lines = printed();
  const built = lines.filter((line) => /^start: \[\d+\/\d+\] \S+ built in /.test(line));
  const building = lines.filter((line) => line.startsWith('start: building '));
  // Nothing but the build lines (a heading and one per part, when any was stale) and the banner.
  expect(building.length).toBeLessThanOrEqual(1);
  // The banner is 14 lines, its last one blank (trimmed here).
  expect(lines).toHaveLength(building.length + built.length + 13);
  expect(lines).toContain(`Enterprise Portal is running: ${HOST_URL}`);
  expect(lines.find((line) => line.includes('Model: '))).toMatch(
    new RegExp(`^  Model: ${FAKE_MODEL_NAME} at http://(localhost|127\\.0\\.0\\.1):\\d+$`),
  );
  expect(lines.find((line) => line.includes('Database: '))).toMatch(
    /^ {2}Database: SQLite, .*portal\.sqlite$/,
  );
});
