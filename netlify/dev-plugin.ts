import type { Plugin } from 'vite';
import { loadFunctions } from './functions-router.ts';
import { clientAddress, toWebRequest } from './node-http.ts';
import { parsePlatformEnv, prepareLocalEnvironment } from './local-env.ts';

// `npm run dev`: astro dev serves the pages with hot reload; this plugin adds
// the functions (same data directory as `npm start`) and the admin deep links
// that netlify.toml rewrites in production. Functions are loaded once: restart
// `npm run dev` after changing one (pages and islands reload on their own).

export function localPlatformForDev(): Plugin {
  return {
    name: 'local-platform-for-dev',
    apply: 'serve',
    async configureServer(server) {
      const env = parsePlatformEnv(process.env);
      const local = await prepareLocalEnvironment(env);
      const functions = await loadFunctions();
      if (local.generatedPassword) {
        server.config.logger.info(`Admin "${local.adminUsername}" created with password: ${local.generatedPassword} (shown once)`);
      }
      server.httpServer?.once('close', () => {
        void local.stop();
      });

      server.middlewares.use((req, res, next) => {
        const url = req.url ?? '/';
        const target = new URL(url, `http://${req.headers.host ?? 'localhost'}`);
        if (functions.matches(target.href, req.method ?? 'GET')) {
          functions
            .handle(toWebRequest(req, target), { ip: clientAddress(req) })
            .then(async (response) => {
              if (!response) {
                next();
                return;
              }
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
