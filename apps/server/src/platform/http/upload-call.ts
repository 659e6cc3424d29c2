import type { FastifyRequest } from 'fastify';
import { readOnlyKeys, type EndpointDef } from '@stride/contracts';
import { badRequest } from './errors.js';
import { modelNotJson, parseJsonAlternative } from './multipart.js';
import type { UploadedFiles } from './uploads.js';

/** The text part that carries a change's JSON body in its multipart form (the spec's `model`). */
const MODEL = 'model';

/**
 * The `model` part of a multipart change, checked by the endpoint's JSON schema as a JSON body is (the
 * read-only keys of a PUT dropped): a plain text field, a part sent as `application/json`, or a file part
 * (a browser's Blob) all arrive here as text.
 */
export function modelOf<T>(e: EndpointDef, fields: Record<string, string>): T {
  const text = fields[MODEL];
  if (text === undefined) {
    throw badRequest('Invalid input: model - Send the change as the model part (JSON) beside its files.', [
      { path: MODEL, message: 'The model part is missing.' },
    ]);
  }
  let model: unknown;
  try {
    model = JSON.parse(text);
  } catch {
    throw modelNotJson();
  }
  if (model && typeof model === 'object' && !Array.isArray(model)) {
    for (const key of readOnlyKeys(e)) delete (model as Record<string, unknown>)[key];
  }
  return parseJsonAlternative(e.body!, model) as T;
}

/** Parts the endpoint does not declare are refused by name, as unknown JSON keys are. */
export function unknownParts(e: EndpointDef, fields: Record<string, string>, unknownFiles: string[]): string[] {
  const declared = new Set(Object.keys(e.multipart?.fields?.shape ?? {}));
  return [...Object.keys(fields).filter((name) => !declared.has(name)), ...unknownFiles];
}

export const unknownPartsRefused = (names: string[]) =>
  badRequest(
    `Unrecognized parts: ${names.join(', ')}`,
    names.map((name) => ({ path: name, message: `This call takes no part named ${name}.` })),
  );

/**
 * A JSON-or-multipart change read from its multipart form: every part read, the declared files stored and
 * checked (by the uploads port), the model checked before the first byte of a file is stored. On any
 * refusal the stored files are removed again.
 */
export async function receiveChange<E extends EndpointDef>(
  req: FastifyRequest,
  e: E,
): Promise<{ body: unknown; files: UploadedFiles }> {
  const { platform } = req.server;
  const { uploads } = platform;
  const received = await uploads.receive(req, {
    fileFields: e.multipart!.files,
    textFields: [MODEL],
    beforeStore: async (early) => {
      if (early[MODEL] !== undefined) modelOf(e, early);
    },
  });
  try {
    const unknown = unknownParts(e, received.fields, received.unknownFiles);
    if (unknown.length) throw unknownPartsRefused(unknown);
    return { body: modelOf(e, received.fields), files: received.files };
  } catch (err) {
    await uploads.discard(
      platform,
      Object.values(received.files).map((f) => f?.key),
    );
    throw err;
  }
}
