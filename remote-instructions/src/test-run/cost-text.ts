/**
 * A model call's cost as the studio says it: fractions of a cent, six decimals, in the price
 * table's currency (MODEL_PRICES); 0 means the table names no price for the model.
 */
export const costText = (cost: number) =>
  cost > 0 ? `cost ${cost.toFixed(6)}` : 'no price set for this model';
