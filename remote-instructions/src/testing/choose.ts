import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Picks `option` in the antd Select labelled `label`, as a user would with the pointer. */
export async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const matches = await screen.findAllByTitle(option);
  const item = matches.find((element) => element.classList.contains('ant-select-item-option'));
  if (!item) throw new Error(`No option '${option}' in '${label}'`);
  await user.click(item);
}
