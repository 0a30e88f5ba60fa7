import { Flex, Typography } from '@portal/shared/antd';
import { Rate } from '@portal/shared/antd-data';

/**
 * A read-only star rating, announced as one figure rather than five radio buttons. The stars
 * stay focusable inside a disabled Rate; `inert` takes them out, since an image holds no controls.
 */
export function UspRating({ value }: { value: number }) {
  return (
    <Flex align="center" gap={8} role="img" aria-label={`Rated ${value} out of 5`}>
      <span aria-hidden="true" inert>
        <Rate disabled allowHalf value={value} style={{ fontSize: 16 }} />
      </span>
      <Typography.Text type="secondary">{value.toFixed(1)}</Typography.Text>
    </Flex>
  );
}
