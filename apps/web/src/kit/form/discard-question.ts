import type { ModalFuncProps } from 'antd';

interface DiscardQuestion {
  title: string;
  content?: string;
  /** The destructive answer: close, discard, leave. */
  discardText: string;
  /** The safe answer: keep editing, keep open. */
  keepText: string;
  onDiscard: () => void;
  onKeep?: () => void;
}

/**
 * The question before unsaved edits are thrown away (`modal.confirm(discardQuestion(…))`). Keeping
 * them is the primary answer and has the focus, so Enter and Escape keep them; throwing them away
 * is the danger button, clicked on purpose.
 */
export function discardQuestion({
  title,
  content,
  discardText,
  keepText,
  onDiscard,
  onKeep,
}: DiscardQuestion): ModalFuncProps {
  return {
    title,
    content,
    okText: discardText,
    okType: 'default',
    okButtonProps: { danger: true },
    onOk: onDiscard,
    cancelText: keepText,
    cancelButtonProps: { type: 'primary' },
    autoFocusButton: 'cancel',
    onCancel: onKeep,
  };
}
