import type { ExportKind, Icp, Usp } from '@portal/contract';
import { EXCHANGE_LIMITS } from '@portal/contract/limits';
import type { Repositories } from '../repositories';
import type { PageOf } from '../repositories/page';
import { icpContent, uspContent } from './content';
import { icpCells, icpHeader, uspCells, uspHeader } from './csv-columns';
import { csvLine } from './csv-cell';
import { packHasher } from './pack-hash';

type Scope = { tenantId: string; workspaceId: string };
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

/** `items` as the elements of a JSON array, each written as it comes. */
async function* jsonArray<T>(items: AsyncIterable<T>, each: (item: T) => unknown) {
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
export async function* jsonPack(repos: Repositories, scope: Scope, kind: ExportKind) {
  const hash = packHasher();
  yield `{"schemaVersion":${EXCHANGE_LIMITS.schemaVersion},"icps":[`;
  if (kind !== 'usp')
    yield* jsonArray(everyRecord<Icp>(repos.icps.list, scope), (icp) => {
      const content = icpContent(icp);
      hash.icp(content);
      return content;
    });
  yield '],"usps":[';
  if (kind !== 'icp')
    yield* jsonArray(everyRecord<Usp>(repos.usps.list, scope), (usp) => {
      const content = uspContent(usp);
      hash.usp(content);
      return content;
    });
  yield `],"hash":"${hash.digest()}"}`;
}

/** One kind as CSV (docs/api.md, "CSV"): a UTF-8 byte-order mark for spreadsheets, a header. */
export async function* csvExport(repos: Repositories, scope: Scope, kind: 'icp' | 'usp') {
  yield '\uFEFF';
  if (kind === 'icp') {
    const widths = await repos.exchange.icpWidths(scope);
    yield csvLine(icpHeader(widths));
    for await (const icp of everyRecord<Icp>(repos.icps.list, scope))
      yield csvLine(icpCells(icpContent(icp), widths));
  } else {
    const widths = await repos.exchange.uspWidths(scope);
    yield csvLine(uspHeader(widths));
    for await (const usp of everyRecord<Usp>(repos.usps.list, scope))
      yield csvLine(uspCells(uspContent(usp), widths));
  }
}
