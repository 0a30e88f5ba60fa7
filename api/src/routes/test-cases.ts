import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  type SaveTestCaseRequest,
  SaveTestCaseRequest as SaveTestCaseBody,
  type SessionUser,
  TestCase,
  TestCaseParams,
  TestCasesQuery,
} from '@portal/contract';
import { TEST_CASE_LIMITS } from '@portal/contract/limits';
import { conflict, notFound, validationFailed } from '../errors';
import type { Repositories } from '../repositories';
import type { TestCaseSave, TestCaseWrite } from '../repositories/test-cases';
import { bearer, errors } from '../schemas';
import { loadInputRecords } from '../test-cases/input';
import { fieldPathMessages } from '../validation';

export const TEST_CASE_NOT_FOUND = 'Test case not found';

/** The types whose answer has a draft's JSON shape, so `parses` can check it. */
const SHAPED_TYPES: readonly string[] = ['ICP', 'BUYER_PERSONA', 'USP'];

export const typeFull = () =>
  conflict(
    'TEST_CASES_FULL',
    `An instruction type keeps at most ${TEST_CASE_LIMITS.perType} test cases; delete one to ` +
      'add another.',
  );

/**
 * A case as it is kept: the checks allowed for its type and input (400 otherwise), and an ICP
 * or USP input the caller may reach (404 like a missing one), whose name is kept with it.
 */
async function writeOf(
  repos: Repositories,
  caller: SessionUser,
  body: SaveTestCaseRequest,
): Promise<TestCaseWrite> {
  const { checks, input, promptType } = body;
  if (checks.parses && !SHAPED_TYPES.includes(promptType)) {
    throw validationFailed(
      'checks.parses is only for ICP, BUYER_PERSONA and USP cases: only their answers have a JSON shape',
    );
  }
  if (checks.namesSegments && input.kind !== 'icp') {
    throw validationFailed('checks.namesSegments needs an ICP as the input');
  }
  if (input.kind === 'description') return { ...body, inputName: null };
  const records = await loadInputRecords(repos, caller, input);
  return { ...body, inputName: (records.icp ?? records.usp)!.name };
}

const saved = (save: TestCaseSave) => {
  if (save.outcome === 'not-found') throw notFound(TEST_CASE_NOT_FOUND);
  if (save.outcome === 'type-full') throw typeFull();
  return save.testCase;
};

const tags = ['prompts'];
const RULES =
  '400 VALIDATION_FAILED for `parses` on a type other than ICP, BUYER_PERSONA or USP, or ' +
  '`namesSegments` without an ICP input; 404 for an input ICP or USP that does not exist or ' +
  `is out of reach; 409 TEST_CASES_FULL past ${TEST_CASE_LIMITS.perType} cases of a type. ` +
  'Writes an audit entry';

/**
 * Saved test cases of the instruction types (issue 21 §3), open to whoever may write
 * instructions (any signed-in user). A case on a typed description is global; one on an ICP or
 * USP belongs to that record's tenant (issue 33 §1): the repository lists, changes and deletes
 * only the cases the caller reaches, and answers any other as missing. The input record's
 * tenant and workspace are checked here, as they sit inside `input`.
 */
export const testCaseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/prompts/test-cases',
    {
      schema: {
        tags,
        summary:
          "An instruction type's saved test cases the caller reaches, oldest first: the global " +
          "ones (a typed description) and those on a record of the caller's tenants",
        security: bearer,
        querystring: TestCasesQuery,
        response: { 200: Type.Array(TestCase), ...errors(400, 401, 500) },
      },
    },
    (request) => app.repos.testCases.list(request.user, request.query.promptType),
  );

  app.post(
    '/api/prompts/test-cases',
    {
      schemaErrorFormatter: fieldPathMessages,
      schema: {
        tags,
        summary: `Save a new test case of an instruction type. ${RULES}`,
        security: bearer,
        body: SaveTestCaseBody,
        response: { 201: TestCase, ...errors(400, 401, 404, 409, 413, 500) },
      },
    },
    async (request, reply) => {
      const write = await writeOf(app.repos, request.user, request.body);
      const testCase = saved(await app.repos.testCases.create(write, request.user));
      return reply.status(201).send(testCase);
    },
  );

  app.put(
    '/api/prompts/test-cases/:caseId',
    {
      schemaErrorFormatter: fieldPathMessages,
      schema: {
        tags,
        summary: `Replace a test case (404 for an unknown one or one out of reach). ${RULES}`,
        security: bearer,
        params: TestCaseParams,
        body: SaveTestCaseBody,
        response: { 200: TestCase, ...errors(400, 401, 404, 409, 413, 500) },
      },
    },
    async (request) => {
      const write = await writeOf(app.repos, request.user, request.body);
      return saved(await app.repos.testCases.update(request.params.caseId, write, request.user));
    },
  );

  app.delete(
    '/api/prompts/test-cases/:caseId',
    {
      schema: {
        tags,
        summary:
          'Delete a test case (404 for an unknown one or one out of reach); kept runs stay. ' +
          'Writes an audit entry',
        security: bearer,
        params: TestCaseParams,
        response: { 204: Type.Null({ description: 'Deleted' }), ...errors(400, 401, 404, 500) },
      },
    },
    async (request, reply) => {
      if (!(await app.repos.testCases.delete(request.params.caseId, request.user))) {
        throw notFound(TEST_CASE_NOT_FOUND);
      }
      return reply.status(204).send(null);
    },
  );
};
