// A webpack loader for the redeploy tests' builds only: replaces one string in a source file,
// so a build differs visibly from the one deployed without changing the repo's files.
module.exports = function replaceLoader(source) {
  const { from, to } = this.getOptions();
  if (!source.includes(from)) throw new Error(`${this.resourcePath} no longer contains '${from}'`);
  return source.split(from).join(to);
};
