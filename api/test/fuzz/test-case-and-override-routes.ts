import fc from 'fast-check';
import { PROMPT_TYPES } from '@portal/contract/limits';
import { junkSegment, junkString } from './junk';
import { mutated } from './mutate';
import {
  auth,
  body,
  bodyId,
  type FuzzRoute,
  onboardingAuth,
  param,
  pinPathRef,
  queryOf,
  queryValue,
  ref,
  spec,
  text,
  versionRef,
} from './routes';
import type { PathPart, QueryPart, Ref, RefKind } from './spec';

/*
 * The saved test cases, their runs and results (issue 21 §3), and the tenant overrides
 * (issue 20): routes whose answers carry tenant data, so the world also checks that no answer
 * to a non-admin names a tenant it does not reach (issue 33 §1–2).
 */

/** An instruction type: mostly a real one, sometimes junk. */
const promptType = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom<string>(...PROMPT_TYPES) },
  { weight: 1, arbitrary: junkString },
);
const promptTypeParam: fc.Arbitrary<PathPart> = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom<string>(...PROMPT_TYPES) },
  { weight: 1, arbitrary: junkSegment.map((raw) => ({ raw })) },
);

/**
 * An id of the input: nearly always a real one (three of them must fit together), picked
 * without fast-check's bias to small numbers, which would nearly always pick the first records
 * listed (the seed's, Acme's).
 */
const inputId = (kind: RefKind) =>
  fc.oneof(
    {
      weight: 12,
      arbitrary: fc.noBias(fc.nat({ max: 1000 })).map((pick): Ref => ({ $ref: kind, pick })),
    },
    { weight: 1, arbitrary: junkString },
  );
/**
 * A case's input: a typed description, or a record named by id, tenant and workspace (mostly
 * ICPs: both tenants have some while these routes run). The id comes first, so that the
 * tenant and workspace are mostly its own: any tenant's record, in reach or not. Each part is
 * seldom broken, so that enough cases are saved for the runs, results and leak checks to bite.
 */
const input = fc.oneof(
  mutated(fc.record({ kind: fc.constant('description'), companyDescription: text }), 30),
  {
    weight: 2,
    arbitrary: mutated(
      fc.record({
        kind: fc.constant('icp'),
        icpId: inputId('icp'),
        tenantId: inputId('tenant'),
        workspaceId: inputId('workspace'),
      }),
      30,
    ),
  },
  mutated(
    fc.record({
      kind: fc.constant('usp'),
      uspId: inputId('usp'),
      tenantId: inputId('tenant'),
      workspaceId: inputId('workspace'),
    }),
    30,
  ),
);
/** Mostly false: `parses` and `namesSegments` refuse some types and inputs (a 400). */
const seldom = fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, fc.constant(true));
const checks = mutated(
  fc.record({
    parses: seldom,
    namesSegments: seldom,
    bannedPhrases: fc.array(text, { maxLength: 3 }),
    maxWords: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 200 })),
  }),
  30,
);
const testCase = body(mutated(fc.record({ promptType, name: text, input, checks }), 12));
/** Overrides are written by admins: staff get their 403 now and then. */
const overrideAuth = auth({ staff: 2, admin: 7 });

/** Texts the catalogue takes (mostly) and ones it refuses. */
const promptContent = fc.oneof(
  { weight: 1, arbitrary: text },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'Draft an ICP for {{tenant.name}}: {{workspace.description}}',
      'Draft for {{tenant.name}}.',
      '{{#icp.segments}}- {{name}}: {{details}}\n{{/icp.segments}}{{icp.name}}',
      '{{#usp.products}}{{.}}{{/usp.products}}{{usp.differentiator}}',
      '{{#icp.segments}}{{name}}',
    ),
  },
);

const overridePath = (tenant: PathPart, type: PathPart) => [
  'api',
  'tenants',
  tenant,
  'prompt-overrides',
  type,
];

export const TEST_CASE_AND_OVERRIDE_ROUTES: FuzzRoute[] = [
  {
    name: 'test-case-create',
    runs: 150,
    arbitrary: spec(
      'test-case-create',
      'POST',
      fc.constant(['api', 'prompts', 'test-cases']),
      // Mostly admins, who save cases on any tenant's records.
      auth({ staff: 3, admin: 6 }),
      testCase,
    ),
  },
  {
    name: 'test-case-update',
    runs: 120,
    arbitrary: spec(
      'test-case-update',
      'PUT',
      param('testCase').map((id) => ['api', 'prompts', 'test-cases', id]),
      onboardingAuth,
      testCase,
    ),
  },
  {
    name: 'test-case-list',
    runs: 60,
    arbitrary: spec(
      'test-case-list',
      'GET',
      fc.constant(['api', 'prompts', 'test-cases']),
      onboardingAuth,
      fc.constant(undefined),
      queryOf({ promptType: promptTypeParam }),
    ),
  },
  {
    name: 'test-case-run',
    runs: 200,
    arbitrary: spec(
      'test-case-run',
      'POST',
      param('prompt').map((id) => ['api', 'prompts', id, 'test-cases', 'run']),
      // Mostly admins: their runs hold every tenant's cases, which staff read afterwards.
      auth({ staff: 2, admin: 6 }),
      body(
        mutated(
          fc.record({
            // Mostly the active version's text: its results and pass rate are then this run's.
            promptContent: fc.oneof(
              { weight: 2, arbitrary: fc.constant('$active') },
              promptContent,
            ),
            tenantId: bodyId('tenant'),
            workspaceId: bodyId('workspace'),
          }),
          9,
        ),
      ),
    ),
  },
  {
    name: 'test-results',
    runs: 100,
    arbitrary: fc.tuple(fc.nat({ max: 1000 }), fc.nat({ max: 1000 })).chain(([pick, version]) =>
      spec(
        'test-results',
        'GET',
        fc
          .tuple(param('prompt'), fc.oneof(versionRef(version), param('version')))
          .map(([id, v]) => ['api', 'prompts', id, 'versions', v, 'test-results']),
        onboardingAuth,
      ).map((generated) => pinPathRef(generated, 2, 'prompt', pick)),
    ),
  },
  {
    name: 'test-pass-rates',
    runs: 40,
    arbitrary: spec(
      'test-pass-rates',
      'GET',
      fc.constant(['api', 'prompts', 'test-pass-rates']),
      onboardingAuth,
    ),
  },
  {
    name: 'test-case-delete',
    runs: 80,
    arbitrary: spec(
      'test-case-delete',
      'DELETE',
      param('testCase').map((id) => ['api', 'prompts', 'test-cases', id]),
      onboardingAuth,
    ),
  },
  {
    name: 'override-put',
    runs: 150,
    arbitrary: fc.tuple(fc.nat({ max: 1000 }), fc.nat({ max: 1000 })).chain(([pick, version]) =>
      spec(
        'override-put',
        'PUT',
        fc.tuple(param('tenant'), promptTypeParam).map(([t, type]) => overridePath(t, type)),
        overrideAuth,
        body(
          fc.oneof(
            // A variant: the tenant's own text. A pin takes a version of the path's type only.
            { weight: 2, arbitrary: mutated(fc.record({ promptContent }), 6) },
            mutated(
              fc.record({
                promptId: fc.oneof(
                  { weight: 4, arbitrary: fc.constant({ $ref: 'prompt', pick }) },
                  bodyId('prompt'),
                ),
                version: fc.oneof(
                  { weight: 4, arbitrary: fc.constant({ $ref: 'version', pick: version }) },
                  bodyId('version'),
                ),
              }),
            ),
          ),
        ),
      ),
    ),
  },
  {
    name: 'override-list',
    runs: 30,
    arbitrary: spec(
      'override-list',
      'GET',
      fc.constant(['api', 'prompts', 'overrides']),
      onboardingAuth,
    ),
  },
  {
    name: 'tenant-overrides',
    runs: 50,
    arbitrary: spec(
      'tenant-overrides',
      'GET',
      param('tenant').map((tenant) => ['api', 'tenants', tenant, 'prompt-overrides']),
      onboardingAuth,
    ),
  },
  {
    name: 'prompt-resolve',
    runs: 50,
    arbitrary: spec(
      'prompt-resolve',
      'GET',
      fc.constant(['api', 'prompts', 'resolve']),
      onboardingAuth,
      fc.constant(undefined),
      fc.oneof(
        {
          weight: 3,
          arbitrary: fc
            .tuple(queryValue(ref('tenant')), queryValue(promptTypeParam))
            .map(([tenant, type]): QueryPart[] => [
              ['tenantId', tenant],
              ['promptType', type],
            ]),
        },
        queryOf({ tenantId: ref('tenant'), promptType: promptTypeParam }),
      ),
    ),
  },
  {
    name: 'override-delete',
    runs: 80,
    arbitrary: spec(
      'override-delete',
      'DELETE',
      fc.tuple(param('tenant'), promptTypeParam).map(([t, type]) => overridePath(t, type)),
      overrideAuth,
    ),
  },
];
