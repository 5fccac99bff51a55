import {
  BoldOutlined,
  DisconnectOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Divider, Input, Popover, Tooltip } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './rich-text-editor.module.css';

export interface RichTextEditorProps {
  /** The form item's id and label: the editable area is named by the label for screen readers. */
  id?: string;
  label: string;
  /** HTML; '' when empty, so the form's "required" sees an empty editor as missing. */
  value?: string;
  onChange?: (html: string) => void;
}

/**
 * Only what the server's sanitiser keeps (sanitize-rich-text.ts): paragraphs, headings, bold,
 * italic, underline, strike, lists, quotes, rules and web or mail links. Code and code blocks are
 * off (the sanitiser drops <code> and <pre>), headings stay at the levels it allows (h5 has no
 * button but survives an edit), and links must be web or mail addresses, as on the server. Tables,
 * sub- and superscript, which the sanitiser also allows, are not kept: their TipTap extensions lag
 * behind the core's version (docs/decisions.md).
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [3, 4, 5] },
    code: false,
    codeBlock: false,
    link: {
      openOnClick: false,
      defaultProtocol: 'https',
      isAllowedUri: (url) => WEB_OR_MAIL.test(url),
    },
  }),
];

const WEB_OR_MAIL = /^(https?:\/\/|mailto:)/i;

const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * The WYSIWYG editor of announcement and news content (TipTap), a controlled antd form field. It is
 * loaded on demand (rich-text-field.tsx), so ProseMirror never reaches the first page's bundle.
 */
export function RichTextEditor({ id, label, value = '', onChange }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        class: styles.content!,
      },
    },
    onUpdate: ({ editor }) => onChange?.(htmlOf(editor)),
  });
  // A value set from outside (the record read again after a conflict, a form reset) replaces the
  // text; the editor's own changes come back equal and are left alone, keeping the cursor.
  useEffect(() => {
    if (value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  return (
    <div className={styles.frame}>
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation('homeSettings');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      heading: e.isActive('heading', { level: 3 }),
      subheading: e.isActive('heading', { level: 4 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const tool = (key: keyof typeof state, icon: ReactNode, run: () => void) => (
    <ToolButton label={t(`editor.${key}` as 'editor.bold')} icon={icon} active={state[key]} onClick={run} />
  );
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t('editor.toolbar')}>
      {tool('bold', <BoldOutlined />, () => chain().toggleBold().run())}
      {tool('italic', <ItalicOutlined />, () => chain().toggleItalic().run())}
      {tool('underline', <UnderlineOutlined />, () => chain().toggleUnderline().run())}
      {tool('strike', <StrikethroughOutlined />, () => chain().toggleStrike().run())}
      <Divider orientation="vertical" />
      {tool('heading', 'H1', () => chain().toggleHeading({ level: 3 }).run())}
      {tool('subheading', 'H2', () => chain().toggleHeading({ level: 4 }).run())}
      {tool('bulletList', <UnorderedListOutlined />, () => chain().toggleBulletList().run())}
      {tool('orderedList', <OrderedListOutlined />, () => chain().toggleOrderedList().run())}
      <Divider orientation="vertical" />
      <LinkButton editor={editor} active={state.link} />
      <ToolButton
        label={t('editor.unlink')}
        icon={<DisconnectOutlined />}
        disabled={!state.link}
        onClick={() => chain().extendMarkRange('link').unsetLink().run()}
      />
      <Divider orientation="vertical" />
      <ToolButton
        label={t('editor.undo')}
        icon={<UndoOutlined />}
        disabled={!state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <ToolButton
        label={t('editor.redo')}
        icon={<RedoOutlined />}
        disabled={!state.canRedo}
        onClick={() => chain().redo().run()}
      />
    </div>
  );
}

interface ToolButtonProps {
  label: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick?: () => void;
}

function ToolButton({ label, icon, active = false, disabled, onClick }: ToolButtonProps) {
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
