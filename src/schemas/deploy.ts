import * as z from '#src/schemas/zod-mini.ts';

// Netlify's deploy contexts. Previews (deploy-preview, branch-deploy) have a
// content store of their own; the admin says so in a banner.

export const deployContextSchema = z.enum(['production', 'deploy-preview', 'branch-deploy', 'dev']);
export type DeployContext = z.infer<typeof deployContextSchema>;

export const isPreviewContext = (context: DeployContext) => context === 'deploy-preview' || context === 'branch-deploy';
