import type { Context } from '@netlify/functions';
import { inDeployContext, parseDeployContext } from '#functions/platform/deploy-context.ts';
import { toErrorResponse, type RequestContext } from '#functions/platform/http.ts';
import { ensurePreviewContent } from '#functions/seed/preview-content.ts';

// What every function entry does before its handler: use the store of the
// request's deploy context (a preview never touches production's), make sure a
// preview's store has its demo content, and pass the client address Netlify
// gives. Entries are `export default serve(handler)`.

type Handler = (req: Request, ctx: RequestContext) => Promise<Response>;

export const serve =
  (name: string, handler: Handler) =>
  (req: Request, context: Context): Promise<Response> =>
    inDeployContext(parseDeployContext(context.deploy.context), async () => {
      try {
        await ensurePreviewContent();
      } catch (error) {
        return toErrorResponse(error, { name, method: req.method, path: new URL(req.url).pathname });
      }
      return handler(req, { ip: context.ip });
    });
