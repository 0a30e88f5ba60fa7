import { Flex } from '@portal/shared/antd';
import { Alert } from '@portal/shared/antd-nav';
import { useNavigate } from '@portal/shared/router';
import { announceStoreConsumer, sessionStore, useSession } from '@portal/shared';
import { usePasswordChangeContinuation } from '@portal/remote-kit/password-change';
import { ChangePasswordForm } from '../components/change-password-form';
import { PageHeading, SectionCard } from '@portal/remote-kit';

announceStoreConsumer('remote_settings');

/** Where the portal goes on after a sign-in (spec §2), when nothing else was asked for. */
const AFTER_SIGN_IN = '/auth/tenant-selection';

export default function SettingsPage() {
  const navigate = useNavigate();
  // Issue 34: an account with a one-time password is sent here, to change it before anything.
  const mustChangePassword = useSession((state) => state.mustChangePassword);
  const continueTo = usePasswordChangeContinuation();

  // Once the one-time password is changed, the user goes on where they were headed; after an
  // ordinary change they stay, with the spec's success message.
  const goOn = () => {
    const { mustChangePassword: wasOneTime, passwordChanged } = sessionStore.getState();
    if (!wasOneTime) return;
    passwordChanged();
    navigate(continueTo ?? AFTER_SIGN_IN, { replace: true });
  };

  return (
    <Flex vertical gap={16}>
      <PageHeading title="Settings" description="Manage the security of your account." />
      {mustChangePassword && (
        <Alert type="warning" showIcon title="Choose a new password to continue" />
      )}
      <div style={{ width: '100%', maxWidth: 560 }}>
        <SectionCard title="Change Password">
          <ChangePasswordForm onChanged={goOn} />
        </SectionCard>
      </div>
    </Flex>
  );
}
