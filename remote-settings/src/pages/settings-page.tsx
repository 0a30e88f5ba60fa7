import { Flex } from '@portal/shared/antd';
import { announceStoreConsumer } from '@portal/shared';
import { ChangePasswordForm } from '../components/change-password-form';
import { PageHeading } from '../components/page-heading';
import { SectionCard } from '../components/section-card';

announceStoreConsumer('remote_settings');

export default function SettingsPage() {
  return (
    <Flex vertical gap={16}>
      <PageHeading title="Settings" description="Manage the security of your account." />
      <div style={{ width: '100%', maxWidth: 560 }}>
        <SectionCard title="Change Password">
          <ChangePasswordForm />
        </SectionCard>
      </div>
    </Flex>
  );
}
