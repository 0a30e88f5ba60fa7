// The page server's HTML as a tree (issue 33): a page is built by parsing each piece of markup
// and inserting its nodes, never by replacing text, so nothing a piece holds (`$'` or `$&` in
// a replacement, `</head>` in a stylesheet) can move another piece or copy the page. parse5
// parses as browsers do, and writes the tree back as HTML.
import {
  defaultTreeAdapter as tree,
  html,
  parse,
  parseFragment,
  serialize,
  serializeOuter,
} from 'parse5';

/** A whole page (`index.html`); parse5 adds what the markup leaves implied (`<head>`). */
export const parsePage = (markup) => parse(markup);

/** A node's content as HTML (a page, a parsed piece), and an element with its own tag. */
export { serialize, serializeOuter };

/** Every element under `node`, in document order. */
function* elementsUnder(node) {
  for (const child of tree.getChildNodes(node) ?? []) {
    if (!tree.isElementNode(child)) continue;
    yield child;
    yield* elementsUnder(child);
  }
}

/** The elements under `node` that `matches`, in document order. */
export const findElements = (node, matches) => [...elementsUnder(node)].filter(matches);

/** The first element under `node` that `matches`, or null. */
export function findElement(node, matches) {
  for (const element of elementsUnder(node)) if (matches(element)) return element;
  return null;
}

/** An element's attributes, in order, as `{ name, value }` (values as parsed). */
export const attributesOf = (element) => tree.getAttrList(element);

/** Replaces an element's attributes with `attrs`, in their order. */
export function setAttributes(element, attrs) {
  element.attrs = attrs.map(({ name, value }) => ({ name, value }));
}

/** An attribute's value as parsed (`&amp;` read as `&`), undefined when absent. */
export const attributeOf = (element, name) =>
  tree.getAttrList(element).find((attribute) => attribute.name === name)?.value;

export const elementById = (node, id) =>
  findElement(node, (element) => attributeOf(element, 'id') === id);

/**
 * A new HTML element. An attribute `true` has no value (`crossorigin=""`); values are taken as
 * they are and escaped when written. `text` is its content: in `<style>` and `<script>` it is
 * written raw, so the caller makes sure it cannot end its element.
 */
export function createElement(tagName, attributes = {}, text) {
  const attrs = Object.entries(attributes).map(([name, value]) => ({
    name,
    value: value === true ? '' : value,
  }));
  const element = tree.createElement(tagName, html.NS.HTML, attrs);
  if (text) tree.insertText(element, text);
  return element;
}

/**
 * A piece of markup (a pre-rendered page) as a fragment: its nodes as the content of a `<div>`,
 * where such a piece goes, parsed by the rules that apply there.
 */
export const parseMarkup = (markup) =>
  parseFragment(tree.createElement('div', html.NS.HTML, []), markup);

/** A parsed page's `<head>` (parse5 makes one when the markup has none). */
export const headOf = (page) => findElement(page, (element) => element.tagName === 'head');

/** Moves `nodes` (new elements, or a parsed piece's `childNodes`) to the end of `parent`. */
export function append(parent, nodes) {
  for (const node of [...nodes]) {
    tree.detachNode(node);
    tree.appendChild(parent, node);
  }
}

/** Puts `node` first in `parent`. */
export function insertFirst(parent, node) {
  const first = tree.getFirstChild(parent);
  if (first) tree.insertBefore(parent, node, first);
  else tree.appendChild(parent, node);
}

/** Moves `nodes` before `reference`, in order. */
export function insertBefore(reference, nodes) {
  for (const node of [...nodes]) {
    tree.detachNode(node);
    tree.insertBefore(reference.parentNode, node, reference);
  }
}

/** Takes `node` out of the tree. */
export const remove = (node) => tree.detachNode(node);
