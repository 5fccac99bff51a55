import { ZCreateUserRequest } from '@apex/shared/admin';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOfIssues, fieldErrorsOfServerIssues, formFieldOf } from './form-issues';

describe('zod issues as form field errors', () => {
  const issuesOf = (values: object) => ZCreateUserRequest.safeParse(values).error?.issues ?? [];
  const valid = {
    account: 'lin.wei',
    name: 'Lin Wei',
    companyCode: 'apex',
    officeCodes: ['sha'],
    defaultOfficeCode: 'sha',
    roleCodes: [],
    initialPassword: 'Harbour#Crane42',
  };

  it('puts each issue under its top-level field, an issue inside a list under the list', () => {
    const fields = fieldErrorsOfIssues(
      issuesOf({ ...valid, name: '', officeCodes: ['SHA', 'bad code!'] }),
      (i) => i.code,
    );
    expect(fields).toEqual([
      { name: 'name', errors: ['too_small'] },
      { name: 'officeCodes', errors: ['invalid_format'] },
    ]);
  });

  it('words the shared rules with the given text function (password policy, default office)', () => {
    const fields = fieldErrorsOfIssues(
      issuesOf({ ...valid, initialPassword: 'short', defaultOfficeCode: 'NGB' }),
      (i) => i.message,
    );
    expect(fields).toEqual([
      { name: 'initialPassword', errors: ['password.tooShort'] },
      { name: 'defaultOfficeCode', errors: ['user.officeRequired'] },
    ]);
  });

  it('has nothing for valid values', () => {
    expect(fieldErrorsOfIssues(issuesOf(valid), (i) => i.message)).toEqual([]);
  });
});

describe("the server's data.issues on the form", () => {
  it('names the form field of a body issue', () => {
    expect(formFieldOf('body.roleCodes[1]')).toBe('roleCodes');
    expect(formFieldOf('body.name')).toBe('name');
    expect(formFieldOf('query.version')).toBeUndefined();
  });

  it('places issues on fields the form shows and hands back the rest', () => {
    const issues = [
      { field: 'body.roleCodes[1]', message: 'Role NOPE does not exist' },
      { field: 'body.roleCodes[2]', message: 'Role GONE does not exist' },
      { field: 'body.version', message: 'Too small' },
    ];
    expect(fieldErrorsOfServerIssues(issues, ['name', 'roleCodes'])).toEqual({
      fields: [{ name: 'roleCodes', errors: ['Role NOPE does not exist', 'Role GONE does not exist'] }],
      unplaced: [{ field: 'body.version', message: 'Too small' }],
    });
  });
});
