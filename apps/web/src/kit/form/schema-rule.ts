import type { FormRule } from 'antd';
import type { z } from 'zod';
import { zodIssueText } from './zod-issue-text';

/**
 * A form rule from one field's shared schema, for fields inside a Form.List (an address line, a
 * contact's email) that the whole-request check can only place on the list as a whole.
 */
export const schemaRule = (schema: z.ZodType): FormRule => ({
  validator: async (_rule, value) => {
    const result = schema.safeParse(value);
    if (!result.success && result.error.issues[0]) throw new Error(zodIssueText(result.error.issues[0]));
  },
});
