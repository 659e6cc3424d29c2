import { endpoints, IMPORT_FILE_EXTENSIONS, participantImportFieldsSchema, type Task } from '@stride/contracts';
import { z } from 'zod';
import { callEndpoint, downloadEndpoint } from '../../../app/api';
import { saveBlob } from '../../../app/format/csv';

/** What is wrong with a chosen file, as a tasks.* string key (the server would refuse it or read nothing). */
export function fileProblem(file: File): 'tasks.wrongFileType' | 'tasks.emptyFile' | null {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!(IMPORT_FILE_EXTENSIONS as readonly string[]).includes(extension)) return 'tasks.wrongFileType';
  return file.size === 0 ? 'tasks.emptyFile' : null;
}

/** The file picker's filter: the extensions and their content types. */
export const IMPORT_ACCEPT = [
  ...IMPORT_FILE_EXTENSIONS.map((extension) => `.${extension}`),
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
].join(',');

/** The import form: the multipart fields of the contract, the file, and the company that narrows the advisors. */
export const importFormSchema = participantImportFieldsSchema.extend({
  practiceId: z.number().int().nullable(),
  file: z
    .custom<File | null>((value) => value instanceof File && fileProblem(value) === null)
    .transform((value) => value as File),
});
export type ImportFormValues = z.input<typeof importFormSchema>;
export type ImportFormBody = z.output<typeof importFormSchema>;

/** POST /participants/import as multipart (the advisor before the file, so a wrong one costs no upload). */
export async function startImport(body: ImportFormBody): Promise<Task> {
  return callEndpoint(endpoints.participantImport.start, {
    fields: { advisorId: body.advisorId },
    files: { file: body.file },
  });
}

const TEMPLATE_NAME = 'participants-import-template.csv';

/** GET /participants/import/template with the user's token, saved under the name the server gives it. */
export async function downloadTemplate(): Promise<void> {
  const { blob, fileName } = await downloadEndpoint(endpoints.participantImport.template, {});
  saveBlob(blob, fileName ?? TEMPLATE_NAME);
}
