import { Button, Flex, Input } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-nav';
import { announceStoreConsumer } from '@portal/shared';
import {
  FilterIcon,
  PlusIcon,
  SearchIcon,
  PageHeading,
  CARD_BODY_PADDING,
} from '@portal/remote-kit';
import { StatCards } from '../components/stat-cards';
import { UserTable } from '../components/user-table';
import { SAMPLE_USERS, USER_FIGURES } from '../sample-data/users';

announceStoreConsumer('remote_settings');

/** Spec §2 static mock: sample figures only; search, Filter and Add User do nothing yet. */
export default function UsersPage() {
  return (
    <Flex vertical gap={16}>
      <PageHeading
        title="User Management"
        description="Manage who can use the portal and what they can do."
        actions={
          <Button type="primary" icon={<PlusIcon />}>
            Add User
          </Button>
        }
      />
      <StatCards figures={USER_FIGURES} />
      <Card styles={{ body: { padding: CARD_BODY_PADDING } }}>
        <Flex vertical gap={16}>
          <Flex gap={8} wrap>
            <Input
              aria-label="Search users"
              placeholder="Search users by name or email"
              prefix={<SearchIcon />}
              allowClear
              style={{ flex: '1 1 160px', maxWidth: 360 }}
            />
            <Button icon={<FilterIcon />}>Filter</Button>
          </Flex>
          <UserTable users={SAMPLE_USERS} />
        </Flex>
      </Card>
    </Flex>
  );
}
