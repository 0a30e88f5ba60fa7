/**
 * `@portal/contract/change-list`: what a proposal changes in a record, change by change, and
 * the content with the accepted ones (issue 39 §2). Plain code (no TypeBox): the API answers
 * it with a revision and counts what was kept; the browser rebuilds it on the current record
 * and compares a filled form with a draft.
 */
export * from './fields';
export * from './word-diff';
export * from './change-list';
