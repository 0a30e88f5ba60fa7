import { apiClient } from '@portal/shared';
import type { ChangePasswordRequest } from '@portal/contract';

export async function changePassword(request: ChangePasswordRequest): Promise<void> {
  await apiClient.put('/api/auth/change-password', request);
}
