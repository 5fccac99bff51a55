import { describe, expect, it } from 'vitest';
import { discardQuestion } from './discard-question';

describe('discardQuestion', () => {
  const question = discardQuestion({
    title: 'Unsaved',
    discardText: 'Close',
    keepText: 'Keep open',
    onDiscard: () => {},
  });

  it('makes keeping the edits the primary answer, with the focus', () => {
    expect(question.cancelText).toBe('Keep open');
    expect(question.cancelButtonProps?.type).toBe('primary');
    expect(question.autoFocusButton).toBe('cancel');
  });

  it('makes throwing them away the danger answer, not the primary one', () => {
    expect(question.okText).toBe('Close');
    expect(question.okButtonProps?.danger).toBe(true);
    expect(question.okType).toBe('default');
  });
});
