import type { TMessageCode } from '../api/messages';

// spec §5 and §9: at least 8 characters and at least 3 of the 4 character classes.
const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MIN_CLASSES = 3;
/** Long enough for pass-phrases, short enough that hashing cannot be abused. */
export const PASSWORD_MAX_LENGTH = 128;

export interface PasswordProblem {
  field: 'oldPassword' | 'newPassword' | 'confirmPassword';
  code: TMessageCode;
  values?: Record<string, number>;
}

/** How many of upper, lower, digit and special characters the password uses. */
export function passwordClassCount(password: string): number {
  const classes = [/\p{Lu}/u, /\p{Ll}/u, /\p{Nd}/u, /[^\p{L}\p{Nd}\s]/u];
  return classes.filter((re) => re.test(password)).length;
}

/** Problems of a new password on its own; empty when it satisfies the policy. */
export function checkPasswordStrength(
  password: string,
  field: PasswordProblem['field'] = 'newPassword',
): PasswordProblem[] {
  if (password.length === 0) return [{ field, code: 'password.required' }];
  if (password.length < PASSWORD_MIN_LENGTH)
    return [{ field, code: 'password.tooShort', values: { min: PASSWORD_MIN_LENGTH } }];
  if (password.length > PASSWORD_MAX_LENGTH)
    return [{ field, code: 'password.tooLong', values: { max: PASSWORD_MAX_LENGTH } }];
  if (passwordClassCount(password) < PASSWORD_MIN_CLASSES) return [{ field, code: 'password.classes' }];
  return [];
}

export function isWeakPassword(password: string): boolean {
  return checkPasswordStrength(password).length > 0;
}

/**
 * spec §5 password change: no empty field, policy met, new differs from old, confirmation
 * matches. The change-password form and the server run this same function.
 */
export function checkPasswordChange(input: {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (input.oldPassword.length === 0) problems.push({ field: 'oldPassword', code: 'password.required' });
  problems.push(...checkPasswordStrength(input.newPassword));
  if (input.confirmPassword.length === 0) problems.push({ field: 'confirmPassword', code: 'password.required' });
  else if (input.confirmPassword !== input.newPassword)
    problems.push({ field: 'confirmPassword', code: 'password.mismatch' });
  if (input.oldPassword.length > 0 && input.newPassword === input.oldPassword)
    problems.push({ field: 'newPassword', code: 'password.sameAsOld' });
  return problems;
}
