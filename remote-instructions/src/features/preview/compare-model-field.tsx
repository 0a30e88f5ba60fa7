import { ChoiceSelect } from '../../components/choice-select';
import { useModelProvider } from '../../test-run/use-test-run';

const NONE = { id: '', name: 'No second model' };

interface CompareModelFieldProps {
  /** '' for none. */
  value: string;
  onChange: (model: string) => void;
}

/**
 * 'Compare with': a second model the same test run goes to, side by side. Only the models an
 * administrator offers (the API's `alternatives`); nothing shows when there are none.
 */
export function CompareModelField({ value, onChange }: CompareModelFieldProps) {
  const provider = useModelProvider();
  const alternatives = provider?.alternatives ?? [];
  if (alternatives.length === 0) return null;
  return (
    <ChoiceSelect
      label="Compare with"
      placeholder="No second model"
      value={value}
      options={[NONE, ...alternatives.map((model) => ({ id: model, name: model }))]}
      onChange={onChange}
    />
  );
}
