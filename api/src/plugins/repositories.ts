import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/connection';
import { createRepositories, type Repositories } from '../repositories';

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}

/** Routes reach the database only through these repositories. The caller owns `db`'s lifetime. */
export default fp(
  async function repositories(app: FastifyInstance, options: { db: Db }) {
    app.decorate('repos', createRepositories(options.db));
  },
  { name: 'repositories' },
);
