import { validateChangePassword } from './change-password';

const valid = {
  currentPassword: 'old-secret',
  newPassword: 'new-secret',
  confirmPassword: 'new-secret',
};

it.each([
  [{ ...valid, currentPassword: '' }, 'Current password is required'],
  [{ ...valid, newPassword: '', confirmPassword: '' }, 'New password is required'],
  // Blank after trimming counts as missing, as the API answers (spec §5 wording).
  [{ ...valid, newPassword: '      ', confirmPassword: '      ' }, 'New password is required'],
  [
    { ...valid, newPassword: '\t \u00a0\n\u3000 ', confirmPassword: '' },
    'New password is required',
  ],
  [
    { ...valid, newPassword: 'abcde', confirmPassword: 'abcde' },
    'New password must be at least 6 characters',
  ],
  [{ ...valid, confirmPassword: 'other-secret' }, 'New passwords do not match'],
  [
    { ...valid, newPassword: 'old-secret', confirmPassword: 'old-secret' },
    'New password must be different from current password',
  ],
])('%o → %s', (form, message) => {
  expect(validateChangePassword(form)).toBe(message);
});

it('reports only the first broken rule, in the spec order', () => {
  expect(
    validateChangePassword({ currentPassword: '', newPassword: '1', confirmPassword: '2' }),
  ).toBe('Current password is required');
});

it('accepts a valid change', () => {
  expect(validateChangePassword(valid)).toBeNull();
});
