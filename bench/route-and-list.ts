import { benchAuthRoute } from './auth-route.bench.js';
import { benchParticipantList } from './participant-list.bench.js';

/**
 * The two figures a change of the request path moves: the authenticated route and the participant list,
 * each against its bare baseline in the same run. `npx tsx bench/route-and-list.ts` prints them as JSON,
 * so a checkout of an older commit can run the same file for a before/after (docs/performance.md).
 */
const route = await benchAuthRoute();
const list = await benchParticipantList();
console.log(JSON.stringify({ route, list }));
