import { App } from 'antd';
import { useState } from 'react';
import { failureText } from '../../../api/client';

/** A dialog's one action: busy while it runs, told when done (and the dialog closed), its failure shown. */
export function useDialogAction(doneText: string, onClose: (done: boolean) => void) {
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const run = async (action: () => Promise<unknown>) => {
    setSaving(true);
    try {
      await action();
      void message.success(doneText);
      onClose(true);
    } catch (error) {
      void message.error(failureText(error));
    } finally {
      setSaving(false);
    }
  };
  return { saving, run };
}
