// Runs before a remote's pages are pre-rendered in Node: they render as a first visit sees
// them, signed out with nothing stored. The runtime reads its stored token and choices from
// `window.localStorage` as it loads; here that storage exists and is empty. No `document`:
// libraries that look for a DOM (antd's measuring, portals) still see none and skip it.
class EmptyStorage {
  #items = new Map();
  get length() {
    return this.#items.size;
  }
  key(index) {
    return [...this.#items.keys()][index] ?? null;
  }
  getItem(key) {
    return this.#items.get(String(key)) ?? null;
  }
  setItem(key, value) {
    this.#items.set(String(key), String(value));
  }
  removeItem(key) {
    this.#items.delete(String(key));
  }
  clear() {
    this.#items.clear();
  }
}

// antd and React pick their production code by it, as the browser bundles do.
process.env.NODE_ENV = 'production';

globalThis.window ??= { localStorage: new EmptyStorage(), sessionStorage: new EmptyStorage() };
