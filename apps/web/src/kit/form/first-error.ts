import type { FormInstance } from 'antd';
import type { ScrollFocusOptions } from 'antd/es/form/Form';

/**
 * spec §5 Forms: after a failed submit the first field in error is scrolled to the middle of its
 * scroll area and focused. Every form passes this: `<Form scrollToFirstError={SCROLL_TO_FIRST_ERROR}>`.
 */
export const SCROLL_TO_FIRST_ERROR: ScrollFocusOptions = { block: 'center', focus: true };

type CheckedForm<T> = Pick<FormInstance<T>, 'validateFields' | 'scrollToField'>;

interface ValidateError {
  errorFields?: { name: (string | number)[] }[];
}

/**
 * The same for a form checked from code (a dialog's OK button calls this instead of submitting):
 * the values when valid; otherwise the first field in error is shown and the answer is undefined.
 */
export async function validateOrScroll<T>(form: CheckedForm<T>): Promise<T | undefined> {
  try {
    return await form.validateFields();
  } catch (error) {
    const first = (error as ValidateError).errorFields?.[0];
    if (!first) throw error;
    form.scrollToField(first.name, SCROLL_TO_FIRST_ERROR);
    return undefined;
  }
}
