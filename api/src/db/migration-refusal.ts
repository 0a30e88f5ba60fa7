/**
 * A migration that will not run on the data it found (nothing changed): the server and the
 * CLI print its message as one line, which says what to fix.
 */
export class MigrationRefusal extends Error {}
