import type { LoginRequest } from '@portal/contract';

export type LoginErrors = Partial<Record<keyof LoginRequest, string>>;

/** Spec §5: both fields are checked before any call. */
export function validateLogin({ username, password }: LoginRequest): LoginErrors {
  const errors: LoginErrors = {};
  if (!username.trim()) errors.username = 'Username is required';
  if (!password) errors.password = 'Password is required';
  return errors;
}
