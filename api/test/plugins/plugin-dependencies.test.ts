import Fastify from 'fastify';
import fp from 'fastify-plugin';
import auth from '../../src/plugins/auth';
import tenantAccess from '../../src/plugins/tenant-access';
import { TEST_JWT_SECRET } from '../helpers/app';

/**
 * Plugins name what they need, so an app assembled in the wrong order fails when it starts
 * instead of answering requests with a plugin that cannot reach its repositories.
 */
test.each([
  ['auth', 'repositories', () => auth],
  ['tenant-access', 'repositories', () => tenantAccess],
] as const)('%s refuses to start without %s', async (_name, needed, plugin) => {
  const app = Fastify();
  app.register(plugin(), { jwtSecret: TEST_JWT_SECRET, tokenTtlSeconds: 60 });
  await expect(app.ready()).rejects.toThrow(needed);
  await app.close();
});

test('tenant-access refuses to start without auth', async () => {
  const app = Fastify();
  app.register(fp(async () => {}, { name: 'repositories' }));
  app.register(tenantAccess);
  await expect(app.ready()).rejects.toThrow("'auth'");
  await app.close();
});
