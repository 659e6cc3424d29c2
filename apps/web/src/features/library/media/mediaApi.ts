import { endpoints, type Resource } from '@stride/contracts';
import { callEndpoint } from '../../../app/api';

/** GET /ml/resources/{id}: the resource with fresh signed links. */
export function fetchResource(id: number, signal?: AbortSignal): Promise<Resource> {
  return callEndpoint(endpoints.library.getResource, { params: { id }, signal });
}
