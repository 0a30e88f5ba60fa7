import { type OperationNodeSource, type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/connection';
import { isPostgres } from '../db/connection';

/**
 * JSON text built by the database, so a list goes to the client without JavaScript objects
 * in between. Everything is plain text concatenation: SQLite's `json_object` and
 * PostgreSQL's `json_build_object` differ in spacing, and the wire must be exactly what
 * `JSON.stringify` (the response serializer) writes: no spaces, keys in the schema's order.
 */
type JsonExpression = RawBuilder<string>;

/** A JSON value: fixed text (keys, brackets) or an expression the database evaluates. */
type Part = string | JsonExpression;

/** The parts joined with `||`; adjacent fixed texts are merged into one SQL literal. */
function concat(parts: Part[]): JsonExpression {
  const merged: Part[] = [];
  for (const part of parts) {
    const last = merged.at(-1);
    if (typeof part === 'string' && typeof last === 'string')
      merged[merged.length - 1] = last + part;
    else merged.push(part);
  }
  const pieces = merged.map((part) => (typeof part === 'string' ? sql.lit(part) : part));
  return sql<string>`(${sql.join(pieces, sql` || `)})`;
}

/** `{"key":value,…}` with the keys in the order given (the contract schema's order). */
export function jsonObject(fields: [key: string, value: JsonExpression][]): JsonExpression {
  return concat([
    '{',
    ...fields.flatMap(([key, value], index) => [
      `${index === 0 ? '' : ','}${JSON.stringify(key)}:`,
      value,
    ]),
    '}',
  ]);
}

/** A subquery selecting one JSON text (an `array(…)`), used as a value. */
export const jsonOf = (subquery: OperationNodeSource): JsonExpression => sql<string>`(${subquery})`;

/** The SQL that turns a column or expression into JSON text, per dialect. */
export interface JsonDialect {
  /** A JSON string: both databases escape as JSON.stringify does (`\"`, `\\`, `\n`, `\u001f`). */
  string(column: string): JsonExpression;
  /** `true` / `false` from a boolean (PostgreSQL) or 0/1 (SQLite) column. */
  boolean(column: string): JsonExpression;
  /** An integer column as JSON number text. */
  integer(column: string): JsonExpression;
  /**
   * `[a,b,…]` of `element` over the rows of the (sub)query it is selected in, aggregated in
   * `orderBy` order; `[]` for no rows.
   */
  array(element: JsonExpression, orderBy: string): JsonExpression;
}

const common = {
  boolean: (column: string) =>
    sql<string>`(case when ${sql.ref(column)} then 'true' else 'false' end)`,
  integer: (column: string) => sql<string>`cast(${sql.ref(column)} as text)`,
  // string_agg: PostgreSQL's, and SQLite's since 3.44 (better-sqlite3 bundles a newer one).
  array: (element: JsonExpression, orderBy: string) =>
    concat([
      '[',
      sql<string>`coalesce(string_agg(${element}, ',' order by ${sql.ref(orderBy)}), '')`,
      ']',
    ]),
};

const sqlite: JsonDialect = {
  ...common,
  string: (column) => sql<string>`json_quote(${sql.ref(column)})`,
};

const postgres: JsonDialect = {
  ...common,
  string: (column) => sql<string>`to_json(${sql.ref(column)})::text`,
};

export const jsonDialect = (db: Db): JsonDialect => (isPostgres(db) ? postgres : sqlite);
