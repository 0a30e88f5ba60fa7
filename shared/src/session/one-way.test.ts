import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Data flows one way: the data layer follows the session (data/follow-session.ts), and the
 * session never imports the data layer, not even lazily. That was the tree's one import circle.
 */
it('no session file imports the data layer', () => {
  const dir = __dirname;
  const offenders = readdirSync(dir)
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
    .filter((file) =>
      /(from |import\()'(\.\.\/data|@portal\/shared\/data)/.test(
        readFileSync(join(dir, file), 'utf8'),
      ),
    );
  expect(offenders).toEqual([]);
});
