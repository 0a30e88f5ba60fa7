import { Button, type GetProps } from '@portal/shared/antd';
import { Tooltip } from '@portal/shared/antd-nav';

type ButtonProps = GetProps<typeof Button>;

export interface RefusableButtonProps extends ButtonProps {
  /**
   * Why the user may not take this action (their role does not hold the right it asks, e.g.
   * 'Viewers can read but not change ICPs'), or null when they may.
   */
  refusal: string | null;
  /** The button's tooltip when the action is allowed (an icon button's 'Edit'). */
  tip?: string;
}

const HOVER_AND_FOCUS: ('hover' | 'focus')[] = ['hover', 'focus'];

/**
 * A button for an action the API refuses to some roles (issue 34): allowed, it is the button
 * as ever; refused, it stays in view disabled, never a button that fails on click, and says
 * why on hover and on keyboard focus. antd 6 no longer wraps a disabled button for its
 * tooltip, and a disabled button takes neither focus nor (in every browser) pointer events:
 * the span around it takes both, and the tooltip describes it while shown.
 */
export function RefusableButton({ refusal, tip, ...button }: RefusableButtonProps) {
  if (refusal === null) {
    return tip ? (
      <Tooltip title={tip}>
        <Button {...button} />
      </Tooltip>
    ) : (
      <Button {...button} />
    );
  }
  return (
    <Tooltip title={refusal} trigger={HOVER_AND_FOCUS}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the focus stop that gives a disabled button's reason; a role would nest the button in a control */}
      <span tabIndex={0} style={{ display: 'inline-flex', cursor: 'not-allowed' }}>
        <Button
          {...button}
          disabled
          onClick={undefined}
          style={{ ...button.style, pointerEvents: 'none' }}
        />
      </span>
    </Tooltip>
  );
}
