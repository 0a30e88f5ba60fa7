import type { Locator } from '@playwright/test';

/**
 * Picks an item of a record's 'Actions for {name}' menu (issue 37 §2) in a card or a list row,
 * e.g. `History of ICP Mid-market SaaS`, as a user would.
 */
export async function chooseAction(within: Locator, item: string | RegExp) {
  await within
    .getByRole('button', { name: /^Actions for / })
    .first()
    .click();
  await within.page().getByRole('menuitem', { name: item }).click();
}
