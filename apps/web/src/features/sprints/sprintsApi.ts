import {
  endpoints,
  type ApplySprintTemplateResult,
  type CreateMessageDefinitionBody,
  type MessageDefinition,
  type SprintTemplate,
  type SprintTemplateMessageBody,
  type SprintTemplateSummary,
  type UpdateMessageDefinitionBody,
} from '@stride/contracts';
import { callEndpoint, removeVersioned, saveVersioned } from '../../app/api';
import { fetchDefinition, fetchTemplate } from './sprintsQueries';

const api = endpoints.sprints;
type Ref = Pick<SprintTemplateSummary, 'id' | 'version'>;

/** POST /messages/templates ('New sprint added!'). */
export const createTemplate = (name: string): Promise<SprintTemplate> =>
  callEndpoint(api.createTemplate, { body: { name, messages: [] } });

/** POST /messages/templates/{id}/duplicate ('Sprint duplicated!'). */
export const duplicateTemplate = (template: Pick<SprintTemplateSummary, 'id'>): Promise<SprintTemplate> =>
  callEndpoint(api.duplicateTemplate, { params: { id: template.id }, body: {} });

/** POST /messages/templates/{id}/share {practices} ('Sprint shared!'). */
export const shareTemplate = (template: Pick<SprintTemplateSummary, 'id'>, practices: number[]) =>
  callEndpoint(api.shareTemplate, { params: { id: template.id }, body: { practices } });

/** DELETE /messages/templates/{id} with If-Match ('Sprint deleted!'); a 412 reloads and retries once. */
export const deleteTemplate = (template: Ref): Promise<void> =>
  removeVersioned(
    template.version,
    (version) => callEndpoint(api.deleteTemplate, { params: { id: template.id }, version }),
    () => fetchTemplate(template.id),
  );

/**
 * PUT /messages/templates/{id} with If-Match ('Saved!'): the name and the whole timeline (a message left
 * out is deleted; the order within a day is the list's). A 412 reloads and retries once: the editor's
 * timeline wins.
 */
export const saveTemplate = (
  template: Ref,
  body: { name?: string; messages?: SprintTemplateMessageBody[] },
  onReload?: (current: SprintTemplate) => void,
): Promise<SprintTemplate> =>
  saveVersioned({
    version: template.version,
    body,
    save: (payload, version) =>
      callEndpoint(api.updateTemplate, { params: { id: template.id }, body: payload, version }),
    reload: () => fetchTemplate(template.id),
    onReload,
  });

/** POST /messages/templates/{id}/apply ('New messages scheduled!'). */
export const applyTemplate = (
  templateId: number,
  participantProfileId: number,
  startDate: string,
): Promise<ApplySprintTemplateResult> =>
  callEndpoint(api.applyTemplate, { params: { id: templateId }, body: { participantProfileId, startDate } });

/** POST /messages/users/{id}/definitions ('Message definition added!'): a one-off (or repeated) message. */
export const createDefinition = (profileId: number, body: CreateMessageDefinitionBody): Promise<MessageDefinition> =>
  callEndpoint(api.createDefinition, { params: { id: profileId }, body });

/** PUT /messages/definitions/{id} with If-Match ('Saved!'); a 412 reloads and retries once. */
export const saveDefinition = (
  definition: Pick<MessageDefinition, 'id' | 'version'>,
  body: UpdateMessageDefinitionBody,
): Promise<MessageDefinition> =>
  saveVersioned({
    version: definition.version,
    body,
    save: (payload, version) =>
      callEndpoint(api.updateDefinition, { params: { id: definition.id }, body: payload, version }),
    reload: () => fetchDefinition(definition.id),
  });

/** DELETE /messages/definitions/{id} with If-Match: its unsent messages are never sent. */
export const deleteDefinition = (definition: Pick<MessageDefinition, 'id' | 'version'>): Promise<void> =>
  removeVersioned(
    definition.version,
    (version) => callEndpoint(api.deleteDefinition, { params: { id: definition.id }, version }),
    () => fetchDefinition(definition.id),
  );

/** POST /messages/definitions/{id}/split {date} with If-Match: that day's message becomes its own definition. */
export const splitDefinition = (
  definition: Pick<MessageDefinition, 'id' | 'version'>,
  date: string,
): Promise<MessageDefinition> =>
  callEndpoint(api.splitDefinition, { params: { id: definition.id }, body: { date }, version: definition.version });

/** DELETE /messages/definitions/correlationId/{id} ('Messages deleted!'): every message of one applied template. */
export const deleteSeries = (correlationId: string) =>
  callEndpoint(api.deleteSeries, { params: { id: correlationId } });
