import { createApp } from '../app.js';
import { loadConfig } from '../platform/config/config.js';
import { seedIfEmpty } from './seed.js';

/** `npm run seed:demo`: seeds an empty database, DATABASE_URL included. */
const app = await createApp(loadConfig());
const seeded = await seedIfEmpty(app.platform, { force: true });
console.log(seeded ? 'Demo data seeded.' : 'The database already has users: nothing seeded.');
await app.close();
