import { type Static, Type } from 'typebox';
import { EXCHANGE_LIMITS, ID_MAX } from './limits';
import { icpContentFields } from './icp';
import { uspContentFields } from './usp';
import { ResearchBriefContent } from './research';

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
  Type.Literal('brief'),
  Type.Literal('all'),
]);
export type ExportKind = Static<typeof ExportKind>;

/**
 * GET /api/tenants/{tenantId}/workspaces/{workspaceId}/export?format=json|csv&kind=icp|usp|all
 * (both default: json, all). CSV holds one kind: `format=csv&kind=all` is a 400. `ids` exports
 * a selection: record ids of `kind` (icp or usp, not all), comma-separated, each once, at most
 * EXCHANGE_LIMITS.exportIds; one not a live record of the workspace is a 404.
 */
export const ExportQuery = Type.Object(
  {
    format: Type.Optional(ExportFormat),
    kind: Type.Optional(ExportKind),
    // The longest list of the most ids, each as long as an id may be; the API names what is wrong within it.
    ids: Type.Optional(Type.String({ maxLength: EXCHANGE_LIMITS.exportIds * (ID_MAX + 1) - 1 })),
  },
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
  /**
   * The workspace's research brief (issue 39 §3), at most one. Optional: a pack written before
   * briefs existed imports as it did; every export writes it.
   */
  briefs: Type.Optional(Type.Array(ResearchBriefContent, { maxItems: 1 })),
});
export type WorkspacePack = Static<typeof WorkspacePack>;

export const ConflictChoice = Type.Union([
  Type.Literal('skip'),
  Type.Literal('replace'),
  Type.Literal('copy'),
]);
export type ConflictChoice = Static<typeof ConflictChoice>;

/** What an import does with a file in which some rows have errors. */
export const ImportMode = Type.Union([Type.Literal('all-or-nothing'), Type.Literal('valid-rows')]);
export type ImportMode = Static<typeof ImportMode>;

/**
 * POST /api/tenants/{tenantId}/workspaces/{workspaceId}/import. `content` is the file's text:
 * a pack as the JSON export writes it (`hash` not needed; `kind` narrows it to one list), or
 * CSV of one `kind` as the CSV export writes it (`kind` required). A record whose name
 * matches one of the same kind in the workspace (case and surrounding spaces ignored) is a
 * conflict, resolved by `onConflict` for all: `skip` leaves the stored one, `replace` writes
 * the file's content over it (a new revision), `copy` creates it named '<name> (copy)' (or
 * '(copy 2)', …, the first free). `dryRun: true` is the preview and writes nothing.
 * `mode` (issue 37 §4): `all-or-nothing` (the default) writes nothing while any row has an
 * error; `valid-rows` writes the rows without errors, in one transaction, and answers the
 * rest in `rejected`.
 */
export const ImportRequest = Type.Object(
  {
    format: ExportFormat,
    kind: Type.Optional(ExportKind),
    content: Type.String({ maxLength: EXCHANGE_LIMITS.importChars }),
    onConflict: ConflictChoice,
    dryRun: Type.Boolean(),
    mode: Type.Optional(ImportMode),
  },
  { additionalProperties: false },
);
export type ImportRequest = Static<typeof ImportRequest>;

/** Which of a workspace's lists a record is of. */
export const RecordKind = Type.Union([
  Type.Literal('icp'),
  Type.Literal('usp'),
  Type.Literal('brief'),
]);
export type RecordKind = Static<typeof RecordKind>;

/**
 * A record of the file: `row` is its line in a spreadsheet for CSV (the header is row 1) and
 * its place in its list for JSON (from 1).
 */
export const ImportRow = Type.Object({
  row: Type.Integer({ minimum: 1 }),
  kind: RecordKind,
  name: Type.String(),
});
export type ImportRow = Static<typeof ImportRow>;

/** A record that matches a stored one by name, and what the import does with it. */
export const ImportConflict = Type.Object({
  row: Type.Integer({ minimum: 1 }),
  kind: RecordKind,
  name: Type.String(),
  existingId: Type.String(),
  resolution: ConflictChoice,
  /** With `copy`: the name it is created with. */
  newName: Type.Optional(Type.String()),
});
export type ImportConflict = Static<typeof ImportConflict>;

/** Why a record cannot be imported: its row, the column (CSV) or field path (JSON), the rule. */
export const ImportError = Type.Object({
  row: Type.Integer({ minimum: 1 }),
  kind: RecordKind,
  column: Type.String(),
  message: Type.String(),
});
export type ImportError = Static<typeof ImportError>;

/**
 * The preview, or what was written. With errors, nothing is written: `dryRun: false` answers
 * 400 IMPORT_INVALID with the same `errors` (and the message naming how many). With `mode:
 * 'valid-rows'` the rows with errors are left out instead: `create` and `conflicts` are what
 * is (or, previewed, would be) written, and `rejected` every row left out, in file order (all
 * of them, whereas `errors` stops at EXCHANGE_LIMITS.importErrors).
 */
export const ImportResult = Type.Object({
  create: Type.Array(ImportRow),
  conflicts: Type.Array(ImportConflict),
  errors: Type.Array(ImportError),
  rejected: Type.Optional(Type.Array(ImportRow)),
  written: Type.Boolean(),
});
export type ImportResult = Static<typeof ImportResult>;

/** 400 IMPORT_INVALID: the error body, with the rows' errors. */
export const ImportRefused = Type.Object({
  statusCode: Type.Literal(400),
  code: Type.Literal('IMPORT_INVALID'),
  message: Type.String(),
  errors: Type.Array(ImportError),
});
export type ImportRefused = Static<typeof ImportRefused>;

/**
 * 429 IMPORT_RUNNING: the caller's previous import (a preview too) has not finished. One
 * import per user runs at a time; nothing of this one was read or written.
 */
export const ImportRunning = Type.Object({
  statusCode: Type.Literal(429),
  code: Type.Literal('IMPORT_RUNNING'),
  message: Type.String(),
});
export type ImportRunning = Static<typeof ImportRunning>;
