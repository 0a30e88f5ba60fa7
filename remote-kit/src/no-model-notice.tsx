import { forwardRef } from 'react';
import { Alert } from '@portal/shared/antd-nav';

/**
 * How staff get a model (issue 39 §5): in their words, an administrator's setting; never the
 * server's environment variables, which docs/model-provider.md gives administrators. Every
 * notice of a remote that cannot call a model says this, so they all say the same.
 */
export const CONNECT_MODEL =
  'Connecting a model is an administrator’s setting: ask an administrator to connect one.';

interface NoModelNoticeProps {
  /** What cannot happen without one, e.g. 'No model is connected, so nothing can be drafted.' */
  title: string;
  /** What staff can do until then, said after how a model gets connected. */
  meanwhile?: string;
}

/**
 * Said instead of an AI action that cannot work: the offline provider is no model. With a ref
 * it can take focus (a keyboard user lands on it when an answer turned out to need a model).
 */
export const NoModelNotice = forwardRef<HTMLDivElement, NoModelNoticeProps>(function NoModelNotice(
  { title, meanwhile },
  ref,
) {
  return (
    <div ref={ref} tabIndex={ref ? -1 : undefined}>
      <Alert
        type="info"
        showIcon
        title={title}
        description={meanwhile ? `${CONNECT_MODEL} ${meanwhile}` : CONNECT_MODEL}
      />
    </div>
  );
});
