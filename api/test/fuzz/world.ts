import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type {
  Icp,
  Prompt,
  PromptOverride,
  TestCase,
  TestCaseRun,
  TestCaseResult,
  TestPassRate,
  Usp,
} from '@portal/contract';
import { PROMPT_TYPES } from '@portal/contract/limits';
import { ADMIN, loginAs, STAFF, type TestContext } from '../helpers/app';
import { countAuditRows } from '../helpers/audit';
import { icpInput, uspInput } from '../helpers/onboarding';
import { seededIds } from '../helpers/seeded';
import { deepJson, isDeep } from './junk';
import { isRef, type PathPart, type Ref, type RefKind, type Spec } from './spec';

export const FUZZ_USER = { username: 'fuzz@example.com', password: 'fuzz-start-1' };

/** The routes whose accepted requests each append one audit entry (issue 11). */
const AUDITED_ROUTES = new Set([
  'change-password',
  'icp-create',
  'icp-update',
  'icp-delete',
  'usp-create',
  'usp-update',
  'usp-delete',
  'prompt-create',
  'prompt-version',
  'prompt-restore',
  'prompt-delete',
  'test-case-create',
  'test-case-update',
  'test-case-delete',
  'override-delete',
]);

/** An id no row has: a well-formed UUID, so only "not found" can answer it. */
const NEVER_EXISTED = '00000000-0000-4000-8000-000000000000';

const overrideKey = (override: PromptOverride) => `${override.tenantId} ${override.promptType}`;

/** Sorted by id, then version (prompts): the order to compare stored rows with expected ones. */
const byId = <T extends { id: string; version?: string }>(rows: T[]) => {
  const key = (row: T) => `${row.id} ${row.version ?? ''}`;
  return [...rows].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
};

/** JSON.stringify, writing each Deep marker as the nesting it stands for. */
function toJson(value: unknown): string {
  const deep: string[] = [];
  const text = JSON.stringify(value, (_key, entry: unknown) =>
    isDeep(entry) ? `\u0001deep${deep.push(deepJson(entry)) - 1}\u0001` : entry,
  );
  return text.replace(
    /"\\u0001deep(\d+)\\u0001"/g,
    (_match, index: string) => deep[Number(index)]!,
  );
}

/** What a request named so far: references after it lean on these. */
interface Named {
  tenant?: string;
  prompt?: string;
  owner?: { tenantId: string; workspaceId: string };
}

/** What the database must hold: the seed, changed only by the answers that said 2xx. */
interface Model {
  icps: Map<string, Icp>;
  usps: Map<string, Usp>;
  prompts: Map<string, Prompt[]>;
  /** Saved test cases, in list order (creation order). */
  testCases: Map<string, TestCase>;
  /** Tenant overrides by `${tenantId} ${promptType}`. */
  overrides: Map<string, PromptOverride>;
}

/** The tenant a case belongs to (issue 33 §1): its input record's, null for a description. */
const tenantOfCase = (testCase: TestCase) =>
  testCase.input.kind === 'description' ? null : testCase.input.tenantId;

/** An accepted test-case run: its text (trimmed, as kept) and each result's case tenant then. */
interface KeptRun {
  id: string;
  promptId: string;
  text: string;
  results: { caseId: string; passed: boolean; tenant: string | null }[];
}

/** An override PUT that changed nothing answers 200 without an audit entry. */
const sameOverride = (a: PromptOverride | undefined, b: PromptOverride) =>
  a !== undefined &&
  a.kind === b.kind &&
  a.promptId === b.promptId &&
  a.version === b.version &&
  a.promptContent === b.promptContent;

/**
 * A body value with its references resolved, at any depth (a test case's input), and the
 * placeholders: `$current` the fuzz user's password, `$active` the text of the active version
 * of the instruction named before it.
 */
function resolveDeep(
  value: unknown,
  resolveRef: (ref: Ref) => string,
  placeholder: (name: '$current' | '$active') => string,
): unknown {
  if (isRef(value)) return resolveRef(value);
  if (value === '$current' || value === '$active') return placeholder(value);
  if (Array.isArray(value)) return value.map((item) => resolveDeep(item, resolveRef, placeholder));
  if (typeof value !== 'object' || value === null || isDeep(value)) return value;
  const fields: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    // defineProperty: a `__proto__` key stays a field, as the generator made it.
    Object.defineProperty(fields, key, {
      value: resolveDeep(entry, resolveRef, placeholder),
      enumerable: true,
    });
  }
  return fields;
}

/**
 * The fuzz test's view of the API: who is signed in, which ids exist (to aim requests at
 * them), and the expected rows, updated from every accepted write and compared with the
 * database.
 */
export class World {
  private tokens = { staff: '', admin: '', fuzz: '' };
  private revokedToken = '';
  private fuzzPassword = FUZZ_USER.password;
  private gone = {
    icp: [] as string[],
    usp: [] as string[],
    prompt: [] as string[],
    testCase: [] as string[],
  };
  /**
   * Every test case ever saved and each tenant it had (an update may move it): a deleted
   * case's results stay in kept runs, and each result keeps the tenant of its run's time.
   */
  private caseTenants = new Map<string, Set<string | null>>();
  /** Runs kept before the fuzzing, and the accepted runs since: each keeps exactly one. */
  private runsBase = 0;
  private runsKept: KeptRun[] = [];
  /** Deleted ICPs and USPs stay as rows in their workspace's trash (issue 24 §4). */
  private trashed = { icp: 0, usp: 0 };
  private fixedCounts: Record<string, number | string> = {};
  /** Audit entries before the run, and the accepted writes since: each appends exactly one. */
  private auditBase = 0;
  private auditedWrites = 0;
  readonly model: Model = {
    icps: new Map(),
    usps: new Map(),
    prompts: new Map(),
    testCases: new Map(),
    overrides: new Map(),
  };

  private constructor(
    private readonly ctx: TestContext,
    /** The one tenant staff is a member of (the seed's). */
    private readonly staffTenant: string,
    private readonly tenants: string[],
    private readonly workspaces: { tenantId: string; id: string }[],
  ) {}

  static async start(ctx: TestContext): Promise<World> {
    const ids = await seededIds(ctx.repos);
    const world = new World(
      ctx,
      ids.acme.id,
      // Acme thrice: staff's own tenant, so that staff's writes are accepted often enough.
      [ids.acme.id, ids.acme.id, ids.acme.id, ids.globex.id, ids.initech.id],
      [ids.enterpriseSales, ids.smb, ids.emea].map((w) => ({ tenantId: w.tenantId, id: w.id })),
    );
    // Globex holds records from the start too: test cases on another tenant's records are
    // then common enough for the leak checks to bite.
    const globex = { tenantId: ids.globex.id, workspaceId: ids.emea.id };
    for (const name of ['Fleets', 'Ports', 'Rail', 'Air freight', 'Customs', 'Cold chain']) {
      await ctx.repos.icps.create(icpInput(globex.tenantId, globex.workspaceId, { name }), null);
    }
    await ctx.repos.usps.create(uspInput(globex.tenantId, globex.workspaceId), null);
    world.tokens = {
      staff: await loginAs(ctx.app, STAFF.username, STAFF.password),
      admin: await loginAs(ctx.app, ADMIN.username, ADMIN.password),
      fuzz: await loginAs(ctx.app, FUZZ_USER.username, FUZZ_USER.password),
    };
    const stored = await world.stored();
    for (const icp of stored.icps) world.model.icps.set(icp.id, icp);
    for (const usp of stored.usps) world.model.usps.set(usp.id, usp);
    for (const prompt of stored.prompts) {
      world.model.prompts.set(prompt.id, [...(world.model.prompts.get(prompt.id) ?? []), prompt]);
    }
    for (const testCase of stored.testCases) world.rememberCase(testCase);
    for (const override of stored.overrides)
      world.model.overrides.set(overrideKey(override), override);
    world.runsBase = await world.countRuns();
    world.fixedCounts = await world.countsOfUntouchedTables();
    world.auditBase = await countAuditRows(ctx.database.db);
    return world;
  }

  /** The request a spec stands for, with its references resolved against what exists now. */
  resolve(spec: Spec): { options: InjectOptions; resolved: Map<string, string> } {
    const resolved = new Map<string, string>();
    const named: Named = {};
    const lookUp = (kind: RefKind, pick: number): string => {
      const key = `${kind}:${pick}`;
      // One in four references ignores what the request named before it.
      const pool = this.pool(kind, pick % 4 === 0 ? {} : named);
      const value = resolved.get(key) ?? pool[pick % pool.length]!;
      resolved.set(key, value);
      if (kind === 'prompt') named.prompt ??= value;
      if (kind === 'tenant') named.tenant ??= value;
      if (kind === 'icp' || kind === 'usp') named.owner ??= this.model[`${kind}s`].get(value);
      return value;
    };
    const text = (part: PathPart) => {
      if (typeof part === 'string') return encodeURIComponent(part);
      if (isRef(part)) return encodeURIComponent(lookUp(part.$ref, part.pick));
      return part.raw;
    };
    const path = spec.path.map((part) => (typeof part === 'string' ? part : text(part))).join('/');
    const query =
      typeof spec.query === 'string'
        ? spec.query
        : spec.query.length === 0
          ? ''
          : `?${spec.query.map(([name, value]) => `${encodeURIComponent(name)}=${text(value)}`).join('&')}`;
    const headers: Record<string, string> = {};
    const authorization = this.authorization(spec);
    if (authorization !== undefined) headers.authorization = authorization;

    let payload: string | undefined;
    if (spec.body && 'json' in spec.body) {
      const fields = resolveDeep(
        spec.body.json,
        (ref) => lookUp(ref.$ref, ref.pick),
        (name) =>
          name === '$current'
            ? this.fuzzPassword
            : (this.model.prompts.get(named.prompt ?? '')?.find((v) => v.isActive)?.promptContent ??
              'No active version'),
      );
      payload = toJson(fields);
      headers['content-type'] = 'application/json';
    } else if (spec.body) {
      payload = spec.body.raw;
      if (spec.body.contentType) headers['content-type'] = spec.body.contentType;
    }
    if (payload !== undefined) resolved.set('$body', payload);
    return {
      options: {
        method: spec.method,
        url: `/${path}${query}`,
        headers,
        ...(payload === undefined ? {} : { payload }),
      },
      resolved,
    };
  }

  /** Updates the model from an accepted write; signs the fuzz user in again after a logout. */
  async record(spec: Spec, resolved: Map<string, string>, response: LightMyRequestResponse) {
    if (response.statusCode >= 300) return;
    this.expectNoLeak(spec, response);
    if (AUDITED_ROUTES.has(spec.route)) this.auditedWrites += 1;
    const sent = () => JSON.parse(resolved.get('$body')!) as Record<string, string>;
    const pathRef = (kind: RefKind) => [...resolved].find(([key]) => key.startsWith(`${kind}:`));
    const removed = (kind: 'icp' | 'usp' | 'prompt') => {
      const id = pathRef(kind)?.[1];
      if (!id) throw new Error(`${spec.route}: 2xx for no known ${kind}: ${response.body}`);
      this.model[`${kind}s`].delete(id);
      this.gone[kind].push(id);
      if (kind !== 'prompt') this.trashed[kind] += 1;
    };
    switch (spec.route) {
      case 'change-password':
        this.fuzzPassword = sent().newPassword!;
        this.tokens.fuzz = response.json<{ token: string }>().token;
        return;
      case 'logout':
        this.revokedToken = this.tokens.fuzz;
        this.tokens.fuzz = await loginAs(this.ctx.app, FUZZ_USER.username, this.fuzzPassword);
        return;
      case 'icp-create':
      case 'icp-update':
        this.model.icps.set(response.json<Icp>().id, response.json<Icp>());
        return;
      case 'usp-create':
      case 'usp-update':
        this.model.usps.set(response.json<Usp>().id, response.json<Usp>());
        return;
      case 'icp-delete':
        return removed('icp');
      case 'usp-delete':
        return removed('usp');
      case 'prompt-delete':
        // The pins to it go with it, each with an audit entry.
        for (const [key, override] of this.model.overrides) {
          if (override.promptId !== pathRef('prompt')?.[1]) continue;
          this.model.overrides.delete(key);
          this.auditedWrites += 1;
        }
        return removed('prompt');
      case 'test-case-create':
      case 'test-case-update':
        return this.rememberCase(response.json<TestCase>());
      case 'test-case-delete': {
        const id = pathRef('testCase')![1];
        this.model.testCases.delete(id);
        this.gone.testCase.push(id);
        return;
      }
      case 'test-case-run':
        return this.keepRun(spec, resolved, response.json<TestCaseRun>(), sent().promptContent!);
      case 'test-results': {
        const { run } = response.json<{ run: TestCaseRun | null }>();
        const kept = run && this.runsKept.find((k) => k.id === run.id);
        if (run) this.expectReadAs(spec.auth, run, kept!);
        return;
      }
      case 'test-pass-rates':
        for (const rate of response.json<TestPassRate[]>()) {
          const active = this.model.prompts.get(rate.promptId)!.find((v) => v.isActive)!;
          const kept = this.runsKept.findLast(
            (k) => k.promptId === rate.promptId && k.text === active.promptContent.trim(),
          );
          this.expectReadAs(spec.auth, { ...rate, results: undefined }, kept!);
        }
        return;
      case 'override-put': {
        const override = response.json<PromptOverride>();
        const key = overrideKey(override);
        if (!sameOverride(this.model.overrides.get(key), override)) this.auditedWrites += 1;
        this.model.overrides.set(key, override);
        return;
      }
      case 'override-delete':
        this.model.overrides.delete(`${pathRef('tenant')![1]} ${String(spec.path[4])}`);
        return;
      case 'prompt-create': {
        const prompt = response.json<Prompt>();
        this.model.prompts.set(prompt.id, [prompt]);
        return;
      }
      case 'prompt-version':
      case 'prompt-restore': {
        const { newVersion: _same, ...prompt } = response.json<Prompt & { newVersion: string }>();
        const versions = (this.model.prompts.get(prompt.id) ?? []).map((version) => ({
          ...version,
          isActive: 0 as const,
        }));
        this.model.prompts.set(prompt.id, [...versions, prompt]);
        return;
      }
      case 'any-method':
        if (!['GET', 'HEAD', 'OPTIONS'].includes(spec.method)) {
          throw new Error(`${spec.method} ${spec.route} answered ${response.statusCode}`);
        }
        return;
      default:
        return;
    }
  }

  /** Throws unless the database holds exactly the model, with no orphans and no other change. */
  async expectConsistent(): Promise<void> {
    const stored = await this.stored();
    const expected = {
      icps: byId([...this.model.icps.values()]),
      usps: byId([...this.model.usps.values()]),
      prompts: byId([...this.model.prompts.values()].flat()),
      testCases: [...this.model.testCases.values()],
      overrides: byId([...this.model.overrides.values()]),
      runs: this.runsBase + this.runsKept.length,
    };
    const actual = {
      icps: byId(stored.icps),
      usps: byId(stored.usps),
      prompts: byId(stored.prompts),
      testCases: stored.testCases,
      overrides: byId(stored.overrides),
      runs: await this.countRuns(),
    };
    expect(actual).toEqual(expected);
    expect(await this.countsOfUntouchedTables()).toEqual(this.fixedCounts);
    expect(await countAuditRows(this.ctx.database.db)).toBe(this.auditBase + this.auditedWrites);
    expect(await this.strayRows()).toEqual({
      icps: expected.icps.length + this.trashed.icp,
      usps: expected.usps.length + this.trashed.usp,
      prompts: expected.prompts.length,
      orphans: 0,
      outsideTheirTenant: 0,
    });
  }

  /**
   * The ids a reference picks from. Mostly coherent with what the request named before it
   * (the ICP's tenant and workspace, a workspace of the tenant, the prompt's versions), so
   * that a fair share of the writes is accepted.
   */
  private pool(kind: RefKind, named: Named): string[] {
    const { owner, tenant, prompt } = named;
    const ofTenant = <T extends { tenantId: string }>(rows: T[]) =>
      tenant && rows.some((row) => row.tenantId === tenant)
        ? rows.filter((row) => row.tenantId === tenant)
        : rows;
    switch (kind) {
      case 'tenant':
        return owner ? [owner.tenantId] : this.tenants;
      case 'workspace':
        return owner ? [owner.workspaceId] : ofTenant(this.workspaces).map((w) => w.id);
      case 'icp':
        return tenant
          ? [...ofTenant([...this.model.icps.values()]).map((icp) => icp.id), NEVER_EXISTED]
          : [...this.model.icps.keys(), ...this.gone.icp, NEVER_EXISTED];
      case 'usp':
        return tenant
          ? [...ofTenant([...this.model.usps.values()]).map((usp) => usp.id), NEVER_EXISTED]
          : [...this.model.usps.keys(), ...this.gone.usp, NEVER_EXISTED];
      case 'prompt':
        return [...this.model.prompts.keys(), ...this.gone.prompt, NEVER_EXISTED];
      case 'testCase':
        return [...this.model.testCases.keys(), ...this.gone.testCase, NEVER_EXISTED];
      case 'version': {
        const versions = (prompt && this.model.prompts.get(prompt)) || [];
        const active = versions.filter((v) => v.isActive).map((v) => v.version);
        return [...active, ...active, ...versions.map((v) => v.version), '1.0', '99.99'];
      }
    }
  }

  private authorization(spec: Spec): string | undefined {
    const { auth } = spec;
    if (auth === 'none') return undefined;
    if (auth === 'revoked') return `Bearer ${this.revokedToken || 'never-issued'}`;
    if (typeof auth === 'object') return auth.header;
    return `Bearer ${this.tokens[auth]}`;
  }

  /** Every ICP, USP and prompt version, read through the repositories (both dialects alike). */
  private async stored() {
    const { repos } = this.ctx;
    const icps: Icp[] = [];
    const usps: Usp[] = [];
    for (const workspace of this.workspaces) {
      icps.push(...(await repos.icps.listByWorkspace(workspace.tenantId, workspace.id)));
      usps.push(...(await repos.usps.listByWorkspace(workspace.tenantId, workspace.id)));
    }
    // Every case of every type, in list order: an admin reaches them all.
    const admin = { id: 'fuzz-world', isAdmin: true };
    const testCases = (
      await Promise.all(PROMPT_TYPES.map((type) => repos.testCases.list(admin, type)))
    ).flat();
    testCases.sort((a, b) => this.caseOrder(a) - this.caseOrder(b));
    const overrides = await repos.promptOverrides.list([...new Set(this.tenants)]);
    return { icps, usps, prompts: await repos.prompts.list(), testCases, overrides };
  }

  /** A case's place in the model's (creation) order; cases the model has not met yet last. */
  private caseOrder(testCase: TestCase): number {
    const index = [...this.model.testCases.keys()].indexOf(testCase.id);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  }

  private rememberCase(testCase: TestCase) {
    this.model.testCases.set(testCase.id, testCase);
    const tenants = this.caseTenants.get(testCase.id) ?? new Set();
    this.caseTenants.set(testCase.id, tenants.add(tenantOfCase(testCase)));
  }

  private async countRuns(): Promise<number> {
    const { n } = await this.ctx.database.db
      .selectFrom('prompt_test_runs')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  /** Whether a signed-in fuzz caller reaches a tenant (null: a global case, everyone). */
  private reaches(auth: Spec['auth'], tenantId: string | null): boolean {
    if (tenantId === null || auth === 'admin') return true;
    return auth === 'staff' && tenantId === this.staffTenant;
  }

  /**
   * No answer to staff names what only another tenant's members may know (issue 33): that
   * tenant's id, its workspaces', records' and test cases' ids.
   */
  private expectNoLeak(spec: Spec, response: LightMyRequestResponse) {
    if (spec.auth !== 'staff') return;
    const foreign = new Set(this.tenants.filter((tenant) => !this.reaches('staff', tenant)));
    const secrets = [
      ...foreign,
      ...this.workspaces.filter((w) => foreign.has(w.tenantId)).map((w) => w.id),
      ...[...this.model.icps.values(), ...this.model.usps.values()]
        .filter((record) => foreign.has(record.tenantId))
        .map((record) => record.id),
      // A case is another tenant's only if it never was a reachable one.
      ...[...this.caseTenants]
        .filter(([, tenants]) => [...tenants].every((t) => t !== null && foreign.has(t)))
        .map(([id]) => id),
    ];
    const leaked = secrets.filter((secret) => response.body.includes(secret));
    if (leaked.length > 0) {
      throw new Error(
        `${spec.route} answered staff ${leaked.join(', ')}: ${response.body.slice(0, 500)}`,
      );
    }
  }

  /**
   * An accepted run holds one result for each case of the instruction's type that its caller
   * reaches, in list order, and counts them. It is kept with each case's tenant then.
   */
  private keepRun(
    spec: Spec,
    resolved: Map<string, string>,
    run: TestCaseRun,
    promptContent: string,
  ) {
    const promptId = [...resolved].find(([key]) => key.startsWith('prompt:'))![1];
    const { promptType } = this.model.prompts.get(promptId)![0]!;
    const expected = [...this.model.testCases.values()].filter(
      (c) => c.promptType === promptType && this.reaches(spec.auth, tenantOfCase(c)),
    );
    const kept: KeptRun = {
      id: run.id,
      promptId,
      text: promptContent.trim(),
      results: run.results.map((result) => ({
        caseId: result.caseId,
        passed: result.status === 'pass',
        tenant: tenantOfCase(this.model.testCases.get(result.caseId)!),
      })),
    };
    this.runsKept.push(kept);
    this.expectReadAs(spec.auth, run, {
      ...kept,
      results: expected.map((c) => ({
        caseId: c.id,
        passed: run.results.find((result) => result.caseId === c.id)?.status === 'pass',
        tenant: tenantOfCase(c),
      })),
    });
  }

  /**
   * A run as `auth` reads it (issue 33 §2): the results of the kept run's cases it reaches,
   * in order, and the counts of those alone. `results: undefined` for a pass rate.
   */
  private expectReadAs(
    auth: Spec['auth'],
    read: { passed: number; total: number; results?: TestCaseResult[] },
    kept: KeptRun,
  ) {
    if (!kept) throw new Error(`a run read that no accepted request kept: ${JSON.stringify(read)}`);
    const visible = kept.results.filter((result) => this.reaches(auth, result.tenant));
    expect({
      cases: read.results?.map((result) => result.caseId),
      passed: read.passed,
      total: read.total,
    }).toEqual({
      cases: read.results && visible.map((result) => result.caseId),
      passed: visible.filter((result) => result.passed).length,
      total: visible.length,
    });
  }

  /** No route writes these: their row counts never move, and the seeded users keep their hash. */
  private async countsOfUntouchedTables(): Promise<Record<string, number | string>> {
    const { db } = this.ctx.database;
    const counts: Record<string, number | string> = {};
    for (const table of ['users', 'tenants', 'workspaces', 'tenant_memberships'] as const) {
      const { n } = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow();
      counts[table] = Number(n);
    }
    const seeded = await db
      .selectFrom('users')
      .select(['username', 'password_hash'])
      .where('username', 'in', [STAFF.username, ADMIN.username])
      .orderBy('username')
      .execute();
    seeded.forEach((user) => (counts[`hash of ${user.username}`] = user.password_hash));
    return counts;
  }

  /**
   * Rows of each root table (all of them, trashed too, whatever workspace), child rows without their
   * parent, and roots whose workspace is of another tenant: none may exist.
   */
  private async strayRows() {
    const count = async (query: ReturnType<typeof sql<{ n: string | number }>>) =>
      Number((await query.execute(this.ctx.database.db)).rows[0]!.n);
    const orphans = await Promise.all(
      [
        ['icp_segments', 'icp_id', 'icps'],
        ['icp_buyer_personas', 'icp_id', 'icps'],
        ['usp_products', 'usp_id', 'usps'],
        ['usp_capabilities', 'usp_id', 'usps'],
      ].map(([child, column, parent]) =>
        count(sql<{ n: string | number }>`select count(*) as n from ${sql.table(child!)} c
          where not exists (select 1 from ${sql.table(parent!)} p where p.id = c.${sql.ref(column!)})`),
      ),
    );
    const outside = await Promise.all(
      ['icps', 'usps'].map((root) =>
        count(sql<{ n: string | number }>`select count(*) as n from ${sql.table(root)} r
          where not exists (select 1 from workspaces w
            where w.id = r.workspace_id and w.tenant_id = r.tenant_id)`),
      ),
    );
    return {
      icps: await count(sql`select count(*) as n from icps`),
      usps: await count(sql`select count(*) as n from usps`),
      prompts: await count(sql`select count(*) as n from prompts`),
      orphans: orphans.reduce((a, b) => a + b, 0),
      outsideTheirTenant: outside.reduce((a, b) => a + b, 0),
    };
  }
}
