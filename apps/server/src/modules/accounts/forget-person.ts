import type { Db } from '../../platform/db/client.js';
import { revokeAccountSessions } from '../../platform/auth/adapter.js';
import { removeOneTimeTokensOf } from '../../platform/auth/one-time-tokens.js';
import type { RequestContext } from '../../platform/http/context.js';
import { forgetLibraryOf, type ForgottenMedia } from '../library/forget.js';
import { removePageViewsOf } from '../analytics/page-views.service.js';
import { removeNotificationsOf } from '../notifications/notifications.service.js';
import type { PersonRow } from '../profiles/profiles.presenter.js';
import { unassignAllPrograms } from '../programs/programs.service.js';
import { removeQuickMessagesOf } from '../quick-messages/quick-messages.service.js';
import { forgetRoutinesOf, type ForgottenRoutines } from '../routines/forget.js';
import { forgetSprintsOf } from '../sprints/forget.js';
import { forgetJournalOf, type ForgottenJournal } from '../journal/forget.js';
import { forgetSwapsOf, type ForgottenSwaps } from '../swaps/forget.js';
import { removeTasksOf } from '../tasks/tasks.service.js';

/** What went with a deleted account, for its audit row. */
export interface ForgottenRows {
  quickMessages: number;
  programIds: number[];
  tasks: number;
  notifications: number;
  pageViews: number;
  /** Password-reset and sign-in links (one-time tokens; "token" keys are kept out of the audit log). */
  oneTimeLinks: number;
  sessions: number;
  media: ForgottenMedia;
  routines: ForgottenRoutines;
  /** Their timed messages (definitions). */
  sprintMessages: number;
  /** Their journal, and the comments they wrote on others'. */
  journal: ForgottenJournal;
  /** Their swaps, and the notes they wrote on others'. */
  swaps: ForgottenSwaps;
}

/**
 * Removes, through each domain's service and in the deleting transaction, every row other domains keep
 * about the person (docs/decisions.md, "People"): nothing is left half-done if the delete rolls back,
 * and nothing stays behind if it commits. Files in storage (the picture, the tasks' uploads, the library's
 * files) can only go after the commit: their keys come back for the caller.
 */
export async function forgetPerson(
  tx: Db,
  ctx: RequestContext,
  person: PersonRow,
): Promise<{ removed: ForgottenRows; fileKeys: string[] }> {
  const { tenantId } = ctx;
  const userId = person.user.id;
  const profileId = person.profile.id;
  const tasks = await removeTasksOf(tx, tenantId, userId);
  const media = await forgetLibraryOf(tx, ctx, profileId);
  const removed: ForgottenRows = {
    quickMessages: await removeQuickMessagesOf(tx, tenantId, profileId),
    programIds: await unassignAllPrograms(tx, tenantId, profileId),
    tasks: tasks.removed,
    notifications: await removeNotificationsOf(tx, tenantId, userId),
    pageViews: await removePageViewsOf(tx, tenantId, userId),
    oneTimeLinks: await removeOneTimeTokensOf(tx, tenantId, userId),
    sessions: await revokeAccountSessions(tx, person.user.uuid),
    media: media.removed,
    routines: await forgetRoutinesOf(tx, tenantId, profileId),
    sprintMessages: await forgetSprintsOf(tx, tenantId, profileId),
    journal: await forgetJournalOf(tx, tenantId, profileId),
    swaps: await forgetSwapsOf(tx, tenantId, profileId),
  };
  const fileKeys = [
    ...tasks.fileKeys,
    ...media.fileKeys,
    ...(person.profile.pictureKey ? [person.profile.pictureKey] : []),
  ];
  return { removed, fileKeys };
}
