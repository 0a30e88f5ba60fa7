// A webpack loader for this fixture's build only: gives a module another source, so the build
// differs from the repo's without changing its files.
module.exports = function sourceLoader() {
  return this.getOptions().source;
};
