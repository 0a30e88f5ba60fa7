/**
 * The database refused a row a unique key already holds (a create that lost a race): PostgreSQL's
 * 23505, SQLite's SQLITE_CONSTRAINT_UNIQUE.
 */
export const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};
