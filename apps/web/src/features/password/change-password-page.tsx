import { API, ZFieldIssue } from '@apex/shared';
import type { TChangePasswordRequest } from '@apex/shared/auth';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, request } from '../../api/client';
import { messageText } from '../../i18n/server-messages';
import { SCROLL_TO_FIRST_ERROR } from '../../kit/form/first-error';
import { fieldErrorsOfServerIssues } from '../../kit/form/form-issues';
import { HOME_PATH } from '../../platform/paths';
import { currentUserQuery, useCurrentUser } from '../session/current-user';
import { passwordRule } from './password-rule';

const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;
const AUTOCOMPLETE = { oldPassword: 'current-password', newPassword: 'new-password', confirmPassword: 'new-password' };

/** spec §5 Password change; forced (the only reachable screen) while the session needs it. */
export function ChangePasswordPage() {
  const { t } = useTranslation(['password', 'routes']);
  const { message } = App.useApp();
  const [form] = Form.useForm<TChangePasswordRequest>();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);

  const submit = async (values: TChangePasswordRequest) => {
    setSaving(true);
    try {
      const envelope = await request(API.auth.changePassword, { body: values }, { isStopError: true });
      void message.success(envelope.message);
      form.resetFields();
      const forced = user.passwordChangeReason !== null;
      await queryClient.refetchQueries({ queryKey: currentUserQuery.queryKey });
      if (forced) navigate(HOME_PATH, { replace: true });
    } catch (error) {
      // The server's field issues (a wrong old password) go under their field; anything else on top.
      const data = error instanceof ApiError ? (error.envelope.data as { issues?: unknown } | null) : null;
      const issues = ZFieldIssue.array().safeParse(data?.issues).data ?? [];
      const { fields } = fieldErrorsOfServerIssues(issues, FIELDS);
      if (fields.length > 0) form.setFields(fields as { name: (typeof FIELDS)[number]; errors: string[] }[]);
      else void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card style={{ maxWidth: 480 }} title={t('routes:changePassword')}>
      {user.passwordChangeReason && (
        <Alert
          type="warning"
          showIcon
          title={messageText('auth.passwordChange.required')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
        scrollToFirstError={SCROLL_TO_FIRST_ERROR}
      >
        {FIELDS.map((name, index) => (
          <Form.Item
            key={name}
            name={name}
            label={t(name)}
            rules={[passwordRule(name)]}
            dependencies={FIELDS.slice(0, index)}
          >
            <Input.Password autoComplete={AUTOCOMPLETE[name]} />
          </Form.Item>
        ))}
        <Typography.Paragraph type="secondary">{t('policy')}</Typography.Paragraph>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('submit')}
        </Button>
      </Form>
    </Card>
  );
}
