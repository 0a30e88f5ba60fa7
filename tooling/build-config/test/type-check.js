// Type-checks one file of a package the way its `tsc -p tsconfig.json --noEmit` would, with
// some files' text replaced in memory: what a rename would do, without touching the tree.
const path = require('node:path');
const ts = require('typescript');

const ROOT = path.resolve(__dirname, '../../..');

function compilerOptions(packageDir) {
  const configFile = path.join(ROOT, packageDir, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  return { ...parsed.options, noEmit: true };
}

// Parsed files no edit touches, shared by every check: parsing node_modules' types is most
// of the time.
const parsed = new Map();

/**
 * Only `file`'s own diagnostics are computed, which is what makes several checks in one test
 * fast; the package's full `tsc` runs in its `ci` script.
 * @param {string} packageDir e.g. `remote-auth`
 * @param {string} file the root file, relative to the package, e.g. `src/exposes.ts`
 * @param {Record<string, string | null>} [edits] repo-relative path → new text (null: deleted)
 * @returns {string[]} `file`'s diagnostics as `path(line,col): message`, paths relative to the repo
 */
function typeCheck(packageDir, file, edits = {}) {
  const replaced = new Map(
    Object.entries(edits).map(([editedPath, text]) => [path.join(ROOT, editedPath), text]),
  );
  const options = compilerOptions(packageDir);
  const host = ts.createCompilerHost(options);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (name) =>
    replaced.has(path.resolve(name)) ? replaced.get(path.resolve(name)) !== null : fileExists(name);
  host.readFile = (name) =>
    replaced.has(path.resolve(name))
      ? (replaced.get(path.resolve(name)) ?? undefined)
      : readFile(name);
  host.getSourceFile = (name, languageVersion, onError) => {
    const text = replaced.get(path.resolve(name));
    if (text === undefined) {
      if (!parsed.has(name)) parsed.set(name, getSourceFile(name, languageVersion, onError));
      return parsed.get(name);
    }
    return text === null ? undefined : ts.createSourceFile(name, text, languageVersion, true);
  };
  const root = path.join(ROOT, packageDir, file);
  const program = ts.createProgram([root], options, host);
  const source = program.getSourceFile(root);
  const diagnostics = [
    ...program.getSyntacticDiagnostics(source),
    ...program.getSemanticDiagnostics(source),
  ];
  return diagnostics.map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!diagnostic.file) return message;
    const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(
      diagnostic.start ?? 0,
    );
    const where = path.relative(ROOT, diagnostic.file.fileName);
    return `${where}(${line + 1},${character + 1}): ${message}`;
  });
}

module.exports = { ROOT, typeCheck };
