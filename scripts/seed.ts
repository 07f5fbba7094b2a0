import { parseArgs } from 'node:util';
import { setEnvironmentContext } from '@netlify/blobs';
import { z } from 'zod';
import { seedDemoContent } from '#functions/seed/seed.ts';

// `npm run seed -- --site <site id>`: loads the demo content into a deployed
// site's Blobs store, on purpose, from your machine. A deployed site never
// seeds itself; and a store that already holds content is never touched
// (functions/seed/seed.ts), so running this against a live site changes nothing.
// Needs a Netlify personal access token in NETLIFY_AUTH_TOKEN
// (User settings → Applications → Personal access tokens).

const usage =
  'Usage: NETLIFY_AUTH_TOKEN=<token> npm run seed -- --site <site id> [--context production|deploy-preview|branch-deploy] [--branch <name>]';

const { values } = parseArgs({
  options: {
    site: { type: 'string' },
    context: { type: 'string', default: 'production' },
    branch: { type: 'string' },
    'api-url': { type: 'string', default: 'https://api.netlify.com' },
  },
});

const argsSchema = z.object({
  site: z.string({ error: `--site is required. ${usage}` }).min(1, `--site is required. ${usage}`),
  context: z.enum(['production', 'deploy-preview', 'branch-deploy']),
  branch: z.string().optional(),
  'api-url': z.url(),
  token: z.string({ error: `NETLIFY_AUTH_TOKEN is not set. ${usage}` }).min(1, `NETLIFY_AUTH_TOKEN is not set. ${usage}`),
});

const parsed = argsSchema.safeParse({ ...values, token: process.env.NETLIFY_AUTH_TOKEN });
if (!parsed.success) {
  process.stderr.write(`${parsed.error.issues[0]?.message ?? usage}\n`);
  process.exit(1);
}
const args = parsed.data;

// The functions open their store through the Blobs environment, as on Netlify;
// the deploy context decides which store (production's or a preview's).
process.env.PLATFORM = 'netlify';
process.env.CONTEXT = args.context;
if (args.branch) process.env.BRANCH = args.branch;
setEnvironmentContext({ siteID: args.site, token: args.token, apiURL: args['api-url'] });

const outcome = await seedDemoContent();
const messages = {
  seeded:
    'Demo content loaded: projects with their photos, clients with their logos, sectors, categories, technologies and carousel settings.',
  'already-seeded': 'Nothing to do: the demo content was loaded into this store before.',
  'store-not-empty': 'Nothing loaded: this store already holds content, and seeding never overwrites it.',
} as const;
process.stdout.write(`${messages[outcome]}\n`);
