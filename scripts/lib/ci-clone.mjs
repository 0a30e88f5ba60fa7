// What each CI job runs on: a clone of its own of the state under test, with nothing built
// (scripts/ci-jobs.mjs, docs/testing.md "Every job on its own clone").
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';

/**
 * `safe.directory`: CI may run as root on a checkout another user owns, which git refuses to
 * read otherwise ("dubious ownership").
 */
const trusting = (root) => ['-c', `safe.directory=${root}`];

function git(root, args, env = {}) {
  const result = spawnSync('git', [...trusting(root), ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw new Error(`git ${args[0]}: ${result.error.message}`);
  if (result.status !== 0) {
    throw new Error(`git ${args.join(' ')} failed: ${result.stderr.trim() || result.status}`);
  }
  return result.stdout.trim();
}

/**
 * The state to test as a commit: HEAD when `committedOnly` or when the working tree has no
 * change, else a commit (referenced by nothing, parent HEAD) of the working tree as it is now:
 * tracked files as edited, deletions, and untracked files that are not ignored. Built through
 * a temporary index, so the checkout's own index and refs are left alone.
 *
 * @returns {{ commit: string, head: string, changes: string[], tested: boolean }} `changes`:
 *   the working tree's differences from HEAD (`M path`, `A path`, `D path`); `tested`: whether
 *   they are in `commit`
 */
export function snapshotWorkingTree(root, { committedOnly = false } = {}) {
  const head = git(root, ['rev-parse', 'HEAD']);
  const dir = mkdtempSync(join(tmpdir(), 'portal-ci-index-'));
  try {
    const index = join(dir, 'index');
    const gitIndex = git(root, ['rev-parse', '--git-path', 'index']);
    const indexPath = isAbsolute(gitIndex) ? gitIndex : join(root, gitIndex);
    // A copy of the checkout's index only saves hashing unchanged files again.
    if (existsSync(indexPath)) copyFileSync(indexPath, index);
    else git(root, ['read-tree', 'HEAD'], { GIT_INDEX_FILE: index });
    const env = { GIT_INDEX_FILE: index };
    git(root, ['add', '--all', '--', '.'], env);
    const tree = git(root, ['write-tree'], env);
    const changes = git(root, ['diff', '--name-status', '--no-renames', 'HEAD', tree])
      .split('\n')
      .filter(Boolean)
      .map((line) => line.replace(/\t/, ' '));
    if (committedOnly || changes.length === 0)
      return { commit: head, head, changes, tested: false };
    const commit = git(
      root,
      [
        'commit-tree',
        tree,
        '-p',
        head,
        '-m',
        'pnpm test: the working tree, uncommitted changes included',
      ],
      {
        GIT_AUTHOR_NAME: 'pnpm test',
        GIT_AUTHOR_EMAIL: 'ci@localhost',
        GIT_COMMITTER_NAME: 'pnpm test',
        GIT_COMMITTER_EMAIL: 'ci@localhost',
      },
    );
    return { commit, head, changes, tested: true };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The commands that make `dir` a fresh clone of `root` checked out at `commit`: it borrows the
 * checkout's object store (`--shared`: nothing copied, and a snapshot commit that no ref
 * names is found there).
 */
export function cloneCommands(root, commit, dir) {
  return [
    ['git', ...trusting(root), 'clone', '--quiet', '--shared', '--no-checkout', root, dir],
    ['git', '-C', dir, 'checkout', '--quiet', '--detach', commit],
  ];
}
