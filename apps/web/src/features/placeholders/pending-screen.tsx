import { HourglassOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../../platform/paths';

interface PendingScreenProps {
  title: string;
  heading: string;
  explanation: string;
  details: { label: string; value: ReactNode }[];
  /** What the screen can already do (a job card's draft note). */
  children?: ReactNode;
}

/** What a menu entry shows until its screen exists: says so plainly, never a mock form. */
export function PendingScreen({ title, heading, explanation, details, children }: PendingScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card>
      <Result
        icon={<HourglassOutlined style={{ color: '#409EFF' }} />}
        title={title}
        subTitle={
          <>
            <strong>{heading}</strong> — {explanation}
          </>
        }
        extra={
          <Button type="primary" onClick={() => navigate(HOME_PATH)}>
            {t('backHome')}
          </Button>
        }
      >
        <Descriptions
          size="small"
          column={1}
          bordered
          items={details.map(({ label, value }) => ({ key: label, label, children: value }))}
        />
        {children}
      </Result>
    </Card>
  );
}
