import { Flex, Tag, Tooltip } from 'antd';

interface TagListProps {
  values: string[];
  label?: (value: string) => string;
  /** The one to stand out (a user's default office), first and in colour, with why on hover. */
  marked?: { value: string; hint: string };
}

/** Codes as tags that wrap within the cell instead of widening the table. */
export function TagList({ values, label = (v) => v, marked }: TagListProps) {
  const ordered = marked?.value ? [marked.value, ...values.filter((v) => v !== marked.value)] : values;
  return (
    <Flex wrap gap={4} style={{ maxWidth: 150 }}>
      {ordered.map((value) =>
        value === marked?.value ? (
          <Tooltip key={value} title={marked.hint}>
            <Tag color="blue" style={{ marginInlineEnd: 0 }}>
              {label(value)}
            </Tag>
          </Tooltip>
        ) : (
          <Tag key={value} style={{ marginInlineEnd: 0 }}>
            {label(value)}
          </Tag>
        ),
      )}
    </Flex>
  );
}
