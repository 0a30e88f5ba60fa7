// @ts-check
import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin';

/** Object keys whose fixed text only documents the API in its OpenAPI description. */
const DOCUMENTATION_KEYS = new Set(['summary', 'description']);

/** A string written out whole: `'...'` or a template without placeholders. */
const isFixedText = (/** @type {any} */ node) =>
  node.type === 'StringLiteral' ||
  (node.type === 'TemplateLiteral' && node.expressions.length === 0);

/** Whether an object property is `summary:` or `description:` (not computed). */
const isDocumentationKey = (/** @type {any} */ property) =>
  !property.computed && DOCUMENTATION_KEYS.has(property.key.name ?? property.key.value);

/**
 * Skips mutants of a fixed string written as `summary: '...'` or `description: '...'` (route
 * schemas), of each piece of such a text written as `'...' + '...'`, and of an options object
 * holding nothing else (`Type.Null({ description: 'Deleted' })`): no client behaviour depends
 * on those texts, so the mutants could only survive. A `description` computed from data
 * (`input.description ?? ''`) is not a fixed string and is still mutated.
 */
export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'openapi-texts', {
    /** @param {any} path a Babel NodePath */
    shouldIgnore(path) {
      if (path.isObjectExpression()) {
        const { properties } = path.node;
        const onlyTexts =
          properties.length > 0 &&
          properties.every(
            (/** @type {any} */ property) =>
              property.type === 'ObjectProperty' &&
              isDocumentationKey(property) &&
              isFixedText(property.value),
          );
        return onlyTexts ? 'OpenAPI documentation text' : undefined;
      }
      if (!isFixedText(path.node)) return undefined;
      // A long text written as 'a' + 'b' + 'c': climb to the whole sum.
      let text = path;
      while (text.parentPath?.isBinaryExpression({ operator: '+' })) text = text.parentPath;
      if (!text.parentPath?.isObjectProperty()) return undefined;
      const property = text.parentPath.node;
      if (property.value !== text.node) return undefined;
      return isDocumentationKey(property) ? 'OpenAPI documentation text' : undefined;
    },
  }),
];
