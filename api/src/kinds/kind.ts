import type { TSchema } from 'typebox';
import type { RecordKind } from '@portal/contract';
import type { DraftDeclaration, DraftKind } from './draft-kind';
import { type ContentField, contentFields, listFields, snakeCase } from './content-codec';

/*
 * An artifact kind (ICP, USP, …) declared once: what its content is (the contract's schema),
 * where it is stored, how people and files name it. The repository, the routes, the codec, the
 * CSV and the lineage read the rest from here (docs/architecture.md, "Add an artifact kind").
 */

/** What a kind's declaration says; everything else is derived. */
export interface KindDeclaration<K extends RecordKind = RecordKind> {
  kind: K;
  /** As the spec writes it in messages: 'ICP'. */
  label: string;
  /** With its article, for "is it an ICP file": 'an ICP'. */
  withArticle: string;
  /** The contract's record schema: the record as every answer has it, keys in its order. */
  record: TSchema;
  /** The contract's content schema: what a create sends and a draft answers. */
  content: TSchema;
  /** The drafts that may become such a record, by their tokens' kinds. */
  drafts: Readonly<Partial<Record<DraftKind, DraftDeclaration>>>;
  /**
   * A list's CSV column group where it is not the key made singular ('buyerPersonas' →
   * 'persona', not 'buyer persona').
   */
  csvGroups?: Readonly<Record<string, string>>;
  /**
   * At most one live record per workspace (a research brief): the database holds it (a partial
   * unique index), a second create is 409, an import or copy matches the workspace's record
   * whatever its name and never keeps both, a restore waits until the live one is gone.
   */
  onePerWorkspace?: boolean;
}

/** A list field with where it is stored and what its CSV columns are called. */
export type KindList = Extract<ContentField, { shape: 'lines' | 'entries' }> & {
  /** Its child table: `${kind}_${snake_case key}` (icp_buyer_personas). */
  table: string;
  /** Its CSV columns' group: `segment 1 name`, `product 2`. */
  csvGroup: string;
};

export interface ArtifactKind<K extends RecordKind = RecordKind> extends KindDeclaration<K> {
  /** The root table: 'icps'. */
  table: `${K}s`;
  /** The child tables' column naming the record: 'icp_id'. */
  parentColumn: `${K}_id`;
  fields: readonly ContentField[];
  lists: readonly KindList[];
  /** The drafts' kinds: what a generation token saved as such a record may be of. */
  draftKinds: readonly DraftKind[];
  /** A name's longest length (the contract's): a copy's suffix keeps within it. */
  nameMax: number;
  notFound: string;
}

/** 'capabilities' → 'capability', 'segments' → 'segment'. */
const singular = (key: string) =>
  key.endsWith('ies') ? `${key.slice(0, -3)}y` : key.replace(/s$/, '');

export function defineKind<K extends RecordKind>(declaration: KindDeclaration<K>): ArtifactKind<K> {
  const fields = contentFields(declaration.content);
  return {
    ...declaration,
    table: `${declaration.kind}s`,
    parentColumn: `${declaration.kind}_id`,
    fields,
    lists: listFields(fields).map((list) => ({
      ...list,
      table: `${declaration.kind}_${snakeCase(list.key)}`,
      csvGroup: declaration.csvGroups?.[list.key] ?? singular(list.key),
    })),
    draftKinds: Object.keys(declaration.drafts) as DraftKind[],
    nameMax: (declaration.content as { properties: { name: { maxLength: number } } }).properties
      .name.maxLength,
    // 'ICP not found', 'Research brief not found'.
    notFound: `${declaration.label[0]!.toUpperCase()}${declaration.label.slice(1)} not found`,
  };
}
