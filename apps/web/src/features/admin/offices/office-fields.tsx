import { Col, Form, Input, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCompanies } from '../common/admin-lookups';
import type { RecordEditor } from '../common/use-record-editor';

/** The fields of an office; code and company are fixed once it exists. */
export function OfficeFields({ editor, creating }: { editor: RecordEditor; creating: boolean }) {
  const { t } = useTranslation('admin');
  const companies = useCompanies().map((c) => ({ value: c.companyCode, label: `${c.companyCode} · ${c.name}` }));
  return (
    <Row gutter={16}>
      <Col span={12}>
        <Form.Item label={t('offices.fields.officeCode')} {...editor.field('officeCode')}>
          <Input disabled={!creating} maxLength={10} style={{ textTransform: 'uppercase' }} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item label={t('offices.fields.companyCode')} {...editor.field('companyCode')}>
          <Select disabled={!creating} options={companies} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item label={t('offices.fields.nameEn')} {...editor.field('nameEn')}>
          <Input />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item label={t('offices.fields.nameCn')} {...editor.field('nameCn')}>
          <Input />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item label={t('offices.fields.address')} {...editor.field('address')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item label={t('offices.fields.phone')} {...editor.field('phone')}>
          <Input />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          label={t('offices.fields.enabled')}
          valuePropName="checked"
          {...editor.field('enabled')}
          required={false}
        >
          <Switch />
        </Form.Item>
      </Col>
    </Row>
  );
}
