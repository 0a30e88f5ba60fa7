import { Type } from '@fastify/type-provider-typebox';
import { ApiErrorBody, NoRelease } from '@portal/contract';

/** Error answers for the given statuses, for a route's `response` map. */
export function errors<S extends number>(...statuses: S[]): Record<S, typeof ApiErrorBody> {
  return Object.fromEntries(statuses.map((status) => [status, ApiErrorBody])) as Record<
    S,
    typeof ApiErrorBody
  >;
}

/**
 * The 404 of a route that resolves the tenant's instruction of a type: NO_RELEASE when the
 * type has none for the tenant (the contract's NoRelease), else NOT_FOUND as everywhere.
 */
export const notFoundOrNoRelease = {
  404: Type.Union([NoRelease, ApiErrorBody], {
    description: 'NO_RELEASE without an instruction of the type for the tenant; else NOT_FOUND',
  }),
};

/** Every route behind the bearer token says so in the OpenAPI document. */
export const bearer = [{ bearerAuth: [] }];

/**
 * The largest ICP the contract's ICP_LIMITS allow is ~1.5 million characters, more than the
 * app-wide 1 MiB body limit; 8 MiB fits it even at 4 bytes a character, so the field limits
 * are what bind.
 */
export const ICP_BODY_LIMIT = 8 * 1024 * 1024;
