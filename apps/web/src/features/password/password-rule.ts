import { checkPasswordChange, type PasswordProblem, type TChangePasswordRequest } from '@apex/shared/auth';
import type { FormRule } from 'antd';
import { messageText } from '../../i18n/server-messages';

type Field = PasswordProblem['field'];

/**
 * An antd form rule running the shared spec §5 policy (the server runs the same function), so a
 * field shows exactly the message the server would answer.
 */
export const passwordRule =
  (field: Field): FormRule =>
  ({ getFieldsValue }) => ({
    validator: async () => {
      const values = getFieldsValue() as Partial<TChangePasswordRequest>;
      const problem = checkPasswordChange({
        oldPassword: values.oldPassword ?? '',
        newPassword: values.newPassword ?? '',
        confirmPassword: values.confirmPassword ?? '',
      }).find((p) => p.field === field);
      if (problem) throw new Error(messageText(problem.code, problem.values));
    },
  });
