import { Flex, Typography } from '@portal/shared/antd';
import { Avatar } from '@portal/shared/antd-nav';
import { useSession } from '@portal/shared';

/** Who is signed in. The username doubles as display name and email (spec §3). */
export function UserSummary() {
  const username = useSession((state) => state.user?.username);
  if (!username) return null;
  return (
    <Flex align="center" gap={12} style={{ marginBottom: 24 }}>
      <Avatar size={40} style={{ flexShrink: 0 }}>
        {username.charAt(0).toUpperCase()}
      </Avatar>
      <Flex vertical style={{ minWidth: 0 }}>
        <Typography.Text strong ellipsis>
          {username}
        </Typography.Text>
        <Typography.Text type="secondary" ellipsis>
          {username}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
