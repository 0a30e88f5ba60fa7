import type { ExportKind, Icp, Usp } from '@portal/contract';
import { EXCHANGE_LIMITS } from '@portal/contract/limits';
import type { Repositories } from '../repositories';
import type { PageOf } from '../repositories/page';
import { icpContent, uspContent } from './content';
import { icpCells, icpHeader, uspCells, uspHeader } from './csv-columns';
import { csvLine } from './csv-cell';
import { packHasher } from './pack-hash';

type Scope = { tenantId: string; workspaceId: string };

/**
 * The records of an export of a selection (`?ids=`), read beforehand in list order: at most
 * EXCHANGE_LIMITS.exportIds of one kind. Without one, an export holds every record.
 */
export interface Selection {
  icps?: readonly Icp[];
  usps?: readonly Usp[];
}

type Lister<T> = (
  tenantId: string,
  workspaceId: string,
  page: { limit: number; after?: number },
) => Promise<PageOf<T>>;

/** Every record of the workspace, oldest first, one page in memory at a time. */
async function* everyRecord<T>(list: Lister<T>, { tenantId, workspaceId }: Scope) {
  let after: number | undefined;
  do {
    const page = await list(tenantId, workspaceId, { limit: EXCHANGE_LIMITS.exportPage, after });
    yield* page.items;
    after = page.next;
  } while (after !== undefined);
}

/** The selection's ICPs, or every ICP of the workspace. */
const icpsOf = (repos: Repositories, scope: Scope, selection?: Selection) =>
  selection ? (selection.icps ?? []) : everyRecord<Icp>(repos.icps.list, scope);
const uspsOf = (repos: Repositories, scope: Scope, selection?: Selection) =>
  selection ? (selection.usps ?? []) : everyRecord<Usp>(repos.usps.list, scope);

/** The CSV's numbered columns: a selection's own longest lists, or the workspace's (counted in SQL). */
const icpWidths = (repos: Repositories, scope: Scope, selection?: Selection) =>
  selection
    ? {
        segments: longest((selection.icps ?? []).map((icp) => icp.segments.length)),
        personas: longest((selection.icps ?? []).map((icp) => icp.buyerPersonas.length)),
      }
    : repos.exchange.icpWidths(scope);
const uspWidths = (repos: Repositories, scope: Scope, selection?: Selection) =>
  selection
    ? {
        products: longest((selection.usps ?? []).map((usp) => usp.products.length)),
        capabilities: longest((selection.usps ?? []).map((usp) => usp.capabilities.length)),
      }
    : repos.exchange.uspWidths(scope);
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
  yield `{"schemaVersion":${EXCHANGE_LIMITS.schemaVersion},"icps":[`;
  if (kind !== 'usp')
    yield* jsonArray(icpsOf(repos, scope, selection), (icp) => {
      const content = icpContent(icp);
      hash.icp(content);
      return content;
    });
  yield '],"usps":[';
  if (kind !== 'icp')
    yield* jsonArray(uspsOf(repos, scope, selection), (usp) => {
      const content = uspContent(usp);
      hash.usp(content);
      return content;
    });
  yield `],"hash":"${hash.digest()}"}`;
}

/** One kind as CSV (docs/api.md, "CSV"): a UTF-8 byte-order mark for spreadsheets, a header. */
export async function* csvExport(
  repos: Repositories,
  scope: Scope,
  kind: 'icp' | 'usp',
  selection?: Selection,
) {
  yield '\uFEFF';
  if (kind === 'icp') {
    const widths = await icpWidths(repos, scope, selection);
    yield csvLine(icpHeader(widths));
    for await (const icp of icpsOf(repos, scope, selection))
      yield csvLine(icpCells(icpContent(icp), widths));
  } else {
    const widths = await uspWidths(repos, scope, selection);
    yield csvLine(uspHeader(widths));
    for await (const usp of uspsOf(repos, scope, selection))
      yield csvLine(uspCells(uspContent(usp), widths));
  }
}
