import { Result } from 'antd';

/** Why an embedded page shows no frame (its own chunk: antd's Result is not needed otherwise). */
export function FrameNotice({ status, title, text }: { status: 'warning' | 'info'; title: string; text: string }) {
  return <Result status={status} title={title} subTitle={text} />;
}
