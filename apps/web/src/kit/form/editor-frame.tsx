import { Alert, App, Button, Drawer, Flex, Form, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableModal } from '../draggable-modal';
import { discardQuestion } from './discard-question';
import { SCROLL_TO_FIRST_ERROR } from './first-error';
import type { RecordEditor } from './use-record-editor';

interface EditorFrameProps {
  /** A dialog for short forms, a wide drawer for long ones. */
  variant?: 'modal' | 'drawer';
  open: boolean;
  title: ReactNode;
  width: number;
  editor: RecordEditor;
  initialValues?: object;
  loading?: boolean;
  /** Why the record could not be read: shown instead of the form. */
  failure?: string;
  /** Shown, not editable: no save button. */
  readOnly?: boolean;
  /** Above the form: what the user should know before editing. */
  notice?: ReactNode;
  /**
   * The form's name, which prefixes its fields' ids: a form opened over a job card must not repeat
   * the card's ids (two `packages` fields, and a label that names neither).
   */
  name?: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The frame of every create and edit form: the form itself (vertical, scrolls to the first error,
 * spec §5), cancel and save, and a confirmation before unsaved changes are thrown away.
 */
export function EditorFrame(props: EditorFrameProps) {
  const { variant = 'modal', open, title, width, editor, loading, failure, readOnly, onClose } = props;
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const { modal } = App.useApp();

  const requestClose = () => {
    if (readOnly || !editor.form.isFieldsTouched()) return onClose();
    modal.confirm(
      discardQuestion({
        title: t('form.unsavedTitle'),
        content: t('form.unsavedContent'),
        discardText: t('form.discard'),
        keepText: t('form.keepEditing'),
        onDiscard: onClose,
      }),
    );
  };

  const footer = (
    <Flex justify="end" gap={8}>
      <Button onClick={requestClose}>{readOnly ? tc('close') : tc('cancel')}</Button>
      {!readOnly && (
        <Button
          type="primary"
          loading={editor.saving}
          disabled={loading || !!failure}
          onClick={() => editor.form.submit()}
        >
          {tc('save')}
        </Button>
      )}
    </Flex>
  );

  const body = failure ? (
    <Alert type="error" showIcon title={failure} />
  ) : loading ? (
    <Skeleton active paragraph={{ rows: 6 }} />
  ) : (
    <>
      {props.notice}
      <Form
        form={editor.form}
        name={props.name}
        layout="vertical"
        initialValues={props.initialValues}
        disabled={readOnly}
        onFinish={editor.submit}
        scrollToFirstError={SCROLL_TO_FIRST_ERROR}
      >
        {props.children}
      </Form>
    </>
  );

  if (variant === 'drawer')
    return (
      <Drawer open={open} title={title} size={width} onClose={requestClose} footer={footer} destroyOnHidden>
        {body}
      </Drawer>
    );
  return (
    <DraggableModal
      open={open}
      title={title}
      width={width}
      onCancel={requestClose}
      footer={footer}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {body}
    </DraggableModal>
  );
}
