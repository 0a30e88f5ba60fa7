import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Accounts (issue 34 §3), admins only: the routes land here. */
export const accountRoutes: FastifyPluginAsyncTypebox = async () => {};
