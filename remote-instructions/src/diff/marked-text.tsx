import { ChangeMarks } from './change-marks';
import type { Segment } from './side-by-side';

/** One column of a word diff, its line breaks and indentation kept as written. */
export function MarkedText({ segments, testId }: { segments: Segment[]; testId?: string }) {
  return (
    <div
      data-testid={testId}
      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.7 }}
    >
      <ChangeMarks segments={segments} />
    </div>
  );
}
