import { Flex } from '@portal/shared/antd';
import { announceStoreConsumer } from '@portal/shared';
import { IcpTable } from '../components/icp-table';
import { IcpTemplates } from '../components/icp-templates';
import { PageHeading, SectionCard } from '@portal/remote-kit';
import { StatCards } from '../components/stat-cards';
import { ICP_FIGURES, ICP_TEMPLATES, SAMPLE_ICPS } from '../sample-data/icps';

announceStoreConsumer('remote_settings');

/** Spec §2 static mock: sample ICPs, templates and figures, no calls. */
export default function IcpManagementPage() {
  return (
    <Flex vertical gap={16}>
      <PageHeading
        title="ICP Management"
        description="Ideal customer profiles across your workspaces, and templates to start from."
      />
      <StatCards figures={ICP_FIGURES} />
      <SectionCard title="Ideal Customer Profiles">
        <IcpTable icps={SAMPLE_ICPS} />
      </SectionCard>
      <SectionCard title="Templates">
        <IcpTemplates templates={ICP_TEMPLATES} />
      </SectionCard>
    </Flex>
  );
}
