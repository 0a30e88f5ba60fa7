import { lazy, Suspense } from 'react';
import { Typography } from '@portal/shared/antd';
import type { ReleaseRequestDetail } from '@portal/contract';
import { LoadingNotice } from '@portal/remote-kit';
import { MarkedText } from '../../diff/marked-text';
import { ReleaseSection } from './release-section';

// Its own chunk with the diff library, as the comparison of versions.
const ReleaseDiff = lazy(() => import('../../diff/release-diff'));

/** The requested text against what is released now, word by word. */
export function RequestChanges({ request }: { request: ReleaseRequestDetail }) {
  const requested = { version: request.version, promptContent: request.promptContent };
  return (
    <ReleaseSection title="Changes">
      {request.released ? (
        <Suspense fallback={<LoadingNotice text="Loading the changes..." />}>
          <ReleaseDiff released={request.released} requested={requested} />
        </Suspense>
      ) : (
        <>
          <Typography.Text>
            No version of this type is released yet: this would be its first release.
          </Typography.Text>
          <MarkedText segments={[{ kind: 'same', text: request.promptContent }]} />
        </>
      )}
    </ReleaseSection>
  );
}
