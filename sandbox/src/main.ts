import { buildApp } from './app';
import { readSandboxEnv } from './config';

/** `npm run sandbox` / `npm start`: the sandbox API (and the built console) on PORT. */
async function main(): Promise<void> {
  const env = readSandboxEnv(process.env);
  const app = buildApp({
    dbPath: env.dbPath,
    seed: env.seed,
    distDir: env.distDir,
    platformKey: env.platformKey,
    recaptchaSiteKey: env.recaptchaSiteKey,
    recaptchaSecret: env.recaptchaSecret,
    host: env.host,
    clientIds: env.clientIds,
    logger: true,
  });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing the sandbox`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  await app.listen({ port: env.port, host: env.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.port;
  const shownHost = ['0.0.0.0', '::', 'localhost'].includes(env.host) ? 'localhost' : env.host;
  process.stdout.write(`\nBoxoffice Console sandbox ready at http://${shownHost}:${port} (API under /api, database ${env.dbPath})\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`The sandbox could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
