import { Subscript } from '@tiptap/extension-subscript';
import { Superscript } from '@tiptap/extension-superscript';
import { TableKit } from '@tiptap/extension-table';
import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import styles from './rich-text-editor.module.css';
import { RichTextToolbar, WEB_OR_MAIL } from './rich-text-toolbar';

export interface RichTextEditorProps {
  /** The form item's id and label: the editable area is named by the label for screen readers. */
  id?: string;
  label: string;
  /** HTML; '' when empty, so the form's "required" sees an empty editor as missing. */
  value?: string;
  onChange?: (html: string) => void;
}

/**
 * What the server's sanitiser keeps (sanitize-rich-text.ts), and only that: paragraphs, headings,
 * bold, italic, underline, strike, sub- and superscript, lists, quotes, rules, tables and web or
 * mail links. Code and code blocks are off (the sanitiser drops <code> and <pre>), headings stay at
 * the levels it allows (h5 has no button but survives an edit), tables are not resizable (the
 * sanitiser drops widths), and links must be web or mail addresses, as on the server.
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
  Subscript,
  Superscript,
  TableKit.configure({ table: { resizable: false } }),
];

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
      <RichTextToolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
