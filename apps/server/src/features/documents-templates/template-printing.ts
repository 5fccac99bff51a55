import type { TLocale } from '@apex/shared';
import type { TJobType } from '@apex/shared/jobs';
import { labelTexts } from '@apex/shared/labels';
import { REPORT_TEMPLATE_KIND_LABELS, type TReportTemplateKind } from '@apex/shared/master';
import { AppError } from '../../platform/http/app-error';
import type { DownloadFile } from '../../platform/http/file-reply';
import type { ServiceContext } from '../../platform/service-context';
import { insertPrint } from '../documents/queries';
import type { JobRef } from '../jobs/access/job-access';
import { getJob } from '../jobs/card/jobs';
import { findCurrentTemplateKinds } from '../report-templates/queries';
import { currentReportTemplate } from '../report-templates/template-versions';
import { fillDocx } from './fill-docx';
import { fillXlsx } from './fill-xlsx';
import type { FilledTemplate } from './filled-template';
import { templateValues } from './template-values';

const FILLERS: Record<
  string,
  (content: Uint8Array, values: ReadonlyMap<string, string>) => Promise<FilledTemplate> | FilledTemplate
> = {
  xlsx: fillXlsx,
  docx: fillDocx,
};

const extensionOf = (fileName: string) => fileName.split('.').pop()!.toLowerCase();

/**
 * A job printed with the current version of its office's report template of a kind (issue 18): an
 * .xlsx or .docx keeps its format with the placeholders filled; a .pdf is served as it is (no form
 * filling). A placeholder that is not one of a job's is refused, naming it, before anything is sent.
 * The print is recorded with the template version and its name (kept should the version be deleted),
 * as the built-in documents' prints are.
 */
export async function printWithTemplate(
  ctx: ServiceContext,
  { ref, kind, locale }: { ref: JobRef; kind: TReportTemplateKind; locale: TLocale },
): Promise<DownloadFile> {
  const job = await getJob(ctx, ref.jobType, ref.id, ref.actor);
  const template = await currentReportTemplate(ctx.db, kind, ref.jobType);
  if (!template)
    throw new AppError(404, 'template.noneOfKind', { kind: labelTexts(REPORT_TEMPLATE_KIND_LABELS[kind]) });
  const extension = extensionOf(template.fileName);
  const fileName = `${template.code}-${job.jobNo}.${extension}`;
  const fill = FILLERS[extension];
  const name = `${template.code} v${template.versionNo}`;
  const printed = async (content: Uint8Array): Promise<DownloadFile> => {
    await insertPrint(ctx.db, {
      jobId: job.id,
      kind,
      templateVersionId: template.versionId,
      templateName: name,
      printedBy: ref.actor.account,
    });
    return { fileName, contentType: template.contentType, content };
  };
  if (!fill) return printed(template.content);
  const values = templateValues(job, locale);
  // A damaged file or a broken tag (`{{job.jobNo` unclosed) is the template's fault, not a server error.
  const filled = await Promise.resolve()
    .then(() => fill(template.content, values))
    .catch(() => {
      throw new AppError(422, 'template.unreadable', { template: name, type: extension.toUpperCase() });
    });
  if (filled.unknown.length > 0)
    throw new AppError(422, 'template.unknownPlaceholder', {
      template: name,
      placeholders: filled.unknown.map((key) => `{{${key}}}`).join(', '),
    });
  return printed(filled.content);
}

/** The template kinds a job of the type prints with, which the job card's Print menu offers. */
export const templateKinds = (ctx: ServiceContext, jobType: TJobType) => findCurrentTemplateKinds(ctx.db, jobType);
