import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { jsonDialect, jsonObject, jsonOf } from './json-text';

/**
 * A USP as the database writes it: the contract's `Usp` in its schema's key order, its
 * products and capabilities from correlated subqueries over their (usp_id, position) keys.
 * Select it from `usps`; the list's scope filter stays on that outer query.
 */
export function uspJson(db: Db) {
  const json = jsonDialect(db);
  const lines = (table: 'usp_products' | 'usp_capabilities') =>
    jsonOf(
      db
        .selectFrom(table)
        .select(json.array(json.string(`${table}.value`), `${table}.position`).as('json'))
        .where(`${table}.usp_id`, '=', sql.ref<string>('usps.id')),
    );
  return jsonObject([
    ['id', json.string('usps.id')],
    ['name', json.string('usps.name')],
    ['differentiator', json.string('usps.differentiator')],
    ['products', lines('usp_products')],
    ['capabilities', lines('usp_capabilities')],
    ['tenantId', json.string('usps.tenant_id')],
    ['workspaceId', json.string('usps.workspace_id')],
    ['revision', json.integer('usps.revision')],
  ]);
}
