import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { jsonDialect, jsonObject, jsonOf } from './json-text';

/**
 * An ICP as the database writes it: the contract's `Icp` in its schema's key order, with its
 * segments and personas from correlated subqueries over their (icp_id, position) keys. Select
 * it from `icps`; the list's scope filter stays on that outer query.
 */
export function icpJson(db: Db) {
  const json = jsonDialect(db);
  const segments = db
    .selectFrom('icp_segments')
    .select(
      json
        .array(
          jsonObject([
            ['id', json.string('icp_segments.id')],
            ['name', json.string('icp_segments.name')],
            ['description', json.string('icp_segments.description')],
            ['details', json.string('icp_segments.details')],
          ]),
          'icp_segments.position',
        )
        .as('json'),
    )
    .where('icp_segments.icp_id', '=', sql.ref<string>('icps.id'));
  const personas = db
    .selectFrom('icp_buyer_personas')
    .select(
      json
        .array(
          jsonObject([
            ['id', json.string('icp_buyer_personas.id')],
            ['name', json.string('icp_buyer_personas.name')],
            ['description', json.string('icp_buyer_personas.description')],
            ['isMobilizer', json.boolean('icp_buyer_personas.is_mobilizer')],
            ['isBuyingCommittee', json.boolean('icp_buyer_personas.is_buying_committee')],
          ]),
          'icp_buyer_personas.position',
        )
        .as('json'),
    )
    .where('icp_buyer_personas.icp_id', '=', sql.ref<string>('icps.id'));
  return jsonObject([
    ['id', json.string('icps.id')],
    ['name', json.string('icps.name')],
    ['description', json.string('icps.description')],
    ['tenantId', json.string('icps.tenant_id')],
    ['workspaceId', json.string('icps.workspace_id')],
    ['segments', jsonOf(segments)],
    ['buyerPersonas', jsonOf(personas)],
    ['revision', json.integer('icps.revision')],
  ]);
}
