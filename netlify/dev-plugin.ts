import { NetlifyDev } from '@netlify/dev';
import type { Plugin } from 'vite';
import { parsePlatformEnv, prepareLocalEnvironment } from './local-env.ts';

// `npm run dev`: astro dev serves the pages with hot reload; this plugin adds
// the functions (same data directory as `npm start`) and the admin deep links
// that netlify.toml rewrites in production.

export function localPlatformForDev(): Plugin {
  return {
    name: 'local-platform-for-dev',
    apply: 'serve',
    async configureServer(server) {
      const env = parsePlatformEnv(process.env);
      const local = await prepareLocalEnvironment(env);
      const dev = new NetlifyDev({
        projectRoot: server.config.root,
        skipGitignore: true,
        serverAddress: null,
        aiGateway: { enabled: false },
        blobs: { enabled: false },
        database: { enabled: false },
        edgeFunctions: { enabled: false },
        environmentVariables: { enabled: false },
        geolocation: { enabled: false },
        headers: { enabled: false },
        images: { enabled: false },
        redirects: { enabled: false },
        staticFiles: { enabled: false },
      });
      await dev.start();
      if (local.generatedPassword) {
        server.config.logger.info(`Admin "${local.adminUsername}" created with password: ${local.generatedPassword} (shown once)`);
      }
      server.httpServer?.once('close', () => {
        void dev.stop().then(async () => {
          await local.stop();
        });
      });

      server.middlewares.use((req, res, next) => {
        const url = req.url ?? '/';
        if (url.startsWith('/api/')) {
          dev
            .handleAndIntrospectNodeRequest(req)
            .then(async (result) => {
              if (!result) {
                next();
                return;
              }
              const { response } = result;
              res.statusCode = response.status;
              response.headers.forEach((value, key) => res.setHeader(key, value));
              res.end(Buffer.from(await response.arrayBuffer()));
            })
            .catch(next);
          return;
        }
        const pathname = url.split('?')[0] ?? '/';
        const wantsPage = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
        if (wantsPage && pathname.startsWith('/admin/') && !/\.[a-z0-9]+$/i.test(pathname)) req.url = '/admin/';
        next();
      });
    },
  };
}
