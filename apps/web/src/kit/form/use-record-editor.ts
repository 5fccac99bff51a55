import { type TEnvelope, ZFieldIssue } from '@apex/shared';
import { App, Form, type FormRule } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError, failureText } from '../../api/client';
import { type FieldErrors, fieldErrorsOfIssues, fieldErrorsOfServerIssues } from './form-issues';
import { zodIssueText } from './zod-issue-text';

interface RecordEditorOptions<S extends z.ZodType, T> {
  /** The shared request schema: the form checks exactly what the server will. */
  schema: S;
  /** What the request needs besides the form's fields: the `version` the record was loaded at. */
  base?: Record<string, unknown>;
  save: (body: z.output<S>) => Promise<TEnvelope<T>>;
  onSaved: (envelope: TEnvelope<T>) => void;
  /** Reads the record again, after the server said someone else saved it first: the form's new values. */
  reload?: () => Promise<object | undefined>;
}

/**
 * A create or edit form over one record: validation by the shared schema (field by field as the
 * user types, and the whole request on save), the server's field issues back on their fields, and
 * a stale version (409 record.stale) told, never overwritten.
 */
export function useRecordEditor<S extends z.ZodType, T>({
  schema,
  base,
  save,
  onSaved,
  reload,
}: RecordEditorOptions<S, T>) {
  const { t } = useTranslation('admin');
  const { message, modal } = App.useApp();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);

  const check = () => schema.safeParse({ ...form.getFieldsValue(true), ...base }, { reportInput: true });
  const errorsOf = (result: ReturnType<typeof check>) =>
    result.success ? [] : fieldErrorsOfIssues(result.error.issues, zodIssueText);
  // Required: neither an empty text nor an empty list will do.
  const isRequired = (name: string) =>
    ['', []].every((empty) => errorsOf(schema.safeParse({ [name]: empty })).some((f) => f.name === name));

  /** Puts errors on the fields (scrolling to the first, spec §5); answers those the form does not show. */
  const showErrors = (fields: FieldErrors[]) => {
    const shown = Object.keys(form.getFieldsValue());
    const placed = fields
      .filter((f) => shown.includes(f.name))
      .sort((a, b) => shown.indexOf(a.name) - shown.indexOf(b.name));
    form.setFields(placed);
    if (placed[0]) form.scrollToField(placed[0].name, { block: 'center' });
    return fields.filter((f) => !shown.includes(f.name));
  };

  const onSaveError = (error: unknown) => {
    const envelope = error instanceof ApiError ? error.envelope : undefined;
    if (envelope?.code === 'record.stale') {
      modal.confirm({
        title: t('form.staleTitle'),
        content: envelope.message,
        okText: t('form.reload'),
        cancelText: t('form.keepEditing'),
        onOk: async () => {
          const values = await reload?.();
          if (!values) return;
          form.resetFields();
          form.setFieldsValue(values);
        },
      });
      return;
    }
    const issues = ZFieldIssue.array().safeParse((envelope?.data as { issues?: unknown } | null)?.issues).data ?? [];
    const { fields, unplaced } = fieldErrorsOfServerIssues(issues, Object.keys(form.getFieldsValue()));
    showErrors(fields);
    if (fields.length === 0 || unplaced.length > 0) void message.error(failureText(error));
  };

  const submit = async () => {
    const result = check();
    if (!result.success) {
      const unshown = showErrors(errorsOf(result));
      if (unshown.length > 0) void message.error(unshown.flatMap((f) => f.errors).join('; '));
      return;
    }
    setSaving(true);
    try {
      onSaved(await save(result.data));
    } catch (error) {
      onSaveError(error);
    } finally {
      setSaving(false);
    }
  };

  /** Props of a Form.Item for one field of the request: its name, the schema's rule, the required mark. */
  const field = (name: string) => {
    const rule: FormRule = {
      validator: async () => {
        const problem = errorsOf(check()).find((f) => f.name === name);
        if (problem) throw new Error(problem.errors[0]);
      },
    };
    return { name, rules: [rule], required: isRequired(name) };
  };

  return { form, saving, submit, field };
}

export type RecordEditor = ReturnType<typeof useRecordEditor>;
