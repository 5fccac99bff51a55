import type { TEnvelope } from '@apex/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { failureText } from '../../api/client';

/**
 * A one-click change of a listed record (delete, unlock): says how it went — a refusal in the
 * server's words (in use, changed meanwhile) — and reloads the lists of the feature either way.
 */
export function useRecordAction(tag: string) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return async (run: () => Promise<TEnvelope<unknown>>, successText: string) => {
    try {
      const envelope = await run();
      void message.success(envelope.message || successText);
    } catch (error) {
      // spec §8: toasts stay 5000 ms.
      void message.error({ content: failureText(error), duration: 5 });
    } finally {
      await queryClient.invalidateQueries({ queryKey: [tag] });
    }
  };
}
