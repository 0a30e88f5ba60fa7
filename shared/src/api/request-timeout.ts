/** Spec §9: every call times out after 10,000 ms. */
export const REQUEST_TIMEOUT_MS = 10_000;
