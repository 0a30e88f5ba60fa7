import type { ExportKind, RecordKind } from '@portal/contract';
import { EXCHANGE_LIMITS } from '@portal/contract/limits';
import type { Repositories } from '../repositories';
import { type ArtifactRecord, KINDS, type Selection } from '../kinds';
import { recordContent } from './content';
import { csvCells, csvHeader } from './csv-columns';
import { csvLine } from './csv-cell';
import { packHasher } from './pack-hash';

type Scope = { tenantId: string; workspaceId: string };

/** Every record of the workspace, oldest first, one page in memory at a time. */
async function* everyRecord(
  repos: Repositories,
  kind: RecordKind,
  { tenantId, workspaceId }: Scope,
) {
  let after: number | undefined;
  do {
    const page = await repos[KINDS[kind].table].list(tenantId, workspaceId, {
      limit: EXCHANGE_LIMITS.exportPage,
      after,
    });
    yield* page.items as ArtifactRecord[];
    after = page.next;
  } while (after !== undefined);
}

/** The selection's records of `kind`, or every one of the workspace. */
const recordsOf = (repos: Repositories, kind: RecordKind, scope: Scope, selection?: Selection) =>
  selection ? (selection[kind] ?? []) : everyRecord(repos, kind, scope);

/** The CSV's numbered columns: a selection's own longest lists, or the workspace's (counted in SQL). */
const widthsOf = (repos: Repositories, kind: RecordKind, scope: Scope, selection?: Selection) =>
  selection
    ? Object.fromEntries(
        KINDS[kind].lists.map((list) => [
          list.key,
          longest(
            (selection[kind] ?? []).map(
              (record) => ((record as Record<string, unknown>)[list.key] as unknown[]).length,
            ),
          ),
        ]),
      )
    : repos.exchange.widths(scope, kind);
const longest = (lengths: number[]) => Math.max(0, ...lengths);

/** `items` as the elements of a JSON array, each written as it comes. */
async function* jsonArray<T>(items: AsyncIterable<T> | Iterable<T>, each: (item: T) => unknown) {
  let first = true;
  for await (const item of items) {
    yield `${first ? '' : ','}${JSON.stringify(each(item))}`;
    first = false;
  }
}

/**
 * The JSON pack (contract WorkspacePack), streamed: the records as they are read, the hash of
 * what was written last. A kind not asked for is an empty list.
 */
export async function* jsonPack(
  repos: Repositories,
  scope: Scope,
  kind: ExportKind,
  selection?: Selection,
) {
  const hash = packHasher();
  let separator = `{"schemaVersion":${EXCHANGE_LIMITS.schemaVersion},`;
  for (const declared of Object.values(KINDS)) {
    yield `${separator}"${declared.table}":[`;
    if (kind === 'all' || kind === declared.kind)
      yield* jsonArray(recordsOf(repos, declared.kind, scope, selection), (record) => {
        const content = recordContent(declared, record);
        hash.add(declared.kind, content);
        return content;
      });
    separator = '],';
  }
  yield `],"hash":"${hash.digest()}"}`;
}

/** One kind as CSV (docs/api.md, "CSV"): a UTF-8 byte-order mark for spreadsheets, a header. */
export async function* csvExport(
  repos: Repositories,
  scope: Scope,
  kind: RecordKind,
  selection?: Selection,
) {
  yield '\uFEFF';
  const declared = KINDS[kind];
  const widths = await widthsOf(repos, kind, scope, selection);
  yield csvLine(csvHeader(declared, widths));
  for await (const record of recordsOf(repos, kind, scope, selection))
    yield csvLine(csvCells(declared, recordContent(declared, record), widths));
}
