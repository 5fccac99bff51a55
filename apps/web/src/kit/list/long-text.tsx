import { Typography } from 'antd';

/** A free-text cell kept to one line; the whole text shows on hover. */
export function LongText({ text, width = 280 }: { text: string; width?: number }) {
  return (
    <Typography.Text ellipsis={{ tooltip: text }} style={{ maxWidth: width }}>
      {text}
    </Typography.Text>
  );
}
