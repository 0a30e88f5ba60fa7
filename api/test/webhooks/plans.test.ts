import { dueDeliveries } from '../../src/webhooks/claims';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { isFullScan, planOf } from '../helpers/queries';

/** The poll every instance runs every few seconds reads an index, whatever the history's size. */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

test('the due-deliveries query reads the partial index of pending rows, not the table', async () => {
  const plan = await planOf(database.db, dueDeliveries(database.db, Date.now(), 10).compile());
  expect(plan.join('\n')).toMatch(/webhook_deliveries_due_idx/);
  expect(plan.filter(isFullScan)).toEqual([]);
});
