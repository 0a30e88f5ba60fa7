import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './portal-parts.mjs';

/** The folders pnpm-workspace.yaml lists, in its order (`tooling/*` expanded). */
function workspaceDirs() {
  const yaml = readFileSync(join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
  const list = yaml.split('packages:')[1]?.split(/\n(?=\S)/)[0] ?? '';
  return [...list.matchAll(/^\s+-\s+['"]?([^'"\s]+)['"]?\s*$/gm)].flatMap(([, pattern]) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(join(ROOT, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`)
      .sort();
  });
}

/**
 * Every workspace package: `{ dir, name, scripts, workspaceDeps }`, each after the workspace
 * packages it depends on (and otherwise in pnpm-workspace.yaml's order).
 */
export function workspacePackages() {
  const packages = workspaceDirs()
    .filter((dir) => existsSync(join(ROOT, dir, 'package.json')))
    .map((dir) => {
      const manifest = JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8'));
      const deps = { ...manifest.dependencies, ...manifest.devDependencies };
      return { dir, name: manifest.name, scripts: manifest.scripts ?? {}, deps };
    });
  const names = new Set(packages.map(({ name }) => name));
  const withDeps = packages.map(({ deps, ...rest }) => ({
    ...rest,
    workspaceDeps: Object.keys(deps).filter((name) => names.has(name)),
  }));

  const ordered = [];
  const placed = new Set();
  while (ordered.length < withDeps.length) {
    const next = withDeps.find(
      (pkg) => !placed.has(pkg.name) && pkg.workspaceDeps.every((dep) => placed.has(dep)),
    );
    if (!next) throw new Error('workspace packages depend on each other in a cycle');
    ordered.push(next);
    placed.add(next.name);
  }
  return ordered;
}
