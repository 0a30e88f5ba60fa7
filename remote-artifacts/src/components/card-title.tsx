import { useRef } from 'react';
import { Typography } from '@portal/shared/antd';
import { Tooltip } from '@portal/shared/antd-nav';
import { CLAMP_2_LINES_STYLE, useClamped } from './clamp';

const HOVER_AND_FOCUS: ('hover' | 'focus')[] = ['hover', 'focus'];

/**
 * A card's name as a heading, so cards can be found and read by it (issue 37 §2): it wraps to
 * two lines, then is cut. A cut name shows whole in a tooltip on hover and on keyboard focus:
 * only then is the heading a focus stop, so whole names add no Tab press.
 */
export function CardTitle({ id, children }: { id: string; children: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const clamped = useClamped(ref, children);
  const heading = (
    <Typography.Title
      id={id}
      level={4}
      // A focus stop only to show the cut name; the heading's text is already the whole name.
      tabIndex={clamped ? 0 : undefined}
      style={{ margin: 0, fontSize: 16, lineHeight: 1.4 }}
    >
      <span ref={ref} style={CLAMP_2_LINES_STYLE}>
        {children}
      </span>
    </Typography.Title>
  );
  // Always wrapped, the tooltip empty while the name shows whole: the heading stays the same
  // element, so the measure keeps watching it.
  return (
    <Tooltip title={clamped ? children : null} trigger={HOVER_AND_FOCUS}>
      {heading}
    </Tooltip>
  );
}
