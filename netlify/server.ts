import { parsePlatformEnv } from '#netlify/local-env.ts';
import { startPlatform } from '#netlify/platform.ts';

// `npm run serve` (and `npm start`, after the build): the site, the admin and
// the API on http://localhost:8888, with data kept in DATA_DIR.

const quiet = process.env.LOG_REQUESTS === '0';

async function main(): Promise<void> {
  const env = parsePlatformEnv(process.env);
  const platform = await startPlatform({
    env,
    log: quiet ? () => undefined : (line) => console.log(`[platform] ${line}`),
  });
  const { local } = platform;

  const lines = [
    '',
    `  Site:   ${platform.url}/`,
    `  Admin:  ${platform.url}/admin/login`,
    `  API:    ${platform.url}/api/settings`,
    `  Data:   ${local.dataDir} (Blobs on disk; delete the folder to start afresh)`,
  ];
  if (local.generatedPassword) {
    lines.push(
      `  Sign in as "${local.adminUsername}" with the generated password: ${local.generatedPassword}`,
      '  (shown only this once; set ADMIN_PASSWORD before the first start to choose your own)',
    );
  } else if (local.adminFromEnv) {
    lines.push(
      `  Sign in as "${local.adminUsername}" with the password behind ADMIN_PASSWORD or ADMIN_PASSWORD_HASH (used when the account was first created).`,
    );
  } else {
    lines.push(`  Sign in as "${local.adminUsername}" with the password printed on the first start (stored hashed in ${local.dataDir}).`);
  }
  console.log(`${lines.join('\n')}\n`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal} received, shutting down…`);
    platform.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
