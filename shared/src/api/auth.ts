import { apiClient } from './http-client';
import type { ChangePasswordRequest, LoginRequest, LoginResponse } from '@portal/contract';

export async function login(credentials: LoginRequest): Promise<LoginResponse> {
  const { data } = await apiClient.post<LoginResponse>('/api/auth/login', credentials);
  return data;
}

export async function changePassword(request: ChangePasswordRequest): Promise<void> {
  await apiClient.put('/api/auth/change-password', request);
}
