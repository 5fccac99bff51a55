import { Col, Form, type FormItemProps } from 'antd';

/** A form field in a grid column: `<FieldCol span={12} label=… {...editor.field('name')}>`. */
export function FieldCol({ span, children, ...item }: FormItemProps & { span: number }) {
  return (
    <Col span={span}>
      <Form.Item {...item}>{children}</Form.Item>
    </Col>
  );
}
