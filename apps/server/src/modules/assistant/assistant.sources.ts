import type { Db } from '../../platform/db/client.js';
import type { RequestContext } from '../../platform/http/context.js';
import type { Fact } from './assistant.provider.js';

/** How far back the domains' facts reach: the week before the question (issue 29, item 8). */
export const FACT_DAYS = 7;

/**
 * What one domain's records say about a participant the actor may see (checked before any source is asked):
 * results and skips, journal, swaps, sprint messages read. Each domain registers its own
 * (`<domain>.assistant-facts.ts`, listed in modules/index.ts ASSISTANT_FACT_SOURCES); the assistant reads
 * no other module's tables.
 */
export interface FactSource {
  name: string;
  /** `since` and `until`: the days asked about (YYYY-MM-DD, inclusive), `now` the clock's. */
  facts(tx: Db, ctx: RequestContext, profileId: number, range: FactRange): Promise<Fact[]>;
}

export interface FactRange {
  since: string;
  until: string;
  now: Date;
}

const sources: FactSource[] = [];

/** Adds a source (app.ts, from ASSISTANT_FACT_SOURCES); answers a function that removes it again (tests). */
export function registerFactSource(source: FactSource): () => void {
  if (!sources.includes(source)) sources.push(source);
  return () => {
    const i = sources.indexOf(source);
    if (i >= 0) sources.splice(i, 1);
  };
}

/** Every registered source's facts, in registration order, one source after the other (one transaction). */
export async function domainFacts(tx: Db, ctx: RequestContext, profileId: number, now = new Date()): Promise<Fact[]> {
  const until = now.toISOString().slice(0, 10);
  const since = new Date(now.getTime() - (FACT_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const facts: Fact[] = [];
  for (const source of sources) facts.push(...(await source.facts(tx, ctx, profileId, { since, until, now })));
  return facts;
}
