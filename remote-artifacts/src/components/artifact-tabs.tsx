import { Tabs } from 'antd';
import { IcpTab } from './icp-tab';
import { UspTab } from './usp-tab';

const TABS = [
  { key: 'icp', label: 'ICP Dashboard', children: <IcpTab /> },
  { key: 'usp', label: 'USP', children: <UspTab /> },
];

/** The onboarding artifacts of the chosen workspace, one tab per kind. */
export function ArtifactTabs() {
  return <Tabs defaultActiveKey="icp" items={TABS} />;
}
