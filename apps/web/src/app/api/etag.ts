import { ApiError } from './ApiError';

/** `W/"12"` -> 12 (versioned resources, docs/architecture.md, "Conventions"). */
export function versionFromEtag(etag: string | null): number | null {
  const match = etag?.match(/^(?:W\/)?"(\d+)"$/);
  return match?.[1] ? Number(match[1]) : null;
}

/** The If-Match value for a known version. */
export function etagForVersion(version: number): string {
  return `W/"${version}"`;
}

/** A 412 answer carries the resource as it is now in `current`. */
export function currentFromConflict<T>(error: unknown): T | undefined {
  if (!(error instanceof ApiError) || error.status !== 412) return undefined;
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('current' in body)) return undefined;
  return body.current as T;
}
