import { containerNoIssue, normaliseContainerNo } from '@apex/shared/jobs';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../i18n/server-messages';
import { textCell } from '../cargo-grid/cell-inputs';

interface ContainerNoCellProps {
  value: string;
  set: (value: string) => void;
  status: 'error' | undefined;
  /** Who confirmed a saved number with a wrong check digit, by number. */
  confirmedBy: (no: string) => string | undefined;
}

/**
 * spec §5 "otherwise it is flagged" (issue 16): a number whose ISO 6346 check digit is wrong is
 * flagged under its cell as it is typed, with the digit it should have, or with who confirmed it
 * once saved; the save asks before keeping a new one. A wrong shape is the schema's error instead.
 */
export function ContainerNoCell({ value, set, status, confirmedBy }: ContainerNoCellProps) {
  const { t } = useTranslation('cargo');
  const no = normaliseContainerNo(value);
  const issue = containerNoIssue(no);
  const confirmer = confirmedBy(no);
  const flag =
    status || issue?.code !== 'container.checkDigit'
      ? null
      : confirmer
        ? t('checkDigitConfirmedBy', { account: confirmer })
        : messageText(issue.code, issue.values);
  return (
    <>
      {textCell(value, set, status ?? (flag ? 'warning' : undefined))}
      {flag && (
        <Typography.Text type="warning" style={{ fontSize: 12 }}>
          {flag}
        </Typography.Text>
      )}
    </>
  );
}
