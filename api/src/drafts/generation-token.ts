import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { PROMPT_TYPES } from '@portal/contract/limits';
import { ApiError } from '../errors';
import type { DraftKind } from '../kinds/draft-kind';
import { DRAFT_KIND_NAMES } from '../kinds/drafts';
import type { GenerationClaim } from './lineage';

/**
 * A draft's generation token: `<payload>.<mac>`, both base64url; the payload is the claim's
 * JSON, the MAC an HMAC-SHA256 under a key derived from the JWT secret for this use only
 * (HKDF, its own label), so no session token can pass for one, nor one for a session token.
 * It proves the server answered that draft for that tenant and workspace; it grants nothing.
 */
const KEY_LABEL = 'portal/issue-21/draft-generation-token/v1';

const CLAIM_TEXTS = [
  'tenantId',
  'workspaceId',
  'promptId',
  'version',
  'model',
  'generatedAt',
  'draftHash',
] as const;

export const tokenInvalid = () =>
  new ApiError(
    400,
    'GENERATION_TOKEN_INVALID',
    'generation.token is not a token this server gave with a draft: send the one the draft answered, or leave generation out',
  );

/** A parsed payload that has every field of a claim, of the right types; else undefined. */
function claimOf(value: unknown): GenerationClaim | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const claim = value as Record<string, unknown>;
  if (!DRAFT_KIND_NAMES.includes(claim.kind as DraftKind)) return undefined;
  if (!(PROMPT_TYPES as readonly unknown[]).includes(claim.promptType)) return undefined;
  if (!CLAIM_TEXTS.every((field) => typeof claim[field] === 'string')) return undefined;
  // Tokens signed before calls were recorded (issue 39) have no call id.
  if (claim.callId !== undefined && typeof claim.callId !== 'string') return undefined;
  return claim as unknown as GenerationClaim;
}

export interface GenerationTokens {
  sign(claim: GenerationClaim): string;
  /** The claim a token carries; 400 GENERATION_TOKEN_INVALID for one this server did not sign. */
  verify(token: string): GenerationClaim;
}

export function createGenerationTokens(jwtSecret: string): GenerationTokens {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, '', KEY_LABEL, 32));
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest();

  return {
    sign(claim) {
      const payload = Buffer.from(JSON.stringify(claim)).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },
    verify(token) {
      const [payload, signature, ...rest] = token.split('.');
      if (!payload || signature === undefined || rest.length > 0) throw tokenInvalid();
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw tokenInvalid();
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        throw tokenInvalid();
      }
      const claim = claimOf(parsed);
      if (!claim) throw tokenInvalid();
      return claim;
    },
  };
}
