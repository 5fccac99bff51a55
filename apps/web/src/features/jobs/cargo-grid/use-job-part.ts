import type { TFieldIssue } from '@apex/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError, call, failureText } from '../../../api/client';
import { zodIssueText } from '../../../kit/form/zod-issue-text';
import type { JobTabProps } from '../card/job-tab-props';
import { type CellErrors, cellErrorsOfIssues, cellErrorsOfServer } from './cell-errors';
import { type JobPartRoute, jobPartQuery, jobPartQueryKey } from './job-part-query';

interface JobPartOptions<TData extends { version: number }, TDraft> extends JobTabProps {
  part: string;
  routes: { get: JobPartRoute<TData>; save: JobPartRoute<TData> };
  /** The shared request schema: the same rules run before sending and on the server. */
  schema: z.ZodType;
  toDraft: (data: TData) => TDraft;
  /** The request's content of a draft that keeps more than it sends (the charges grid's saved lines). */
  toBody?: (draft: TDraft) => object;
}

/** A confirmation the server asks for (409 with `data.confirm`), e.g. spec §8's blacklisted carrier. */
interface PartConfirm {
  kind: string;
  message: string;
}

/**
 * A job card part saved as a whole (booking, containers, goods): loads it, keeps the user's draft,
 * says when it is dirty, checks it with the shared schema, saves it at the version it was read at,
 * and shows a 409 as a conflict instead of overwriting someone else's save.
 */
export function useJobPart<TData extends { version: number }, TDraft extends object>(
  options: JobPartOptions<TData, TDraft>,
) {
  const { part, routes, schema, toDraft, toBody = (d: TDraft) => d, jobType, jobId, onDirtyChange } = options;
  const { t } = useTranslation('cargo');
  const { message } = App.useApp();
  const client = useQueryClient();
  const key = jobPartQueryKey(part, jobType, jobId);
  const loaded = useQuery(jobPartQuery<TData>(part, routes.get, jobType, jobId));
  const [draft, setDraft] = useState<TDraft | null>(null);
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<CellErrors>({});
  const [conflict, setConflict] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<PartConfirm | null>(null);

  useEffect(() => {
    if (loaded.data && !dirty) setDraft(toDraft(loaded.data));
  }, [loaded.data, dirty, toDraft]);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const saving = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      call(routes.save, { params: { id: jobId }, body }, { isStopError: true }),
    onSuccess: (data) => {
      client.setQueryData(key, data);
      setDraft(toDraft(data));
      setDirty(false);
      setErrors({});
      setConflict(null);
      setConfirm(null);
      message.success(t('saved'));
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return void message.error(failureText(error));
      const data = error.envelope.data as { issues?: TFieldIssue[]; confirm?: string } | null;
      if (error.statusCode === 409 && data?.confirm) return setConfirm({ kind: data.confirm, message: error.message });
      // A rule refused with 409 (a checked charge line, no exchange rate) is told; only a save made
      // since this one was read is a conflict to reload.
      if (error.envelope.code === 'record.stale') return setConflict(error.message);
      if (data?.issues) setErrors(cellErrorsOfServer(data.issues));
      message.error(error.message);
    },
  });

  /** Replaces the draft with the user's edit and marks the part dirty. */
  const edit = (next: (draft: TDraft) => TDraft) => {
    setDraft((current) => (current ? next(current) : current));
    setDirty(true);
  };

  const save = (extra: object = {}) => {
    if (!draft || !loaded.data) return;
    const body = { ...toBody(draft), version: loaded.data.version, ...extra };
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      setErrors(cellErrorsOfIssues(parsed.error.issues, zodIssueText));
      return void message.error(t('fixErrors'));
    }
    setErrors({});
    saving.mutate(body);
  };

  const reload = async () => {
    setDirty(false);
    setConflict(null);
    await client.invalidateQueries({ queryKey: key });
  };

  return {
    loaded,
    draft,
    dirty,
    errors,
    conflict,
    confirm,
    saving: saving.isPending,
    edit,
    save,
    reload,
    clearConfirm: () => setConfirm(null),
  };
}
