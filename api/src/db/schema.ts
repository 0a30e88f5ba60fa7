import type { ColumnType, Generated } from 'kysely';
import type {
  AuditAction,
  AuditEntity,
  IcpContent,
  ModelCallFate,
  ModelCallOutcome,
  ModelCallPurpose,
  PromptType,
  ReleaseRequestStatus,
  ResearchBriefContent,
  ResearchSection,
  Role,
  UspContent,
  WebhookDelivery,
} from '@portal/contract';

/**
 * Table types for Kysely. Booleans are native in PostgreSQL and 0/1 in SQLite, so reads are
 * `boolean | number` and go through `Boolean()` in the repositories.
 */
type DbBoolean = ColumnType<boolean | number, boolean | number, boolean | number>;
type CreatedAt = Generated<Date | string>;

export interface UsersTable {
  id: string;
  username: string;
  password_hash: string;
  /** viewer, editor, releaser or admin (contract's ROLES; checked by the table too). */
  role: Generated<Role>;
  /** Tokens carry the generation they were issued under; older ones are refused. */
  token_generation: Generated<number>;
  /** The session (token `jti`) that changed the password: its older token stays valid. */
  kept_session_id: string | null;
  created_at: CreatedAt;
  /** Set while the account is disabled: its tokens and sign-ins are refused. */
  disabled_at: ColumnType<Date | string | null, Date | string | null | undefined>;
  last_sign_in_at: ColumnType<Date | string | null, Date | string | null | undefined>;
  /** A one-time password (admin-made) must be changed before anything else is done. */
  password_must_change: ColumnType<boolean | number, boolean | number | undefined>;
}

export interface TenantsTable {
  id: string;
  name: string;
  primary_domain: string | null;
  created_at: CreatedAt;
  /** Archived tenants are gone for non-admins (404, in no list); nothing is deleted. */
  archived_at: ColumnType<Date | string | null, Date | string | null | undefined>;
}

export interface WorkspacesTable {
  id: string;
  tenant_id: string;
  name: string;
  description: Generated<string>;
  created_at: CreatedAt;
  archived_at: ColumnType<Date | string | null, Date | string | null | undefined>;
}

export interface TenantMembershipsTable {
  user_id: string;
  tenant_id: string;
}

/** Shared by the kinds' root tables (ICPs, USPs, research briefs); `seq` only orders rows and is never sent. */
interface OnboardingRoot {
  seq: Generated<number | string>;
  id: string;
  tenant_id: string;
  workspace_id: string;
  name: string;
  created_at: CreatedAt;
  updated_at: ColumnType<Date | string, Date | string | undefined, Date | string>;
  /** 1 on create, +1 on every update (optimistic concurrency of PUTs). */
  revision: Generated<number>;
  /** Lineage (migration 009): all null unless saved from a draft. */
  generated_prompt_id: ColumnType<string | null, string | null | undefined, string | null>;
  generated_prompt_type: ColumnType<
    PromptType | null,
    PromptType | null | undefined,
    PromptType | null
  >;
  generated_version: ColumnType<string | null, string | null | undefined, string | null>;
  generated_model: ColumnType<string | null, string | null | undefined, string | null>;
  /** ISO 8601 text on both databases: answered exactly as the draft's generation said. */
  generated_at: ColumnType<string | null, string | null | undefined, string | null>;
  generated_edited: ColumnType<
    boolean | number | null,
    boolean | number | null | undefined,
    boolean | number | null
  >;
  /** A revision's lineage (migration 019): its changes kept of those proposed; else null. */
  generated_changes_kept: ColumnType<number | null, number | null | undefined, number | null>;
  generated_changes_proposed: ColumnType<number | null, number | null | undefined, number | null>;
  /** The trash (migration 011): when and by whom (user id) it was deleted; null while live. */
  deleted_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  deleted_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** Who last created or changed it (migration 025): a user id; null for the seed's. */
  updated_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** Copy between workspaces (migration 012): all null unless the record is a copy. */
  copied_from_tenant_id: ColumnType<string | null, string | null | undefined, string | null>;
  copied_from_workspace_id: ColumnType<string | null, string | null | undefined, string | null>;
  copied_from_workspace_name: ColumnType<string | null, string | null | undefined, string | null>;
  copied_from_id: ColumnType<string | null, string | null | undefined, string | null>;
  copied_from_revision: ColumnType<number | null, number | null | undefined, number | null>;
}

/** `isMobilizer` → `is_mobilizer`: a field's column (src/kinds/content-codec.ts, snakeCase). */
type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

/** A kind's own text fields (not its lists) as its root row's columns: the contract says which. */
type OwnTextColumns<Content> = {
  [Key in keyof Content as Content[Key] extends string ? SnakeCase<Key & string> : never]: string;
};

export interface IcpsTable extends OnboardingRoot, OwnTextColumns<IcpContent> {}

export interface IcpSegmentsTable {
  icp_id: string;
  position: number;
  id: string;
  name: string;
  description: string;
  details: string;
}

export interface IcpBuyerPersonasTable {
  icp_id: string;
  position: number;
  id: string;
  name: string;
  description: string;
  is_mobilizer: DbBoolean;
  is_buying_committee: DbBoolean;
}

export interface UspsTable extends OnboardingRoot, OwnTextColumns<UspContent> {}

/** One row per product or capability line of a USP, in order. */
export interface UspListItemsTable {
  usp_id: string;
  position: number;
  value: string;
}

/** A workspace's research brief (migration 020): at most one live per workspace. */
export interface BriefsTable extends OnboardingRoot, OwnTextColumns<ResearchBriefContent> {}

/** One row per source staff added to a brief's section, in order. */
export interface BriefSourcesTable {
  brief_id: string;
  position: number;
  id: string;
  section: ResearchSection;
  reference: string;
}

/** One row per line of a brief's list (offerings, markets, competitors, signals), in order. */
export interface BriefListItemsTable {
  brief_id: string;
  position: number;
  value: string;
}

/** One version of an instruction prompt; only `is_active` ever changes after the insert. */
export interface PromptsTable {
  seq: Generated<number | string>;
  id: string;
  version: string;
  description: string;
  prompt_type: PromptType;
  prompt_content: string;
  is_active: DbBoolean;
  /** Username of who wrote the version; null for versions from before authors were kept. */
  author: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** One write through the API; rows are only ever inserted. `changes` is a JSON array (text). */
export interface AuditEntriesTable {
  seq: Generated<number | string>;
  id: string;
  at: CreatedAt;
  user_id: string;
  username: string;
  action: AuditAction;
  entity: AuditEntity;
  entity_id: string;
  tenant_id: string | null;
  workspace_id: string | null;
  changes: string;
  /** The lineage a create or update recorded (JSON GeneratedBy), migration 009; else null. */
  generation: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * A tenant's override of one instruction type: a pin (`prompt_id`, `version`) or its own
 * text (`prompt_content`, numbered by `variant_version`, which a pin keeps).
 */
export interface PromptOverridesTable {
  id: string;
  tenant_id: string;
  prompt_type: PromptType;
  prompt_id: string | null;
  version: string | null;
  prompt_content: string | null;
  variant_version: string | null;
  updated_at: ColumnType<Date | string, Date | string | undefined, Date | string>;
  author: string | null;
}

/** bigint on PostgreSQL comes back as a string. */
type Millis = ColumnType<number | string, number, number>;

/** A finished identity-provider sign-in waiting for its one-time code (migration 016). */
export interface OidcHandoffsTable {
  code_hash: string;
  user_id: string;
  expires_at_ms: Millis;
}

/** One wrong password: sign-in per (username, address), change-password per session. */
export interface AuthFailuresTable {
  seq: Generated<number | string>;
  door: 'sign-in' | 'change-password';
  subject: string;
  address: string;
  at_ms: Millis;
}

/** A fixed-window request counter of the per-address rate limits. */
export interface RateLimitHitsTable {
  key: string;
  hits: number;
  window_started_ms: Millis;
  window_ms: Millis;
}

/**
 * A saved test case of an instruction type (issue 21 §3); `input` and `checks` are JSON.
 * `tenant_id`: the input record's tenant, null for a typed description (migration 015).
 */
export interface PromptTestCasesTable {
  seq: Generated<number | string>;
  id: string;
  prompt_type: PromptType;
  name: string;
  input: string;
  input_name: string | null;
  checks: string;
  tenant_id: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: ColumnType<Date | string, Date | string | undefined, Date | string>;
}

/**
 * One run of the test cases on one exact text; `results` is JSON, each result with its case's
 * `tenantId` (null: a global case; '': not known, admins only; migration 015). Only ever inserted.
 */
export interface PromptTestRunsTable {
  seq: Generated<number | string>;
  id: string;
  prompt_id: string;
  version: string | null;
  content_hash: string;
  model: string;
  ran_at: CreatedAt;
  ran_by: string;
  passed: number;
  total: number;
  results: string;
}

/** A request to release one version (issue 35, migration 017). */
export interface ReleaseRequestsTable {
  seq: Generated<number | string>;
  id: string;
  prompt_id: string;
  version: string;
  prompt_type: PromptType;
  status: ReleaseRequestStatus;
  note: string;
  requested_by: string;
  requested_by_name: string;
  requested_at: CreatedAt;
  reviewed_by: string | null;
  reviewed_by_name: string | null;
  reviewed_at: Date | string | null;
}

/** A request's conversation, its review's word included. */
export interface ReleaseCommentsTable {
  seq: Generated<number | string>;
  id: string;
  request_id: string;
  kind: 'comment' | 'approve' | 'reject';
  user_id: string;
  username: string;
  at: CreatedAt;
  comment: string;
}

/** The release history, only ever inserted; `tenant_ids` and `gate` are JSON (text). */
export interface ReleasesTable {
  seq: Generated<number | string>;
  id: string;
  kind: 'release' | 'rollback' | 'override' | 'initial';
  prompt_type: PromptType;
  prompt_id: string | null;
  version: string;
  request_id: string | null;
  rolls_back: string | null;
  tenant_ids: string | null;
  released_by: string | null;
  released_by_name: string | null;
  released_at: CreatedAt;
  reason: string | null;
  gate: string | null;
}

/** What resolve reads: per type, every tenant's release ('') and the staged tenants' own. */
export interface ReleaseAssignmentsTable {
  prompt_type: PromptType;
  tenant_id: string;
  release_id: string;
  prompt_id: string;
  version: string;
  previous_release_id: string | null;
}

/** A registered webhook (migration 018); `secret` sealed (webhooks/secret-box.ts). */
export interface WebhooksTable {
  id: string;
  url: string;
  description: string;
  secret: string;
  /** The secret's last characters, what admins see instead of it. */
  secret_hint: string;
  created_at: CreatedAt;
  /** Username of the admin who registered it. */
  created_by: string;
}

/** One event to send to one webhook: the outbox its senders claim rows of (migration 018). */
export interface WebhookDeliveriesTable {
  seq: Generated<number | string>;
  id: string;
  webhook_id: string;
  event: WebhookDelivery['event'];
  release_id: string | null;
  /** The exact text sent and signed. */
  body: string;
  status: ColumnType<WebhookDelivery['status'], WebhookDelivery['status'] | undefined>;
  attempts: Generated<number>;
  created_at_ms: Millis;
  next_attempt_at_ms: ColumnType<number | string | null, number | null, number | null>;
  /** Who sends it now (a random token per claim), and until when the claim holds. */
  claim_token: string | null;
  claimed_until_ms: ColumnType<number | string | null, number | null | undefined, number | null>;
  last_attempt_at_ms: ColumnType<number | string | null, number | null | undefined, number | null>;
  last_status_code: number | null;
  last_error: string | null;
  delivered_at_ms: ColumnType<number | string | null, number | null | undefined, number | null>;
}

/**
 * Long work from start to end (migrations 022, 024): a test-case run or company research, its
 * progress read back by anyone who may read it.
 */
export interface BackgroundRunsTable {
  seq: Generated<number | string>;
  id: string;
  kind: 'test-case-run' | 'research';
  /** A test-case run's instruction; null for research. */
  prompt_id: string | null;
  /** Research's scope; null for test-case runs (their cases carry their tenants). */
  tenant_id: string | null;
  workspace_id: string | null;
  /** The user's id (who may cancel) and username (what others see). */
  started_by: string;
  started_by_name: string;
  started_at_ms: Millis;
  heartbeat_at_ms: Millis;
  finished_at_ms: ColumnType<number | string | null, number | null | undefined, number | null>;
  status: ColumnType<
    'running' | 'done' | 'cancelled' | 'failed',
    'running' | undefined,
    'done' | 'cancelled' | 'failed'
  >;
  /** JSON: `{ tenantId: string | null; done: boolean }[]`, in the run's case order. */
  cases: string;
  result_id: string | null;
  compare_model: string | null;
  /** JSON: the second model's results (`KeptResult[]`), once done. */
  compare_results: string | null;
  /** JSON: research's proposal and generation (`ResearchResponse`), once done. */
  result: string | null;
  message: string | null;
}

/**
 * One model call (issue 39 §4, migration 021): only ever inserted, then given its fate.
 * `fate` null: not saved nor dismissed yet (discarded once 24 hours have passed).
 */
export interface ModelCallsTable {
  id: string;
  instruction_id: string | null;
  prompt_type: PromptType;
  version: string | null;
  tenant_id: string;
  workspace_id: string | null;
  purpose: ModelCallPurpose;
  model: string;
  input_tokens: number | null;
  output_tokens: number | null;
  latency_ms: number;
  outcome: ModelCallOutcome;
  cost: number;
  at_ms: Millis;
  fate: ColumnType<ModelCallFate | null, ModelCallFate | null | undefined, ModelCallFate | null>;
  fate_at_ms: ColumnType<number | string | null, number | null | undefined, number | null>;
}

/**
 * Per instruction version and tenant, the totals of its model calls (migration 023), kept by
 * triggers on `model_calls` (read-only here). Counts are bigint on PostgreSQL (strings).
 */
export interface ScorecardTalliesTable {
  instruction_id: string;
  version: string;
  tenant_id: string;
  calls: number | string;
  ok: number | string;
  unusable: number | string;
  error: number | string;
  timeout: number | string;
  answers: number | string;
  kept: number | string;
  edited: number | string;
  dismissed: number | string;
  input_tokens: number | string;
  output_tokens: number | string;
  cost: number;
}

/** Per instruction version, tenant and LATENCY_BUCKET_MS of latency, its calls (migration 023). */
export interface ScorecardLatencyBucketsTable {
  instruction_id: string;
  version: string;
  tenant_id: string;
  bucket: number;
  calls: number | string;
}

export interface Database {
  users: UsersTable;
  tenants: TenantsTable;
  workspaces: WorkspacesTable;
  tenant_memberships: TenantMembershipsTable;
  icps: IcpsTable;
  icp_segments: IcpSegmentsTable;
  icp_buyer_personas: IcpBuyerPersonasTable;
  usps: UspsTable;
  usp_products: UspListItemsTable;
  usp_capabilities: UspListItemsTable;
  briefs: BriefsTable;
  brief_offerings: BriefListItemsTable;
  brief_markets: BriefListItemsTable;
  brief_competitors: BriefListItemsTable;
  brief_signals: BriefListItemsTable;
  brief_sources: BriefSourcesTable;
  prompts: PromptsTable;
  auth_failures: AuthFailuresTable;
  oidc_handoffs: OidcHandoffsTable;
  rate_limit_hits: RateLimitHitsTable;
  audit_entries: AuditEntriesTable;
  prompt_overrides: PromptOverridesTable;
  prompt_test_cases: PromptTestCasesTable;
  prompt_test_runs: PromptTestRunsTable;
  release_requests: ReleaseRequestsTable;
  release_comments: ReleaseCommentsTable;
  releases: ReleasesTable;
  release_assignments: ReleaseAssignmentsTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  background_runs: BackgroundRunsTable;
  model_calls: ModelCallsTable;
  scorecard_tallies: ScorecardTalliesTable;
  scorecard_latency_buckets: ScorecardLatencyBucketsTable;
}
