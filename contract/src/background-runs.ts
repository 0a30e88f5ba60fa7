import { type Static, Type } from 'typebox';

/*
 * Long work that goes on without the browser that started it (issue 39 §5): test-case runs
 * and company research. Each is stored from start to end, so a reload, or another user, reads
 * it back.
 */

/**
 * Where a background run stands. `interrupted`: the API instance running it stopped before it
 * ended (nothing moved for too long).
 */
export const RunStatus = Type.Union([
  Type.Literal('running'),
  Type.Literal('done'),
  Type.Literal('cancelled'),
  Type.Literal('failed'),
  Type.Literal('interrupted'),
]);
export type RunStatus = Static<typeof RunStatus>;

/** What every background run says of itself, whatever its work. */
export const runFields = {
  id: Type.String(),
  status: RunStatus,
  startedBy: Type.String({ description: 'The username' }),
  startedAt: Type.String({ format: 'date-time' }),
  finishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  elapsedMs: Type.Integer({ minimum: 0, description: 'Until now, or until it ended' }),
  /** The reader started it or is an administrator: they may cancel it while it runs. */
  canCancel: Type.Boolean(),
  /** Why it failed. */
  message: Type.Optional(Type.String()),
};

/** A run's id in a path: GET and cancel. */
export const RunParams = Type.Object(
  { runId: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);
export type RunParams = Static<typeof RunParams>;
