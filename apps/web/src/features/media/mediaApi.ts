import { resourceSchema, type Resource } from '@stride/contracts';
import { api } from '../../app/api/client';

/** GET /ml/resources/{id}: the resource with fresh signed links. */
export function fetchResource(id: number, signal?: AbortSignal): Promise<Resource> {
  return api.get(`/ml/resources/${id}`, { parse: (body) => resourceSchema.parse(body), signal });
}
