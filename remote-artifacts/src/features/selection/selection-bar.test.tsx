import { render, screen } from '@testing-library/react';
import { Button } from '@portal/shared/antd';
import { SelectionBar } from './selection-bar';

const noop = () => {};

test('the further actions passed in are the same small buttons as the bar’s own', () => {
  render(
    <SelectionBar
      kind="ICP"
      count={2}
      allSelected={false}
      onSelectAll={noop}
      onClear={noop}
      onDelete={noop}
      refusal={null}
    >
      <Button>Export</Button>
    </SelectionBar>,
  );
  const bar = screen.getByRole('region', { name: 'Selected ICPs' });
  expect(bar).toHaveTextContent('2 selected');
  for (const name of ['Select all matching', 'Clear selection', 'Export', 'Delete']) {
    expect(screen.getByRole('button', { name })).toHaveClass('ant-btn-sm');
  }
});
