import { type Static, Type } from 'typebox';
import { EXCHANGE_LIMITS } from './limits';
import { icpContentFields } from './icp';
import { uspContentFields } from './usp';

/*
 * Export and import of a workspace's onboarding artifacts (issue 24). A pack carries content
 * only: no ids, revisions, scope or lineage, so the same content exported from any workspace
 * gives the same pack and the same hash.
 */

export const ExportFormat = Type.Union([Type.Literal('json'), Type.Literal('csv')]);
export type ExportFormat = Static<typeof ExportFormat>;

export const ExportKind = Type.Union([
  Type.Literal('icp'),
  Type.Literal('usp'),
  Type.Literal('all'),
]);
export type ExportKind = Static<typeof ExportKind>;

/**
 * GET /api/tenants/{tenantId}/workspaces/{workspaceId}/export?format=json|csv&kind=icp|usp|all
 * (both default: json, all). CSV holds one kind: `format=csv&kind=all` is a 400.
 */
export const ExportQuery = Type.Object(
  { format: Type.Optional(ExportFormat), kind: Type.Optional(ExportKind) },
  { additionalProperties: false },
);
export type ExportQuery = Static<typeof ExportQuery>;

/** An ICP's content as a pack holds it: what a create sends, without the scope. */
export const IcpContent = Type.Object(icpContentFields, { additionalProperties: false });
export type IcpContent = Static<typeof IcpContent>;

/** A USP's content as a pack holds it. */
export const UspContent = Type.Object(uspContentFields, { additionalProperties: false });
export type UspContent = Static<typeof UspContent>;

/**
 * The JSON export: the workspace's ICPs and USPs oldest first (a kind not asked for is an
 * empty list). `hash` is `sha256:` and the hex SHA-256 of the content, one line per record in
 * this order; it changes only when the content does. The API streams the pack with `hash`
 * last; its place among the keys carries no meaning.
 */
export const WorkspacePack = Type.Object({
  schemaVersion: Type.Literal(EXCHANGE_LIMITS.schemaVersion),
  hash: Type.String({ pattern: '^sha256:[0-9a-f]{64}$' }),
  icps: Type.Array(IcpContent),
  usps: Type.Array(UspContent),
});
export type WorkspacePack = Static<typeof WorkspacePack>;
