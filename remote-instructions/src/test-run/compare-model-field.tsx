import { Flex } from '@portal/shared/antd';
import { ChoiceSelect } from '../components/choice-select';
import { useModelProvider } from './use-test-run';

const NONE = { id: '', name: 'No second model' };

interface CompareModelFieldProps {
  /** '' for none. */
  value: string;
  onChange: (model: string) => void;
  /** E.g. while a run that asked one goes on. */
  disabled?: boolean;
}

/**
 * 'Compare with': a second model the same call goes to, side by side (a test run in the
 * Preview, a test-case run). Only the models an administrator offers (the API's
 * `alternatives`); nothing shows when there are none.
 */
export function CompareModelField({ value, onChange, disabled }: CompareModelFieldProps) {
  const provider = useModelProvider();
  const alternatives = provider?.alternatives ?? [];
  if (alternatives.length === 0) return null;
  // A row of its own: the field grows in width, as the scope's fields do, not in height.
  return (
    <Flex wrap gap={12}>
      <ChoiceSelect
        label="Compare with"
        placeholder="No second model"
        value={value}
        options={[NONE, ...alternatives.map((model) => ({ id: model, name: model }))]}
        disabled={disabled}
        onChange={onChange}
      />
    </Flex>
  );
}
