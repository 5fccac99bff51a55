import {
  BoldOutlined,
  DeleteColumnOutlined,
  DeleteOutlined,
  DeleteRowOutlined,
  DisconnectOutlined,
  InsertRowBelowOutlined,
  InsertRowRightOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  TableOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { type ChainedCommands, type Editor, useEditorState } from '@tiptap/react';
import { Button, Divider, Input, Popover, Tooltip } from 'antd';
import { Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './rich-text-editor.module.css';

/** The links the server keeps (sanitize-rich-text.ts): web and mail addresses. */
export const WEB_OR_MAIL = /^(https?:\/\/|mailto:)/i;

/** Where the cursor is, for the toolbar: which marks and blocks are on, what can be done. */
const stateOf = (e: Editor) => ({
  bold: e.isActive('bold'),
  italic: e.isActive('italic'),
  underline: e.isActive('underline'),
  strike: e.isActive('strike'),
  subscript: e.isActive('subscript'),
  superscript: e.isActive('superscript'),
  heading: e.isActive('heading', { level: 3 }),
  subheading: e.isActive('heading', { level: 4 }),
  bulletList: e.isActive('bulletList'),
  orderedList: e.isActive('orderedList'),
  link: e.isActive('link'),
  table: e.isActive('table'),
  canUndo: e.can().undo(),
  canRedo: e.can().redo(),
});
type EditorFacts = ReturnType<typeof stateOf>;

interface Tool {
  /** Its text key under `editor.` in homeSettings.json (the tooltip and the accessible name). */
  key: string;
  icon: ReactNode;
  run: (chain: ChainedCommands) => ChainedCommands;
  /** Shown as pressed while the cursor is in what it makes. */
  active?: (s: EditorFacts) => boolean;
  /** Offered only here. */
  enabled?: (s: EditorFacts) => boolean;
}

const inTable = (s: EditorFacts) => s.table;

/** The toolbar in groups, divided by a line. The link button is a popover of its own. */
const GROUPS: readonly (readonly Tool[])[] = [
  [
    { key: 'bold', icon: <BoldOutlined />, run: (c) => c.toggleBold(), active: (s) => s.bold },
    { key: 'italic', icon: <ItalicOutlined />, run: (c) => c.toggleItalic(), active: (s) => s.italic },
    { key: 'underline', icon: <UnderlineOutlined />, run: (c) => c.toggleUnderline(), active: (s) => s.underline },
    { key: 'strike', icon: <StrikethroughOutlined />, run: (c) => c.toggleStrike(), active: (s) => s.strike },
    { key: 'subscript', icon: 'x₂', run: (c) => c.toggleSubscript(), active: (s) => s.subscript },
    { key: 'superscript', icon: 'x²', run: (c) => c.toggleSuperscript(), active: (s) => s.superscript },
  ],
  [
    { key: 'heading', icon: 'H1', run: (c) => c.toggleHeading({ level: 3 }), active: (s) => s.heading },
    { key: 'subheading', icon: 'H2', run: (c) => c.toggleHeading({ level: 4 }), active: (s) => s.subheading },
    {
      key: 'bulletList',
      icon: <UnorderedListOutlined />,
      run: (c) => c.toggleBulletList(),
      active: (s) => s.bulletList,
    },
    {
      key: 'orderedList',
      icon: <OrderedListOutlined />,
      run: (c) => c.toggleOrderedList(),
      active: (s) => s.orderedList,
    },
  ],
  [
    {
      key: 'unlink',
      icon: <DisconnectOutlined />,
      run: (c) => c.extendMarkRange('link').unsetLink(),
      enabled: (s) => s.link,
    },
  ],
  [
    {
      key: 'insertTable',
      icon: <TableOutlined />,
      run: (c) => c.insertTable({ rows: 3, cols: 3, withHeaderRow: true }),
      enabled: (s) => !s.table,
    },
    { key: 'addRow', icon: <InsertRowBelowOutlined />, run: (c) => c.addRowAfter(), enabled: inTable },
    { key: 'addColumn', icon: <InsertRowRightOutlined />, run: (c) => c.addColumnAfter(), enabled: inTable },
    { key: 'deleteRow', icon: <DeleteRowOutlined />, run: (c) => c.deleteRow(), enabled: inTable },
    { key: 'deleteColumn', icon: <DeleteColumnOutlined />, run: (c) => c.deleteColumn(), enabled: inTable },
    { key: 'deleteTable', icon: <DeleteOutlined />, run: (c) => c.deleteTable(), enabled: inTable },
  ],
  [
    { key: 'undo', icon: <UndoOutlined />, run: (c) => c.undo(), enabled: (s) => s.canUndo },
    { key: 'redo', icon: <RedoOutlined />, run: (c) => c.redo(), enabled: (s) => s.canRedo },
  ],
];

/** The formatting buttons above the rich-text editor; each names itself in the user's language. */
export function RichTextToolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation('homeSettings');
  const facts = useEditorState({ editor, selector: ({ editor: e }) => stateOf(e) });
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t('editor.toolbar')}>
      {GROUPS.map((group, index) => (
        <Fragment key={group[0]!.key}>
          {index > 0 && <Divider orientation="vertical" />}
          {/* The link popover opens the group that removes links. */}
          {group[0]!.key === 'unlink' && <LinkButton editor={editor} active={facts.link} />}
          {group.map((tool) => (
            <ToolButton
              key={tool.key}
              label={t(`editor.${tool.key}` as 'editor.bold')}
              icon={tool.icon}
              active={tool.active?.(facts) ?? false}
              disabled={tool.enabled ? !tool.enabled(facts) : false}
              onClick={() => tool.run(editor.chain().focus()).run()}
            />
          ))}
        </Fragment>
      ))}
    </div>
  );
}

interface ToolButtonProps {
  label: string;
  icon: ReactNode;
  active: boolean;
  disabled?: boolean;
  onClick?: () => void;
}

function ToolButton({ label, icon, active, disabled, onClick }: ToolButtonProps) {
  return (
    <Tooltip title={label}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        aria-label={label}
        aria-pressed={active}
        disabled={disabled}
        icon={icon}
        onClick={onClick}
      />
    </Tooltip>
  );
}

/** Makes the selection a link to a web or mail address (https:// is added to a bare host name). */
function LinkButton({ editor, active }: { editor: Editor; active: boolean }) {
  const { t } = useTranslation('homeSettings');
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const apply = () => {
    const url = href.trim();
    if (url) {
      const target = WEB_OR_MAIL.test(url) ? url : `https://${url}`;
      editor.chain().focus().extendMarkRange('link').setLink({ href: target }).run();
    }
    setOpen(false);
  };
  const onOpenChange = (next: boolean) => {
    if (next) setHref((editor.getAttributes('link').href as string | undefined) ?? '');
    setOpen(next);
  };
  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      trigger="click"
      content={
        <Input.Search
          autoFocus
          aria-label={t('editor.linkAddress')}
          placeholder="https://"
          enterButton={t('editor.linkApply')}
          value={href}
          onChange={(e) => setHref(e.target.value)}
          onSearch={apply}
          style={{ width: 320 }}
        />
      }
    >
      <span>
        <ToolButton label={t('editor.link')} icon={<LinkOutlined />} active={active} />
      </span>
    </Popover>
  );
}
