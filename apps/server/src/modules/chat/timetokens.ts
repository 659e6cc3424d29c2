import { sql } from 'drizzle-orm';
import type { Timetoken } from '@stride/contracts';

/** Now in 10000ths of a millisecond (the database's clock, the same for every process). */
export const NOW_TT = sql`(extract(epoch from clock_timestamp()) * 10000000)::bigint`;

export const ttToWire = (tt: bigint | null): Timetoken | null => (tt === null ? null : tt.toString());
export const ttFromWire = (tt: Timetoken): bigint => BigInt(tt);
