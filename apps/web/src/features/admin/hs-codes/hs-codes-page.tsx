import { API } from '@apex/shared';
import { HS_LEVELS, type THsCode } from '@apex/shared/master';
import { Form, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { FilterSelect } from '../../../kit/list/filter-select';
import { ListPage } from '../../../kit/list/list-page';
import { useList } from '../../../kit/list/use-list';
import { HsCodePicker } from './hs-code-picker';

/** /systemSetting/hsCode: the Harmonized System, searchable, read-only; and the picker goods lines use. */
export function HsCodesPage() {
  const { t } = useTranslation('refdata');
  const { t: tc } = useTranslation('cargo');
  const list = useList(API.hsCodes.list);
  const labelText = useLabel();
  const [picked, setPicked] = useState<THsCode>();
  const levelName = (level: number) => t(`hsCodes.levels.${String(level) as '2' | '4' | '6'}`);
  const columns: ColumnsType<THsCode> = [
    { key: 'code', dataIndex: 'code', title: tc('goods.hsCode'), sorter: true },
    { key: 'description', dataIndex: 'description', title: t('hsCodes.description'), width: 640 },
    { key: 'level', title: t('hsCodes.level'), render: (_, h) => levelName(h.level) },
    { key: 'parent', dataIndex: 'parent', title: t('hsCodes.parent') },
    { key: 'section', dataIndex: 'section', title: t('hsCodes.section') },
  ];
  return (
    <ListPage
      title={labelText('masterData:menus.hsCodes')}
      list={list}
      rowKey="code"
      columns={columns}
      keywordPlaceholder={t('hsCodes.keyword')}
      toolbar={<Typography.Text type="secondary">{t('hsCodes.readOnly')}</Typography.Text>}
      filters={
        <FilterSelect
          name="level"
          label={t('hsCodes.level')}
          options={HS_LEVELS.map((level) => ({ value: level, label: levelName(level) }))}
          width={140}
        />
      }
    >
      <Form layout="vertical" style={{ marginTop: 16, maxWidth: 640 }}>
        <Form.Item label={t('hsCodes.picker')} htmlFor="hsCodePicker">
          <HsCodePicker
            id="hsCodePicker"
            placeholder={t('hsCodes.pickerPlaceholder')}
            onChange={(_, hsCode) => setPicked(hsCode)}
          />
        </Form.Item>
        {picked && (
          <Typography.Text role="status">
            {t('hsCodes.picked', { code: picked.code, description: picked.description })}
          </Typography.Text>
        )}
      </Form>
    </ListPage>
  );
}
