import type { TJobType } from '@apex/shared/jobs';
import { Form, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';

interface JobTypeSwitchProps {
  types: readonly TJobType[];
  value: TJobType;
  onChange: (jobType: TJobType) => void;
  label?: string;
  size?: 'small' | 'middle';
}

/** The job type a list of both types shows, in a list's query form (useJobTypeParam keeps it in the URL). */
export function JobTypeSwitch({ types, value, onChange, label, size }: JobTypeSwitchProps) {
  const { t } = useTranslation('codes');
  return (
    <Form.Item label={label}>
      <Segmented<TJobType>
        size={size}
        value={value}
        options={types.map((type) => ({ value: type, label: t(`jobFields.types.${type}`) }))}
        onChange={onChange}
      />
    </Form.Item>
  );
}
