import { apiClient } from './http-client';
import type { LoginRequest, LoginResponse } from '@portal/contract';

export async function login(credentials: LoginRequest): Promise<LoginResponse> {
  const { data } = await apiClient.post<LoginResponse>('/api/auth/login', credentials);
  return data;
}
