// A remote declares what it exposes once, in `src/exposes.ts`: an object literal of
// `'./Name': () => import('./file')`, which `tsc` checks against the contract in
// @portal/shared/remotes. This reads that same literal for the federation plugin's `exposes`,
// so the build and the type check can never disagree about a name or a file.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const EXPOSES_FILE = path.join('src', 'exposes.ts');
const SOURCE_EXTENSIONS = ['.tsx', '.ts'];

function fail(source, node, message) {
  const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
  throw new Error(`${source.fileName}:${line + 1}:${character + 1}: ${message}`);
}

/** The `{ ... }` of `export const exposes = { ... } satisfies RemoteExposes<'remote_x'>`. */
function exposesLiteral(source) {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const exported = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    const declaration = statement.declarationList.declarations.find(
      (candidate) => ts.isIdentifier(candidate.name) && candidate.name.text === 'exposes',
    );
    if (!exported || !declaration?.initializer) continue;
    let value = declaration.initializer;
    while (ts.isSatisfiesExpression(value) || ts.isParenthesizedExpression(value))
      value = value.expression;
    if (ts.isObjectLiteralExpression(value)) return value;
    fail(source, value, '`exposes` must be an object literal');
  }
  throw new Error(`${source.fileName}: no \`export const exposes = { ... }\``);
}

/** `./pages/login-page` (relative to src/) → `./src/pages/login-page.tsx`, checked to exist. */
function exposedFile(dirname, source, node, specifier) {
  const base = path.join(dirname, 'src', specifier);
  const found = SOURCE_EXTENSIONS.map((extension) => base + extension).find(fs.existsSync);
  if (!found) fail(source, node, `${specifier} is not a file of src/ (${SOURCE_EXTENSIONS})`);
  return `./${path.relative(dirname, found).split(path.sep).join('/')}`;
}

/** The `import('./file')` an entry's loader returns, or a build error naming the entry. */
function importSpecifier(source, property) {
  const loader = property.initializer;
  const call = loader && ts.isArrowFunction(loader) ? loader.body : undefined;
  const isImport =
    call &&
    ts.isCallExpression(call) &&
    call.expression.kind === ts.SyntaxKind.ImportKeyword &&
    call.arguments.length === 1 &&
    ts.isStringLiteral(call.arguments[0]);
  if (!isImport) fail(source, property, "each exposed module must be `() => import('./file')`");
  return call.arguments[0].text;
}

/**
 * @param {string} dirname the remote's folder
 * @returns {Record<string, string>} webpack `exposes`:
 *   `{ './LoginPage': './src/pages/login-page.tsx' }`
 */
function readExposes(dirname) {
  const fileName = path.join(dirname, EXPOSES_FILE);
  const source = ts.createSourceFile(
    fileName,
    fs.readFileSync(fileName, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TS,
  );
  const exposes = {};
  for (const property of exposesLiteral(source).properties) {
    if (!ts.isPropertyAssignment(property) || !ts.isStringLiteral(property.name))
      fail(source, property, "each key must be a quoted module name, e.g. './LoginPage'");
    const specifier = importSpecifier(source, property);
    exposes[property.name.text] = exposedFile(dirname, source, property, specifier);
  }
  return exposes;
}

module.exports = { readExposes };
