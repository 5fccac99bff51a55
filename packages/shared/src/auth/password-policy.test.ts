import { describe, expect, it } from 'vitest';
import { checkPasswordChange, checkPasswordStrength, passwordClassCount } from './password-policy';

const codes = (problems: { code: string }[]) => problems.map((p) => p.code);

describe('spec §5 password policy', () => {
  it('counts upper, lower, digit and special characters, including non-ASCII letters', () => {
    expect(passwordClassCount('abc')).toBe(1);
    expect(passwordClassCount('Abc1')).toBe(3);
    expect(passwordClassCount('Abc1!')).toBe(4);
    expect(passwordClassCount('Ünïcode9')).toBe(3);
  });

  it('wants at least 8 characters and 3 of 4 classes', () => {
    expect(codes(checkPasswordStrength(''))).toEqual(['password.required']);
    expect(codes(checkPasswordStrength('Ab1!xyz'))).toEqual(['password.tooShort']);
    expect(codes(checkPasswordStrength('abcdefgh1'))).toEqual(['password.classes']);
    expect(codes(checkPasswordStrength('abcdefg1!'))).toEqual([]);
    expect(codes(checkPasswordStrength('ABCDEFG1a'))).toEqual([]);
    expect(codes(checkPasswordStrength(`Aa1!${'x'.repeat(200)}`))).toEqual(['password.tooLong']);
  });

  it('rejects empty fields, a new password equal to the old one and a confirmation that differs', () => {
    expect(checkPasswordChange({ oldPassword: '', newPassword: '', confirmPassword: '' })).toEqual([
      { field: 'oldPassword', code: 'password.required' },
      { field: 'newPassword', code: 'password.required' },
      { field: 'confirmPassword', code: 'password.required' },
    ]);
    expect(
      codes(
        checkPasswordChange({ oldPassword: 'Same#Pass1', newPassword: 'Same#Pass1', confirmPassword: 'Same#Pass1' }),
      ),
    ).toEqual(['password.sameAsOld']);
    expect(
      codes(checkPasswordChange({ oldPassword: 'Old#Pass1', newPassword: 'New#Pass1', confirmPassword: 'New#Pass2' })),
    ).toEqual(['password.mismatch']);
    expect(
      checkPasswordChange({ oldPassword: 'Old#Pass1', newPassword: 'New#Pass1', confirmPassword: 'New#Pass1' }),
    ).toEqual([]);
  });
});
