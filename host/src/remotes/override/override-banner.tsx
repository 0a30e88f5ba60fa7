import { Button, Flex } from '@portal/shared/antd';
import { Alert } from '@portal/shared/antd-nav';
import type { ResolvedOverrides } from './resolve-overrides';

interface OverrideBannerProps extends ResolvedOverrides {
  onReset: () => void;
}

/**
 * Says, on every page of the tab, which remotes do not come from portal.config.json and
 * which overrides were refused, with the one-click way back to the configured remotes.
 */
export function OverrideBanner({ applied, refused, onReset }: OverrideBannerProps) {
  const lines = [
    ...Object.entries(applied).map(
      ([remote, url]) => `${remote} is loaded from ${url} (override for this tab).`,
    ),
    ...refused,
  ];
  return (
    <section
      aria-label="Remote overrides"
      style={{ position: 'fixed', insetInline: 16, bottom: 16, zIndex: 2000 }}
    >
      <Alert
        type={refused.length > 0 ? 'error' : 'warning'}
        showIcon
        title={
          <Flex vertical>
            {lines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </Flex>
        }
        action={
          <Button size="small" onClick={onReset}>
            Reset overrides
          </Button>
        }
      />
    </section>
  );
}
