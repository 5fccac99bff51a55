import { API } from '@apex/shared';
import type { TJobNumberRule } from '@apex/shared/master';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { call, failureText } from '../../../api/client';
import { today } from './today';

/** Shows the next number a rule would give today, or why it gives none (spec §8); takes no number. */
export function usePreviewNumber() {
  const { t } = useTranslation('charges');
  const { message, modal } = App.useApp();
  return async (rule: TJobNumberRule) => {
    try {
      const { jobNo } = await call(
        API.jobNumberRules.preview,
        { params: { id: rule.id }, query: { date: today() } },
        { isStopError: true },
      );
      modal.info({
        title: t('rules.previewTitle', { office: rule.officeCode, jobType: rule.jobType }),
        content: (
          <>
            <p style={{ fontSize: 18, fontFamily: 'monospace' }}>{jobNo}</p>
            <p>{t('rules.previewNote')}</p>
          </>
        ),
      });
    } catch (error) {
      void message.error(failureText(error));
    }
  };
}
