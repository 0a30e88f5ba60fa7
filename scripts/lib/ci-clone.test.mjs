import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { cloneCommands, snapshotWorkingTree } from './ci-clone.mjs';

const dirs = [];
after(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'ci-clone-test-'));
  dirs.push(dir);
  return dir;
}

function run([command, ...args], cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  assert.equal(result.status, 0, `${command} ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}

const git = (cwd, ...args) =>
  run(['git', '-c', 'user.name=t', '-c', 'user.email=t@t', ...args], cwd);

/** A repository with one commit: kept.txt, gone.txt, edited.txt and a .gitignore of dist/. */
function repository() {
  const root = tempDir();
  git(root, 'init', '--quiet');
  writeFileSync(join(root, 'kept.txt'), 'kept\n');
  writeFileSync(join(root, 'gone.txt'), 'gone\n');
  writeFileSync(join(root, 'edited.txt'), 'before\n');
  writeFileSync(join(root, '.gitignore'), 'dist/\n');
  git(root, 'add', '.');
  git(root, 'commit', '--quiet', '-m', 'first');
  return root;
}

function cloneOf(root, commit) {
  const clone = join(tempDir(), 'clone');
  for (const command of cloneCommands(root, commit, clone)) run(command, root);
  return clone;
}

test('a clean working tree is tested as HEAD', () => {
  const root = repository();
  const source = snapshotWorkingTree(root);
  assert.equal(source.commit, git(root, 'rev-parse', 'HEAD'));
  assert.deepEqual(source.changes, []);
});

test("the working tree's edits, deletions and new files are in the clone; ignored files are not", () => {
  const root = repository();
  writeFileSync(join(root, 'edited.txt'), 'after\n');
  rmSync(join(root, 'gone.txt'));
  writeFileSync(join(root, 'new.txt'), 'new\n');
  mkdirSync(join(root, 'dist'));
  writeFileSync(join(root, 'dist', 'built.js'), 'built\n');
  const indexBefore = readFileSync(join(root, '.git', 'index'));

  const source = snapshotWorkingTree(root);
  assert.equal(source.tested, true);
  assert.deepEqual(source.changes.sort(), ['A new.txt', 'D gone.txt', 'M edited.txt']);
  const clone = cloneOf(root, source.commit);
  assert.equal(readFileSync(join(clone, 'edited.txt'), 'utf8'), 'after\n');
  assert.equal(readFileSync(join(clone, 'new.txt'), 'utf8'), 'new\n');
  assert.equal(readFileSync(join(clone, 'kept.txt'), 'utf8'), 'kept\n');
  assert.equal(existsSync(join(clone, 'gone.txt')), false);
  assert.equal(existsSync(join(clone, 'dist')), false);

  // The checkout is left as it was: its index, its branch, its status.
  assert.deepEqual(readFileSync(join(root, '.git', 'index')), indexBefore);
  assert.equal(git(root, 'rev-list', '--count', 'HEAD'), '1');
  assert.match(git(root, 'status', '--porcelain'), /\?\? new\.txt/);
});

test('--committed tests HEAD and still lists what it leaves out', () => {
  const root = repository();
  writeFileSync(join(root, 'edited.txt'), 'after\n');
  const source = snapshotWorkingTree(root, { committedOnly: true });
  assert.equal(source.commit, git(root, 'rev-parse', 'HEAD'));
  assert.equal(source.tested, false);
  assert.deepEqual(source.changes, ['M edited.txt']);
  assert.equal(readFileSync(join(cloneOf(root, source.commit), 'edited.txt'), 'utf8'), 'before\n');
});
