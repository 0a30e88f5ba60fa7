/**
 * The API's limits and fixed values, as plain constants: this entry point imports nothing,
 * so a browser bundle that reads a form's limits pays for a few numbers, not for TypeBox.
 * The schemas (./index) state them, so the API enforces them and the OpenAPI document shows them.
 */

/** Path and body ids are opaque strings of at most this many characters. */
export const ID_MAX = 100;

/** Paged lists (`?limit=&cursor=`): the largest page, and the longest cursor accepted. */
export const PAGE_LIMIT_MAX = 200;
export const CURSOR_MAX = 200;
/** The response header of a paged list naming the next page's cursor (absent on the last). */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';
/** The audit list's page when no `limit` is given. */
export const AUDIT_PAGE_DEFAULT = 50;
/** Audit entries keep before/after values of fields at most this long (else the name only). */
export const AUDIT_VALUE_MAX = 200;

/**
 * Every account's role (issue 34 §1), lowest first: each holds every right of the one before.
 * `viewer` reads, `editor` changes records, instructions and test cases, `releaser` also
 * releases others' instruction changes, `admin` does everything.
 */
export const ROLES = ['viewer', 'editor', 'releaser', 'admin'] as const;

/**
 * The lowest role that holds each right: what an action asks of its caller. Every signed-in
 * role may `read`; `change` records, instructions and test cases; `release` instruction
 * changes; `administer` accounts, tenants, overrides and delete forever. The API refuses by
 * it, the browser's screens follow it.
 */
export const LOWEST_ROLE = {
  read: 'viewer',
  change: 'editor',
  release: 'releaser',
  administer: 'admin',
} as const satisfies Record<string, (typeof ROLES)[number]>;
export type Right = keyof typeof LOWEST_ROLE;

/** Whether `role` holds `right`: it is the right's lowest role, or above it. */
export function roleHolds(role: (typeof ROLES)[number], right: Right): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(LOWEST_ROLE[right]);
}

/** Sign-in fields (spec §3: the username doubles as the email). */
export const USERNAME_MAX = 320;
export const PASSWORD_MAX = 1024;
/** Spec §9: the shortest new password accepted. */
export const MIN_PASSWORD_LENGTH = 6;

/**
 * The largest ICP/USP `revision` a PUT may name: the columns are 32-bit integers on both
 * databases, so a bigger number could never match and PostgreSQL would refuse to compare it.
 */
export const REVISION_MAX = 2_147_483_647;

/** Tenants and workspaces as admins create and rename them (issue 34 §2). */
export const TENANCY_LIMITS = { name: 200, primaryDomain: 253, description: 2_000 } as const;

export const ICP_LIMITS = { name: 200, text: 10_000, segments: 50, buyerPersonas: 50 } as const;

export const USP_LIMITS = { name: 200, differentiator: 10_000, items: 100, item: 500 } as const;

/**
 * A workspace's research brief about the customer company (issue 39 §3): its name (the company
 * researched), the summary, each list's entries and their length, and the sources staff add.
 */
export const RESEARCH_LIMITS = {
  name: 200,
  summary: 5_000,
  items: 30,
  item: 500,
  sources: 50,
  source: 1_000,
} as const;

/** The brief's sections, in its order: each says where it came from (its sources). */
export const RESEARCH_SECTIONS = [
  'summary',
  'offerings',
  'markets',
  'competitors',
  'signals',
] as const;
export type ResearchSectionKey = (typeof RESEARCH_SECTIONS)[number];

/** Where a section with no source staff added came from: the model's own knowledge. */
export const MODEL_KNOWLEDGE = 'model knowledge';

export const PROMPT_LIMITS = { description: 500, promptContent: 50_000 } as const;

/**
 * The 404's code when a tenant has no instruction of a type to use (no release to it, no
 * override): a draft, a revision or research cannot run. The browser tells it from a missing
 * record by this code (`NoRelease` in prompt-studio.ts is the body).
 */
export const NO_RELEASE = 'NO_RELEASE';

/**
 * Drafts (issue 21): the company description typed into a draft request, the longest
 * generation token a create or update accepts, and the page of an instruction version's
 * artifacts (default and largest).
 */
export const DRAFT_LIMITS = {
  companyDescription: 10_000,
  token: 2_000,
  artifactsPageDefault: 50,
  artifactsPageMax: 200,
} as const;

/**
 * Revise with AI (issue 39 §2): the staff's request in plain words ("Split the enterprise
 * segment by region"), rendered as the edit instructions' `request` variable.
 */
export const REVISE_LIMITS = { request: 2_000 } as const;

/**
 * Saved test cases of an instruction type (issue 21 §3): how many a type keeps, a case's name,
 * its banned phrases (count and length), and the largest word limit a case may set.
 */
export const TEST_CASE_LIMITS = {
  perType: 20,
  name: 200,
  bannedPhrases: 50,
  bannedPhrase: 200,
  maxWords: 100_000,
} as const;

/**
 * Export and import of a workspace's ICPs and USPs (issue 24): the pack's format version, and
 * the page an export streams through (rows in memory at once, whatever the workspace's size).
 */
export const EXCHANGE_LIMITS = {
  schemaVersion: 1,
  exportPage: 200,
  /** An import's file, in characters (5 MB of ASCII), and its records. */
  importChars: 5_000_000,
  importRows: 5_000,
  /** Errors an import answers at most (the first ones, in file order). */
  importErrors: 500,
  /** Records an export of a selection (`ids`) names at most: a page of cards, as a copy takes. */
  exportIds: 200,
} as const;

/** Copy between workspaces (issue 24 §3): the ICP ids, and the USP ids, one request copies at most. */
export const COPY_LIMITS = {
  ids: 200,
} as const;

/** Spec §9: a new instruction always starts at version '1.0'. */
export const NEW_PROMPT_VERSION = '1.0';

/** `major.minor`, each a whole number: '1.0', '1.9', '1.10'. */
export const VERSION_PATTERN = '^\\d+\\.\\d+$';
export const VERSION_MAX = 15;

/** Spec §3's seven instruction types, by key (the migration's CHECK lists the same). */
export const PROMPT_TYPES = [
  'ICP',
  'BUYER_PERSONA',
  'USP',
  'COMPANY_RESEARCH',
  'ICP_EDIT',
  'BUYER_PERSONA_EDIT',
  'USP_EDIT',
] as const;

/**
 * Model calls as the scorecard counts them (issue 39 §4): why a call was made, how it ended,
 * and what became of a draft's, suggestion's, revision's or research's answer. An answer
 * neither saved nor dismissed counts as discarded once `discardedAfterMs` has passed.
 */
export const MODEL_CALL_PURPOSES = [
  'draft',
  'suggestion',
  'revision',
  'research',
  'test-run',
  'test-case',
] as const;
export const MODEL_CALL_OUTCOMES = ['ok', 'unusable', 'error', 'timeout'] as const;
export const MODEL_CALL_FATES = ['kept', 'edited', 'dismissed'] as const;
export const SCORECARD_LIMITS = { discardedAfterMs: 24 * 60 * 60 * 1000 } as const;

/**
 * "Not blank after trimming" (spec §5), for the username and a new password: at least one
 * character that String.prototype.trim would keep.
 */
export const NOT_BLANK_PATTERN = '\\S';

/**
 * A required name or text: at least one character that shows. Whitespace (NBSP and the other
 * Unicode spaces included), control and format characters (U+200B zero-width space, U+200D,
 * U+2060, U+FEFF, …) and the other default-ignorable code points (soft hyphen, Hangul fillers,
 * variation selectors) alone are blank. A JSON Schema pattern, read with the `u` flag as Ajv does.
 */
export const REQUIRED_TEXT_PATTERN = '[^\\s\\p{Cc}\\p{Cf}\\p{Default_Ignorable_Code_Point}]';

/** What an audit entry is about. */
export const AUDIT_ENTITIES = [
  'icp',
  'usp',
  // A workspace's research brief (issue 39 §3).
  'brief',
  'prompt',
  'prompt-override',
  'user',
  'prompt-test-case',
  'tenant',
  'workspace',
  'release-request',
  'release',
  'webhook',
] as const;
/**
 * What was done; `change-password` is the user's own password change. An ICP's or USP's
 * `delete` moves it to the trash, `restore` brings it back, `purge` deletes it forever.
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'restore',
  'change-password',
  'purge',
  // Releases (issue 35): a request is approved or rejected; a release is released or rolled back.
  'approve',
  'reject',
  'comment',
  'release',
  'rollback',
] as const;

/** A release request's life (issue 35); `stale`: a newer edit of its instruction came after it. */
export const RELEASE_REQUEST_STATUSES = [
  'open',
  'approved',
  'released',
  'rejected',
  'stale',
] as const;

/** Release requests and releases (issue 35): lengths of what people write, tenants per call. */
export const RELEASE_LIMITS = {
  note: 2000,
  comment: 2000,
  reason: 1000,
  tenantIds: 500,
} as const;

/**
 * Webhooks (issue 35 §5): the longest URL, description and secret accepted, the shortest
 * secret (16 characters: a guessable secret signs nothing), how many of a secret's last
 * characters its hint shows, and how many of a webhook's newest deliveries are listed.
 */
export const WEBHOOK_LIMITS = {
  url: 2_000,
  description: 500,
  secretMin: 16,
  secret: 200,
  secretHint: 4,
  deliveries: 50,
} as const;

/** A delivery is `pending` until a try answers 2xx (`delivered`) or its last try fails. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

/**
 * The headers of every delivery: `sha256=` + the hex HMAC-SHA256 of the raw body under the
 * webhook's secret; the event's name; the delivery's id (the same on each retry of it).
 */
export const WEBHOOK_HEADERS = {
  signature: 'x-portal-signature',
  event: 'x-portal-event',
  delivery: 'x-portal-delivery',
} as const;

/** Days a deleted ICP or USP stays in its workspace's trash before it is purged for good. */
export const TRASH_RETENTION_DAYS = 30;

/**
 * `text` cut to at most `max` characters as the API's maxLength counts them: code points, so
 * an emoji (a surrogate pair) counts once and is never cut in half; a half would be refused
 * (400 `INVALID_CHARACTERS`) or stored as U+FFFD.
 */
export function cutToLength(text: string, max: number): string {
  let units = 0;
  let count = 0;
  for (const char of text) {
    if (count === max) return text.slice(0, units);
    units += char.length;
    count++;
  }
  return text;
}

/**
 * `POST /api/client-events` (the browser's failure reports): field limits, and the body's in
 * bytes. The browser cuts a message to half the field's limit, so that even a message of
 * 4-byte characters leaves room for the rest of the body.
 */
export const CLIENT_EVENT_LIMITS = {
  remote: 100,
  version: 50,
  phase: 50,
  message: 1000,
  url: 2000,
  bodyBytes: 4 * 1024,
} as const;

/** A restored instruction version's description: says where it came from (issue 11). */
export const restoredDescription = (version: string, description: string) =>
  cutToLength(`Restored from version ${version}: ${description}`, PROMPT_LIMITS.description);
