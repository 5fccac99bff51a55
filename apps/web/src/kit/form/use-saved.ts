import type { TEnvelope } from '@apex/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';

/**
 * What follows a successful save: the server's message (or ours), every list and lookup of the
 * feature (`tag`, the route's) loaded again, the form closed.
 */
export function useSaved(tag: string, text: string, close: () => void) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return (envelope: TEnvelope<unknown>) => {
    void message.success(envelope.message || text);
    void queryClient.invalidateQueries({ queryKey: [tag] });
    close();
  };
}
