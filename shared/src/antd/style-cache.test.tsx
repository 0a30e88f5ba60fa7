import { dirname } from 'node:path';
import { useContext, type Context } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

// Issue 38: a remote may bundle an antd component the kits lack (docs/deployment.md, "A remote
// team"), and with it its own copy of @ant-design/cssinjs, beside the host's. The copies write
// the same <style> elements; each counted their users in a style cache of its own, so when the
// last of one copy's components unmounted it removed CSS variables the other copy's components
// still used (a kit Button lost its white text and padding when a remote's dialog closed).
// patches/@ant-design__cssinjs@2.1.2.patch gives every copy on a page one default cache.

/** The @ant-design/cssinjs antd itself imports (the patched one, in this workspace). */
const CSSINJS = require.resolve('@ant-design/cssinjs', {
  paths: [dirname(require.resolve('antd/package.json'))],
});

type Cssinjs = { StyleContext: Context<{ cache: unknown }> };

/** A fresh copy of cssinjs, as a second bundle on the page evaluates it. */
async function cssinjsCopy(): Promise<Cssinjs> {
  let copy: Cssinjs | undefined;
  await jest.isolateModulesAsync(async () => {
    copy = (await import(CSSINJS)) as Cssinjs;
  });
  return copy!;
}

/** The style cache a component under no StyleProvider gets from `copy`. */
function defaultCacheOf(copy: Cssinjs) {
  let cache: unknown;
  function Read() {
    cache = useContext(copy.StyleContext).cache;
    return null;
  }
  renderToStaticMarkup(<Read />);
  return cache;
}

it('gives every copy of cssinjs on a page the same default style cache', async () => {
  const host = await cssinjsCopy();
  const remote = await cssinjsCopy();
  expect(remote.StyleContext).not.toBe(host.StyleContext);
  expect(defaultCacheOf(remote)).toBe(defaultCacheOf(host));
});

