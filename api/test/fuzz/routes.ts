import fc from 'fast-check';
import { PROMPT_TYPES } from '@portal/contract/limits';
import { junkSegment, junkString } from './junk';
import { mutated } from './mutate';
import type { Auth, Body, Method, PathPart, QueryPart, Ref, RefKind, Spec } from './spec';

export const ref = (kind: RefKind) =>
  fc.nat({ max: 1000 }).map((pick): Ref => ({ $ref: kind, pick }));

/** A path parameter: mostly a real id of that kind, sometimes junk. */
export const param = (kind: RefKind): fc.Arbitrary<PathPart> =>
  fc.oneof(
    { weight: 4, arbitrary: ref(kind) },
    { weight: 1, arbitrary: junkSegment.map((raw) => ({ raw })) },
  );

/** A body id: mostly a real one, sometimes a hostile string. */
export const bodyId = (kind: RefKind): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 4, arbitrary: ref(kind) }, { weight: 1, arbitrary: junkString });

/** Text as a form sends it, sometimes hostile. */
export const text = fc.oneof(
  { weight: 25, arbitrary: fc.string({ minLength: 1, maxLength: 40 }) },
  { weight: 1, arbitrary: junkString },
);

export const auth = (
  weights: Partial<Record<'staff' | 'admin' | 'fuzz', number>>,
): fc.Arbitrary<Auth> =>
  fc.oneof(
    { weight: weights.staff ?? 0, arbitrary: fc.constant<Auth>('staff') },
    { weight: weights.admin ?? 0, arbitrary: fc.constant<Auth>('admin') },
    { weight: weights.fuzz ?? 0, arbitrary: fc.constant<Auth>('fuzz') },
    { weight: 1, arbitrary: fc.constantFrom<Auth>('revoked', 'none') },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          'Bearer',
          'Bearer ',
          'Bearer a.b.c',
          'bearer x',
          'Basic Zm9vOmJhcg==',
          'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
          `Bearer ${'x'.repeat(5000)}`,
        )
        .map((header): Auth => ({ header })),
    },
  );
export const onboardingAuth = auth({ staff: 5, admin: 4 });

/** What a client sends on the wire: mostly JSON, sometimes junk bytes or a wrong content type. */
export function body(fields: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<Body> {
  return fc.oneof(
    { weight: 12, arbitrary: fields.map((json): Body => ({ json })) },
    {
      weight: 1,
      arbitrary: fc.record({
        raw: fc.oneof(
          fc.constantFrom(
            '',
            '{',
            'null',
            '[]',
            '"x"',
            '0',
            '{"__proto__":{"isAdmin":true}}',
            '{"constructor":{"prototype":{"isAdmin":true}}}',
            '{"a":1,"a":2}',
            '\u0000',
            '\ufeff{}',
          ),
          junkString,
        ),
        contentType: fc.constantFrom(
          'application/json',
          'application/json; charset=utf-16',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          undefined,
        ),
      }),
    },
  );
}

const junkQuery = fc.oneof(
  { weight: 8, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: junkSegment.map((junk) => `?q=${junk}&${junk}`) },
);

export const spec = (
  route: string,
  method: Method,
  path: fc.Arbitrary<PathPart[]>,
  who: fc.Arbitrary<Auth>,
  payload: fc.Arbitrary<Body> = fc.constant(undefined),
  query: fc.Arbitrary<Spec['query']> = junkQuery,
): fc.Arbitrary<Spec> =>
  fc
    .record({ path, auth: who, body: payload, query })
    .map((parts) => ({ route, method, ...parts }));

/** A query value: mostly what the route expects, sometimes junk already percent-encoded. */
export const queryValue = (value: fc.Arbitrary<PathPart>): fc.Arbitrary<PathPart> =>
  fc.oneof(
    { weight: 5, arbitrary: value },
    { weight: 1, arbitrary: junkSegment.map((raw) => ({ raw })) },
  );

/** Some of the named parameters, in any order, each possibly junk; sometimes an unknown one too. */
export const queryOf = (
  params: Record<string, fc.Arbitrary<PathPart>>,
): fc.Arbitrary<QueryPart[]> =>
  fc
    .tuple(
      fc.subarray(Object.entries(params)),
      fc.oneof(
        { weight: 6, arbitrary: fc.constant<QueryPart[]>([]) },
        { weight: 1, arbitrary: fc.constant<QueryPart[]>([['extra', '1']]) },
      ),
    )
    .chain(([chosen, extra]) =>
      fc
        .tuple(...chosen.map(([name, value]) => queryValue(value).map((v): QueryPart => [name, v])))
        .map((parts) => [...parts, ...extra]),
    );

/** `limit` and `cursor` of a paged list: in range, out of range, and cursors real-looking or not. */
const pageParams = {
  limit: fc.oneof(
    fc.integer({ min: 1, max: 200 }).map(String),
    fc.constantFrom('0', '201', '-1', '1.5', '1e2', '007', '99999999999999999999'),
  ),
  cursor: fc.oneof(
    fc.nat({ max: 10_000 }).map((seq) => Buffer.from(`seq:${seq}`).toString('base64url')),
    fc.constantFrom(
      '',
      'x',
      '=',
      'c2VxOg',
      Buffer.from('seq:99999999999999999').toString('base64url'),
    ),
  ),
};

/** The version a restore names as active: mostly the prompt's current ones (via the pool). */
export const versionRef = (pick: number): fc.Arbitrary<PathPart> =>
  fc.constant({ $ref: 'version', pick });

const segment = fc.record(
  { name: text, description: text, details: text },
  { requiredKeys: ['name', 'description', 'details'] },
);
const persona = fc.record(
  { name: text, description: text, isMobilizer: fc.boolean(), isBuyingCommittee: fc.boolean() },
  { requiredKeys: ['name', 'isMobilizer', 'isBuyingCommittee'] },
);
const icpFields = {
  name: text,
  description: text,
  segments: fc.array(mutated(segment, 30), { maxLength: 3 }),
  buyerPersonas: fc.array(mutated(persona, 30), { maxLength: 3 }),
};
const lines = fc.array(text, { minLength: 1, maxLength: 4 });
const uspFields = { name: text, differentiator: text, products: lines, capabilities: lines };
const USP_KEYS = Object.keys(uspFields) as (keyof typeof uspFields)[];
/** An update's revision (optional): small numbers hit the stored one or a stale one. */
const revision = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 4 }) },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, 1.5, '1', null, 2 ** 53) },
);
const promptFields = {
  description: text,
  promptType: fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...PROMPT_TYPES) },
    { weight: 1, arbitrary: junkString },
  ),
  promptContent: text,
};

const password = fc.oneof(
  fc.constantFrom('staff12345', 'admin12345', 'wrong-password', '      ', ''),
  junkString,
);
const username = fc.oneof(
  fc.constantFrom('staff@example.com', 'ADMIN@example.com ', 'fuzz@example.com', 'nobody'),
  junkString,
);

/** Every route that writes, and every route's path parameters, with how many requests each. */
export interface FuzzRoute {
  name: string;
  runs: number;
  arbitrary: fc.Arbitrary<Spec>;
}

export const ROUTES: FuzzRoute[] = [
  {
    name: 'login',
    runs: 150,
    arbitrary: spec(
      'login',
      'POST',
      fc.constant(['api', 'auth', 'login']),
      fc.constant('none'),
      body(
        mutated(
          fc.oneof(
            fc.constantFrom(
              { username: 'staff@example.com', password: 'staff12345' },
              { username: ' Admin@Example.com', password: 'admin12345' },
              { username: 'fuzz@example.com', password: '$current' },
            ),
            fc.record({ username, password }),
          ),
        ),
      ),
    ),
  },
  {
    name: 'change-password',
    runs: 120,
    arbitrary: spec(
      'change-password',
      'PUT',
      fc.constant(['api', 'auth', 'change-password']),
      auth({ fuzz: 8 }),
      body(
        mutated(
          fc.record({
            currentPassword: fc.oneof(fc.constant('$current'), password),
            newPassword: fc.oneof(
              fc.string({ minLength: 6, maxLength: 20 }),
              password,
              fc.constant('$current'),
            ),
          }),
        ),
      ),
    ),
  },
  {
    name: 'logout',
    runs: 60,
    arbitrary: spec(
      'logout',
      'POST',
      fc.constant(['api', 'auth', 'logout']),
      auth({ fuzz: 3 }),
      fc.oneof(fc.constant(undefined), body(fc.constant({}))),
    ),
  },
  {
    name: 'icp-create',
    runs: 180,
    arbitrary: spec(
      'icp-create',
      'POST',
      fc.constant(['api', 'icp-onboarding']),
      onboardingAuth,
      body(
        mutated(
          fc.record({ tenantId: bodyId('tenant'), workspaceId: bodyId('workspace'), ...icpFields }),
        ),
      ),
    ),
  },
  {
    name: 'icp-update',
    runs: 150,
    arbitrary: fc.nat({ max: 1000 }).chain((pick) =>
      spec(
        'icp-update',
        'PUT',
        fc
          .tuple(param('tenant'), param('icp'))
          .map(([tenant, icp]) => ['api', 'icp-onboarding', tenant, icp]),
        onboardingAuth,
        body(
          mutated(
            fc.record(
              {
                id: fc.oneof(
                  { weight: 4, arbitrary: fc.constant({ $ref: 'icp', pick }) },
                  bodyId('icp'),
                ),
                tenantId: bodyId('tenant'),
                workspaceId: bodyId('workspace'),
                ...icpFields,
                revision,
              },
              { requiredKeys: ['id', 'tenantId', 'workspaceId'] },
            ),
          ),
        ),
      ).map((generated) => pinPathRef(generated, 3, 'icp', pick)),
    ),
  },
  {
    name: 'icp-delete',
    runs: 100,
    arbitrary: spec(
      'icp-delete',
      'DELETE',
      fc
        .tuple(param('tenant'), param('icp'))
        .map(([tenant, icp]) => ['api', 'icp-onboarding', tenant, icp]),
      onboardingAuth,
    ),
  },
  {
    name: 'usp-create',
    runs: 150,
    arbitrary: spec(
      'usp-create',
      'POST',
      fc.constant(['api', 'usp-onboarding']),
      onboardingAuth,
      body(
        mutated(
          fc.record({ tenantId: bodyId('tenant'), workspaceId: bodyId('workspace'), ...uspFields }),
        ),
      ),
    ),
  },
  {
    name: 'usp-update',
    runs: 150,
    arbitrary: fc.nat({ max: 1000 }).chain((pick) =>
      spec(
        'usp-update',
        'PUT',
        param('usp').map((usp) => ['api', 'usp-onboarding', usp]),
        onboardingAuth,
        body(
          mutated(
            fc.record(
              {
                id: fc.oneof(
                  { weight: 4, arbitrary: fc.constant({ $ref: 'usp', pick }) },
                  bodyId('usp'),
                ),
                tenantId: bodyId('tenant'),
                workspaceId: bodyId('workspace'),
                ...uspFields,
                revision,
              },
              { requiredKeys: ['id', 'tenantId', 'workspaceId', ...USP_KEYS] },
            ),
          ),
        ),
      ).map((generated) => pinPathRef(generated, 2, 'usp', pick)),
    ),
  },
  {
    name: 'usp-delete',
    runs: 100,
    arbitrary: spec(
      'usp-delete',
      'DELETE',
      fc
        .tuple(param('tenant'), param('usp'))
        .map(([tenant, usp]) => ['api', 'usp-onboarding', tenant, usp]),
      onboardingAuth,
    ),
  },
  {
    name: 'prompt-create',
    runs: 150,
    arbitrary: spec(
      'prompt-create',
      'POST',
      fc.constant(['api', 'prompts']),
      onboardingAuth,
      body(
        mutated(
          fc.record({
            version: fc.oneof(
              { weight: 5, arbitrary: fc.constant('1.0') },
              { weight: 1, arbitrary: junkString },
            ),
            ...promptFields,
          }),
        ),
      ),
    ),
  },
  {
    name: 'prompt-version',
    runs: 150,
    arbitrary: fc.tuple(fc.nat({ max: 1000 }), fc.nat({ max: 1000 })).chain(([pick, versionPick]) =>
      spec(
        'prompt-version',
        'PUT',
        fc
          .tuple(param('prompt'), param('version'))
          .map(([id, version]) => ['api', 'prompts', id, version]),
        onboardingAuth,
        body(
          mutated(
            fc.record({
              id: fc.oneof(
                { weight: 4, arbitrary: fc.constant({ $ref: 'prompt', pick }) },
                bodyId('prompt'),
              ),
              version: fc.oneof(
                { weight: 4, arbitrary: fc.constant({ $ref: 'version', pick: versionPick }) },
                bodyId('version'),
              ),
              ...promptFields,
            }),
          ),
        ),
      )
        .map((generated) => pinPathRef(generated, 2, 'prompt', pick))
        .map((generated) => pinPathRef(generated, 3, 'version', versionPick)),
    ),
  },
  {
    name: 'prompt-restore',
    runs: 120,
    arbitrary: fc.tuple(fc.nat({ max: 1000 }), fc.nat({ max: 1000 })).chain(([pick, activePick]) =>
      spec(
        'prompt-restore',
        'POST',
        fc
          .tuple(param('prompt'), param('version'))
          .map(([id, version]) => ['api', 'prompts', id, 'versions', version, 'restore']),
        onboardingAuth,
        body(
          mutated(
            fc.record({
              activeVersion: fc.oneof(
                { weight: 4, arbitrary: fc.constant({ $ref: 'version', pick: activePick }) },
                bodyId('version'),
              ),
            }),
          ),
        ),
      ).map((generated) => pinPathRef(generated, 2, 'prompt', pick)),
    ),
  },
  {
    name: 'prompt-versions',
    runs: 50,
    arbitrary: spec(
      'prompt-versions',
      'GET',
      param('prompt').map((id) => ['api', 'prompts', id, 'versions']),
      onboardingAuth,
    ),
  },
  {
    name: 'prompt-delete',
    runs: 100,
    arbitrary: spec(
      'prompt-delete',
      'DELETE',
      param('prompt').map((id) => ['api', 'prompts', id]),
      onboardingAuth,
    ),
  },
  {
    name: 'client-events',
    runs: 120,
    arbitrary: spec(
      'client-events',
      'POST',
      fc.constant(['api', 'client-events']),
      fc.constant('none'),
      body(
        mutated(
          fc.record(
            {
              kind: fc.oneof(fc.constantFrom('remote-load-failed', 'uncaught-error'), junkString),
              remote: text,
              version: text,
              phase: text,
              message: text,
              url: fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), text),
            },
            { requiredKeys: ['kind', 'message'] },
          ),
        ),
      ),
    ),
  },
  {
    name: 'prompt-compare',
    runs: 80,
    arbitrary: fc
      .tuple(fc.nat({ max: 1000 }), fc.nat({ max: 1000 }), fc.nat({ max: 1000 }))
      .chain(([pick, from, to]) =>
        spec(
          'prompt-compare',
          'GET',
          fc.constant(['api', 'prompts', 'compare']),
          onboardingAuth,
          fc.constant(undefined),
          queryOf({
            fromId: fc.constant({ $ref: 'prompt', pick }),
            fromVersion: versionRef(from),
            toId: fc.oneof(fc.constant({ $ref: 'prompt', pick }), ref('prompt')),
            toVersion: versionRef(to),
          }),
        ),
      ),
  },
  {
    name: 'audit',
    runs: 120,
    arbitrary: spec(
      'audit',
      'GET',
      fc.constant(['api', 'audit']),
      onboardingAuth,
      fc.constant(undefined),
      queryOf({
        tenantId: ref('tenant'),
        entity: fc.constantFrom('icp', 'usp', 'prompt', 'user', 'tenant'),
        entityId: fc.oneof(ref('icp'), ref('usp'), ref('prompt')),
        ...pageParams,
      }),
    ),
  },
  ...(['icp', 'usp'] as const).map((kind): FuzzRoute => ({
    name: `${kind}-list-paged`,
    runs: 50,
    arbitrary: spec(
      `${kind}-list-paged`,
      'GET',
      fc
        .tuple(param('tenant'), param('workspace'))
        .map(([tenant, workspace]) => [
          'api',
          `${kind}-onboarding`,
          tenant,
          'workspace',
          workspace,
        ]),
      onboardingAuth,
      fc.constant(undefined),
      queryOf(pageParams),
    ),
  })),
  {
    name: 'prompt-list-paged',
    runs: 50,
    arbitrary: spec(
      'prompt-list-paged',
      'GET',
      fc.constant(['api', 'prompts']),
      onboardingAuth,
      fc.constant(undefined),
      queryOf(pageParams),
    ),
  },
  ...readRoute('tenant', (tenant) => ['api', 'tenants', tenant], ['tenant']),
  ...readRoute('workspaces-of-tenant', (tenant) => ['api', 'workspaces', 'tenant', tenant], [
    'tenant',
  ]),
  ...readRoute('workspace', (workspace) => ['api', 'workspaces', workspace], ['workspace']),
  ...readRoute(
    'icp-list',
    (tenant, workspace) => ['api', 'icp-onboarding', tenant, 'workspace', workspace!],
    ['tenant', 'workspace'],
  ),
  ...readRoute('icp-get', (tenant, icp) => ['api', 'icp-onboarding', tenant, icp!], [
    'tenant',
    'icp',
  ]),
  ...readRoute(
    'usp-list',
    (tenant, workspace) => ['api', 'usp-onboarding', tenant, 'workspace', workspace!],
    ['tenant', 'workspace'],
  ),
  {
    name: 'any-method',
    runs: 80,
    arbitrary: spec(
      'any-method',
      'GET',
      fc
        .tuple(
          fc.constantFrom(
            'tenants',
            'workspaces',
            'icp-onboarding',
            'usp-onboarding',
            'prompts',
            'auth',
          ),
          param('tenant'),
        )
        .map(([area, id]) => ['api', area, id]),
      onboardingAuth,
    ).chain((generated) =>
      fc
        .constantFrom<Method>('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD')
        .map((method) => ({ ...generated, method })),
    ),
  },
  {
    // Writes nothing; reads tenant data through every id of its body (issue 20).
    name: 'prompt-render',
    runs: 100,
    arbitrary: spec(
      'prompt-render',
      'POST',
      fc.constant(['api', 'prompts', 'render']),
      onboardingAuth,
      body(
        mutated(
          fc.record(
            {
              promptType: promptFields.promptType,
              promptContent: fc.oneof(
                { weight: 2, arbitrary: text },
                {
                  weight: 3,
                  arbitrary: fc.constantFrom(
                    '{{tenant.name}} {{workspace.description}}',
                    '{{#icp.segments}}- {{name}}: {{details}}\n{{/icp.segments}}{{icp.name}}',
                    '{{#icp.buyerPersonas}}{{description}}{{/icp.buyerPersonas}}',
                    '{{#usp.products}}{{.}}{{/usp.products}}{{usp.differentiator}}',
                    '{{#icp.segments}}{{name}}',
                  ),
                },
              ),
              tenantId: bodyId('tenant'),
              workspaceId: bodyId('workspace'),
              icpId: bodyId('icp'),
              uspId: bodyId('usp'),
            },
            { requiredKeys: ['promptType', 'promptContent', 'tenantId', 'workspaceId'] },
          ),
        ),
      ),
    ),
  },
];

/** A GET route's path parameters: real ids of the right kinds, or junk. */
function readRoute(
  route: string,
  path: (first: PathPart, second?: PathPart) => PathPart[],
  kinds: RefKind[],
): FuzzRoute[] {
  return [
    {
      name: route,
      runs: 50,
      arbitrary: spec(
        route,
        'GET',
        fc.tuple(...kinds.map(param)).map((parts) => path(parts[0]!, parts[1])),
        onboardingAuth,
      ),
    },
  ];
}

/**
 * Most of the time the path names the same object as the body (so the request can succeed);
 * `param` left it a fresh reference or junk otherwise.
 */
export function pinPathRef(generated: Spec, index: number, kind: RefKind, pick: number): Spec {
  const part = generated.path[index];
  if (typeof part === 'object' && '$ref' in part && pick % 4 !== 0) {
    const path = [...generated.path];
    path[index] = { $ref: kind, pick };
    return { ...generated, path };
  }
  return generated;
}
