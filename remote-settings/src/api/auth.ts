import { apiClient, type ChangePasswordRequest } from '@portal/shared';

export async function changePassword(request: ChangePasswordRequest): Promise<void> {
  await apiClient.put('/api/auth/change-password', request);
}
