import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create('memory://');
console.log((await db.query(`select name, setting, unit from pg_settings where name in ('shared_buffers','work_mem','random_page_cost','seq_page_cost','effective_cache_size','cpu_tuple_cost','max_parallel_workers_per_gather','jit','wal_level','fsync','synchronous_commit','full_page_writes','autovacuum')`)).rows);
