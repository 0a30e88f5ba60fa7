// The API's limits (api/src/icp-schemas.ts ICP_LIMITS), so a field cannot outgrow them.
export const NAME_MAX = 200;
export const TEXT_MAX = 10_000;
