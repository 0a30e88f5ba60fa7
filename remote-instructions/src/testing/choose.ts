import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Picks `option` in the antd Select labelled `label`, as a user would with the pointer;
 * `scope` narrows the search for the field when several forms have one of that name.
 */
export async function choose(user: UserEvent, label: string, option: string, scope?: HTMLElement) {
  await user.click((scope ? within(scope) : screen).getByRole('combobox', { name: label }));
  const matches = await screen.findAllByTitle(option);
  const item = matches.find((element) => element.classList.contains('ant-select-item-option'));
  if (!item) throw new Error(`No option '${option}' in '${label}'`);
  await user.click(item);
}
