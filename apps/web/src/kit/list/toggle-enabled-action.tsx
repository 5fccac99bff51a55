import { ConfirmedRowAction } from './confirmed-row-action';

interface ToggleEnabledActionProps {
  enabled: boolean;
  /** The link and the question for each direction, naming the record. */
  texts: { enable: string; disable: string; enableQuestion: string; disableQuestion: string };
  onToggle: () => Promise<unknown>;
}

/** "Disable" on an enabled row, "Enable" on a disabled one, each asking first. */
export function ToggleEnabledAction({ enabled, texts, onToggle }: ToggleEnabledActionProps) {
  return (
    <ConfirmedRowAction
      label={enabled ? texts.disable : texts.enable}
      question={enabled ? texts.disableQuestion : texts.enableQuestion}
      onConfirm={onToggle}
    />
  );
}
