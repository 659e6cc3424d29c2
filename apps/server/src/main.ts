import { createApp } from './app.js';
import { ConfigError, loadConfig } from './platform/config/config.js';
import { seedIfEmpty } from './seed/seed.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await createApp(config);
  await seedIfEmpty(app.platform);
  await app.platform.jobs.start();
  await app.listen({ port: config.PORT, host: config.HOST });
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

await main();
