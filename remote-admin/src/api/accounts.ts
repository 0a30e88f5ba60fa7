import { apiClient } from '@portal/shared';
import type {
  Account,
  AccountWithPassword,
  CreateAccountRequest,
  SetRoleRequest,
} from '@portal/contract';

const base = '/api/users';
const id = encodeURIComponent;

/** Every account, by username (the whole list: the table searches, sorts and pages it). */
export async function listAccounts(): Promise<Account[]> {
  const { data } = await apiClient.get<Account[]>(base);
  return data;
}

/** A new account and its one-time password, shown this once. */
export async function createAccount(request: CreateAccountRequest): Promise<AccountWithPassword> {
  const { data } = await apiClient.post<AccountWithPassword>(base, request);
  return data;
}

export async function setRole(userId: string, request: SetRoleRequest): Promise<Account> {
  const { data } = await apiClient.put<Account>(`${base}/${id(userId)}/role`, request);
  return data;
}

/** A new one-time password; every session of the account ends. */
export async function resetPassword(userId: string): Promise<AccountWithPassword> {
  const { data } = await apiClient.post<AccountWithPassword>(
    `${base}/${id(userId)}/reset-password`,
  );
  return data;
}

export async function disableAccount(userId: string): Promise<Account> {
  const { data } = await apiClient.post<Account>(`${base}/${id(userId)}/disable`);
  return data;
}

export async function enableAccount(userId: string): Promise<Account> {
  const { data } = await apiClient.post<Account>(`${base}/${id(userId)}/enable`);
  return data;
}
