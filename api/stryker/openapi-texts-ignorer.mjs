// @ts-check
import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin';

/** Object keys whose fixed text only documents the API in its OpenAPI description. */
const DOCUMENTATION_KEYS = new Set(['summary', 'description']);

/**
 * Skips mutants of a fixed string written as `summary: '...'` or `description: '...'` (route
 * schemas), also of each piece of such a text written as `'...' + '...'`: no client behaviour
 * depends on those texts, so the mutants could only survive. A `description` computed from data (`input.description ?? ''`) is not a fixed string and is
 * still mutated.
 */
export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'openapi-texts', {
    /** @param {any} path a Babel NodePath */
    shouldIgnore(path) {
      // `{ description: 'Deleted' }` (a schema's options): emptying it only drops the text.
      if (
        path.isObjectExpression() &&
        path.node.properties.length > 0 &&
        path.node.properties.every(
          (/** @type {any} */ property) =>
            property.type === 'ObjectProperty' &&
            !property.computed &&
            DOCUMENTATION_KEYS.has(property.key.name ?? property.key.value) &&
            (property.value.type === 'StringLiteral' ||
              (property.value.type === 'TemplateLiteral' &&
                property.value.expressions.length === 0)),
        )
      ) {
        return 'OpenAPI documentation text';
      }
      const isFixedText =
        path.isStringLiteral() || (path.isTemplateLiteral() && path.node.expressions.length === 0);
      if (!isFixedText) return undefined;
      // A long text written as 'a' + 'b' + 'c': climb to the whole sum.
      let text = path;
      while (text.parentPath?.isBinaryExpression({ operator: '+' })) text = text.parentPath;
      if (!text.parentPath?.isObjectProperty()) return undefined;
      const property = text.parentPath.node;
      if (property.value !== text.node || property.computed) return undefined;
      const key = property.key;
      const name =
        key.type === 'Identifier' ? key.name : key.type === 'StringLiteral' ? key.value : '';
      return DOCUMENTATION_KEYS.has(name) ? 'OpenAPI documentation text' : undefined;
    },
  }),
];
