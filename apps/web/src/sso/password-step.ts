import { MESSAGES } from '@apex/shared';
import { checkPasswordChange, type PasswordProblem, type TChangePasswordRequest } from '@apex/shared/auth';
import { interpolate, type TLocale } from '@apex/shared/i18n';
import { TransportError } from '../platform/transport';
import { byId, setBusy, showMessage } from './dom';
import { changePassword } from './sign-on-api';
import type { SsoTextKey } from './texts';

type Field = PasswordProblem['field'];
const FIELDS: readonly Field[] = ['oldPassword', 'newPassword', 'confirmPassword'];

interface PasswordStep {
  /** Shows the step with the server's reason (first login, weak, expired); resolves once changed. */
  start(reason: string, token: string, account: string): Promise<void>;
  /** Re-renders the field problems in the newly chosen language. */
  refresh(): void;
}

/**
 * spec §5 forced password change: the same shared policy as the server, checked as the user
 * types, with the policy's messages in the chosen language.
 */
export function createPasswordStep(locale: () => TLocale, text: (key: SsoTextKey) => string): PasswordStep {
  const form = byId<HTMLFormElement>('change-password');
  const submit = byId<HTMLButtonElement>('change-submit');
  const alert = byId<HTMLElement>('change-error');
  const input = (field: Field) => byId<HTMLInputElement>(field);
  const touched = new Set<Field>();

  const values = (): TChangePasswordRequest => ({
    oldPassword: input('oldPassword').value,
    newPassword: input('newPassword').value,
    confirmPassword: input('confirmPassword').value,
  });

  function render(): PasswordProblem[] {
    const problems = checkPasswordChange(values());
    for (const field of FIELDS) {
      const problem = touched.has(field) ? problems.find((p) => p.field === field) : undefined;
      const message = problem ? interpolate(MESSAGES[problem.code][locale()], problem.values) : '';
      showMessage(byId(`${field}-error`), message);
      input(field).setAttribute('aria-invalid', String(problem !== undefined));
    }
    return problems;
  }

  for (const field of FIELDS)
    input(field).addEventListener('input', () => {
      touched.add(field);
      render();
    });

  return {
    refresh: render,
    start(reason, token, account) {
      byId<HTMLInputElement>('change-account').value = account;
      byId('sign-in').hidden = true;
      form.hidden = false;
      showMessage(byId('change-reason'), reason);
      input('oldPassword').focus();
      return new Promise((resolve) => {
        form.addEventListener('submit', async (event) => {
          event.preventDefault();
          for (const field of FIELDS) touched.add(field);
          if (render().length > 0) return;
          setBusy(submit, true, text);
          showMessage(alert, '');
          try {
            const { envelope } = await changePassword(values(), token, locale());
            if (envelope.statusCode === 200) return resolve();
            showMessage(alert, envelope.message);
          } catch (error) {
            showMessage(alert, error instanceof TransportError ? text('unreachable') : String(error));
          }
          setBusy(submit, false, text);
        });
      });
    },
  };
}
