import { useState } from 'react';
import { Tabs } from '@portal/shared/antd-nav';
import { IcpTab } from '../features/icps/icp-tab';
import { useDiscardGuard } from '@portal/remote-kit';
import { UspTab } from '../features/usps/usp-tab';

const TABS = [
  { key: 'icp', label: 'ICP Dashboard', children: <IcpTab /> },
  { key: 'usp', label: 'USP', children: <UspTab /> },
];

/** The onboarding artifacts of the chosen workspace, one tab per kind. */
export function ArtifactTabs() {
  const [activeKey, setActiveKey] = useState('icp');
  const guard = useDiscardGuard();
  return (
    <Tabs activeKey={activeKey} onChange={(key) => guard(() => setActiveKey(key))} items={TABS} />
  );
}
