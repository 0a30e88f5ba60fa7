import { performance } from 'node:perf_hooks';
import type { PromptType, RenderPromptResponse } from '@portal/contract';
import type { TSchema } from 'typebox';
import { readAnswer } from '../drafts/draft-answer';
import type { PromptRecords } from '../studio/prompt-view';
import { renderOn } from '../studio/render-prompt';
import { CALL_TYPES } from './call-types';
import { type CallRecord, recordCall } from './call-record';
import { costOf, type ModelPrices } from './prices';
import {
  type ModelAnswer,
  ModelError,
  type ModelMessage,
  type ModelProvider,
  type ModelRequest,
  type ModelUsage,
} from './provider';

/*
 * The one way the API calls a model (issue 39 §1). A draft, a suggestion, a revision, the
 * research, the studio's test run and a test case all build their call here from the same
 * parts, so what staff test in the studio is, message for message, what runs in a draft.
 */

/** What a model call is made of. */
export interface CallInput {
  promptType: PromptType;
  /** The instruction as it runs: the tenant's resolved one, or the studio's edited text. */
  instruction: { id: string | null; version: string | null; promptContent: string };
  /** What it renders on: tenant, workspace, and the ICP or USP when one is chosen. */
  records: PromptRecords;
  /** Draft and research types: the company description, sent as data in the user message. */
  companyDescription?: string;
  /**
   * Edit types (ICP_EDIT, USP_EDIT, BUYER_PERSONA_EDIT): the record being revised, as the
   * model sees it (its content as JSON), and the staff's request in plain words.
   */
  revision?: { record: unknown; request: string };
}

export interface BuiltCall {
  input: CallInput;
  /** What is sent: the rendered instruction as the system message, the data as the user's. */
  request: Pick<ModelRequest, 'messages' | 'responseFormat' | 'variables'>;
  /** The system message's text, its variables and the render's warnings. */
  rendered: RenderPromptResponse;
  /** The contract's shape the answer must have, when the type has one. */
  shape?: TSchema;
}

/** The user message when a type has no data and no shape to ask for. */
export const NOTHING_TO_ADD = 'Answer now, following the instructions.';

/** The user message: the data the instruction works on, then the shape asked for. */
function userMessage(input: CallInput, ask: string | undefined): string {
  const description = input.companyDescription?.trim();
  const parts = [
    description && `Company description:\n${description}`,
    input.revision &&
      `The record to revise, as JSON:\n${JSON.stringify(input.revision.record, null, 2)}`,
    input.revision && `Requested change:\n${input.revision.request.trim()}`,
    ask,
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join('\n\n') : NOTHING_TO_ADD;
}

/**
 * The call for `input`: the instruction rendered on its records (the same render as
 * POST /api/prompts/render, so the Preview shows the system message to the letter), the user
 * message, and JSON mode when the type's answer has a shape. Throws the render's 400s and
 * 404s; calls nothing.
 */
export function buildCall(input: CallInput): BuiltCall {
  const rendered = renderOn(
    { promptType: input.promptType, promptContent: input.instruction.promptContent },
    input.records,
  );
  const type = CALL_TYPES[input.promptType];
  const messages: ModelMessage[] = [
    { role: 'system', content: rendered.text },
    { role: 'user', content: userMessage(input, type?.ask) },
  ];
  return {
    input,
    request: {
      messages,
      ...(type ? { responseFormat: 'json' as const } : {}),
      variables: rendered.variables,
    },
    rendered,
    ...(type ? { shape: type.schema } : {}),
  };
}

/** How a call ended, as the scorecard counts it. */
export type CallOutcomeKind = 'ok' | 'unusable' | 'error' | 'timeout';

export interface CallOutcome {
  /** The answer; null when the call failed. */
  answer: ModelAnswer | null;
  /** Time from sending to the whole answer, in milliseconds. */
  ms: number;
  usage: ModelUsage | null;
  /** Its tokens at the price table's price of the model that answered; 0 without one. */
  cost: number;
  outcome: CallOutcomeKind;
  /** The answer checked against the type's shape (outcome 'ok' with a shape). */
  parsed?: unknown;
  /** Why the answer could not be used (outcome 'unusable'). */
  unusable?: string;
  /** Why the call failed (outcome 'error' or 'timeout'). */
  error?: ModelError;
  /** The recorded call's id (issue 39 §4), with `context.record`, once its row is written. */
  callId?: string;
}

export interface CallContext {
  provider: ModelProvider;
  prices: ModelPrices;
  /** The caller hung up, or pressed Cancel: the call stops. */
  signal?: AbortSignal;
  /** A second model on the same server (a test run's comparison); the configured one if absent. */
  model?: string;
  /** Records the call for the scorecard (issue 39 §4); without it, nothing is recorded. */
  record?: CallRecord;
}

/**
 * Sends a built call and measures it; a model failure is an outcome, never a throw. With
 * `context.record`, one insert records it once the answer (or the failure) is in.
 */
export async function runCall(built: BuiltCall, context: CallContext): Promise<CallOutcome> {
  const outcome = await sendCall(built, context);
  // A call the caller stopped (hung up, Cancel) says nothing of the instruction: not counted.
  if (!context.record || outcome.error?.failure === 'cancelled') return outcome;
  const model = context.model ?? context.provider.model;
  const callId = await recordCall(context.record, built, outcome, model);
  return callId === undefined ? outcome : { ...outcome, callId };
}

async function sendCall(built: BuiltCall, context: CallContext): Promise<CallOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let answer: ModelAnswer;
  try {
    answer = await context.provider.complete({
      ...built.request,
      ...(context.signal ? { signal: context.signal } : {}),
      ...(context.model ? { model: context.model } : {}),
    });
  } catch (error) {
    if (!(error instanceof ModelError)) throw error;
    return {
      answer: null,
      ms: elapsed(),
      usage: null,
      cost: 0,
      outcome: error.failure === 'timeout' ? 'timeout' : 'error',
      error,
    };
  }
  const ms = elapsed();
  const usage = answer.usage ?? null;
  const cost = costOf(context.prices, answer.model, answer.usage);
  if (!built.shape) return { answer, ms, usage, cost, outcome: 'ok' };
  const read = readAnswer(built.shape, answer.text);
  if (read.unusable !== undefined) {
    return { answer, ms, usage, cost, outcome: 'unusable', unusable: read.unusable };
  }
  return { answer, ms, usage, cost, outcome: 'ok', parsed: read.value };
}
