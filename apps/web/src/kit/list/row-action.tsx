import { Button } from 'antd';

/** A link of a table row. */
export function RowAction({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="link" size="small" onClick={onClick}>
      {label}
    </Button>
  );
}
