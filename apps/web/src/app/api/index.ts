/**
 * The portal's one way to call the API (docs/architecture.md): an endpoint of the table in
 * packages/contracts through callEndpoint (downloadEndpoint for a file, endpointUrl for what the
 * browser loads itself), and saveVersioned/removeVersioned for a change of a versioned resource.
 * The transport under them (client.ts) is not exported: features import from here only.
 */
export { ApiError } from './ApiError';
export { fetchTenantConfig } from './boot';
export {
  callEndpoint,
  downloadEndpoint,
  endpointUrl,
  type CallInput,
  type CallResult,
  type UploadOptions,
} from './endpoint';
export { currentFromConflict } from './etag';
export { queryClient } from './queryClient';
export { removeVersioned, saveVersioned, type Versioned, type VersionedSave } from './versioned';
