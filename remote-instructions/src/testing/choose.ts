import { fireEvent, screen, within } from '@testing-library/react';
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

/**
 * Picks the option `moves` places below the chosen one in the antd Select `field` (which has
 * the focus) with the keyboard alone: Enter opens the list, ArrowDown moves, Enter picks.
 * rc-select's option list reads the legacy `which` code, which user-event does not set, so
 * those keys are sent as a browser sends them (with `which`).
 */
export async function chooseByKeyboard(user: UserEvent, field: HTMLElement, moves: number) {
  await user.keyboard('{Enter}');
  await screen.findByRole('listbox');
  for (let move = 0; move < moves; move += 1) {
    fireEvent.keyDown(field, { key: 'ArrowDown', code: 'ArrowDown', which: 40, keyCode: 40 });
  }
  fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', which: 13, keyCode: 13 });
  fireEvent.keyUp(field, { key: 'Enter', code: 'Enter', which: 13, keyCode: 13 });
}
