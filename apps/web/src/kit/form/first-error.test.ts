import { describe, expect, it, vi } from 'vitest';
import { SCROLL_TO_FIRST_ERROR, validateOrScroll } from './first-error';

describe('validateOrScroll (spec §5 Forms: error scroll to the first field in error)', () => {
  it('answers the values of a valid form without scrolling', async () => {
    const form = { validateFields: vi.fn(async () => ({ name: 'MSC' })), scrollToField: vi.fn() };
    await expect(validateOrScroll(form)).resolves.toEqual({ name: 'MSC' });
    expect(form.scrollToField).not.toHaveBeenCalled();
  });

  it('scrolls to and focuses the first field in error', async () => {
    const errorFields = [{ name: ['contacts', 0, 'phone'] }, { name: ['name'] }];
    const form = { validateFields: vi.fn(() => Promise.reject({ errorFields })), scrollToField: vi.fn() };
    await expect(validateOrScroll(form)).resolves.toBeUndefined();
    expect(form.scrollToField).toHaveBeenCalledExactlyOnceWith(['contacts', 0, 'phone'], SCROLL_TO_FIRST_ERROR);
    expect(SCROLL_TO_FIRST_ERROR).toMatchObject({ block: 'center', focus: true });
  });

  it('passes on a failure that is not a validation error', async () => {
    const form = { validateFields: vi.fn(() => Promise.reject(new Error('unmounted'))), scrollToField: vi.fn() };
    await expect(validateOrScroll(form)).rejects.toThrow('unmounted');
  });
});
