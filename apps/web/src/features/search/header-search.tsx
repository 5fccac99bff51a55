import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Input } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppRoutes } from '../routes/use-app-routes';

/** Header search over the titled, visible pages of the user's routes. */
export function HeaderSearch() {
  const { t } = useTranslation('shell');
  const { flat, title } = useAppRoutes();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const options = useMemo(() => {
    const needle = text.trim().toLowerCase();
    if (!needle) return [];
    return flat
      .filter((r) => r.kind === 'page' || r.kind === 'embedded')
      .filter((r) => !r.meta.hidden && !r.path.includes(':'))
      .filter((r) => title(r).toLowerCase().includes(needle))
      .map((r) => ({ value: r.path, label: title(r) }));
  }, [flat, title, text]);
  return (
    <AutoComplete
      value={text}
      options={options}
      onChange={setText}
      onSelect={(path: string) => {
        setText('');
        navigate(path);
      }}
      style={{ width: 220 }}
    >
      <Input prefix={<SearchOutlined />} placeholder={t('search')} allowClear />
    </AutoComplete>
  );
}
