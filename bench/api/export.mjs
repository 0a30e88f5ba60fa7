import { icpRows } from './fixtures.mjs';

/** The export goal of issue 24: a workspace of this many ICPs exports in under a second. */
export const EXPORTED_ICPS = 500;
const RUNS = 5;

/** "Export" in the listed workspace's tenant: EXPORTED_ICPS ICPs of bench size, one batch. */
export async function seedExportWorkspace(api, db, tenantId) {
  const repos = api.createRepositories(db);
  const workspace = await repos.workspaces.create({
    tenantId,
    name: 'Export',
    description: 'ICPs the benchmark exports',
  });
  const rows = icpRows(() => ({ id: workspace.id, tenant_id: tenantId }), 1, EXPORTED_ICPS);
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('icps').values(rows.roots).execute();
    await trx.insertInto('icp_segments').values(rows.segments).execute();
    await trx.insertInto('icp_buyer_personas').values(rows.personas).execute();
  });
  return workspace.id;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The whole download, first byte to last, RUNS times per format (median), and the server's
 * resident memory after against before: the export streams, so it should stay flat.
 */
export async function measureExport(url, headers, { tenantId, workspaceId }, say) {
  const result = {};
  for (const format of ['json', 'csv']) {
    const exportUrl = `${url}/api/tenants/${tenantId}/workspaces/${workspaceId}/export?format=${format}&kind=icp`;
    const times = [];
    let bytes = 0;
    const before = (await (await fetch(`${url}/bench/memory`)).json()).rss;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const response = await fetch(exportUrl, { headers });
      if (!response.ok) throw new Error(`export answered ${response.status}`);
      bytes = (await response.arrayBuffer()).byteLength;
      times.push(performance.now() - started);
    }
    const after = (await (await fetch(`${url}/bench/memory`)).json()).rss;
    const ms = Math.round(median(times));
    const rssGrowthMb = Math.round(((after - before) / 1024 / 1024) * 10) / 10;
    say(
      `export ${format} of ${EXPORTED_ICPS} ICPs: ${ms} ms (median of ${RUNS}), ${bytes} bytes, server RSS ${rssGrowthMb >= 0 ? '+' : ''}${rssGrowthMb} MB`,
    );
    result[format] = { ms, bytes, rssGrowthMb };
  }
  return result;
}
