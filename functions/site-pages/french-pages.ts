import { cacheTags, publicCacheHeaders } from '#functions/platform/cache.ts';
import { publicBody } from '#functions/platform/responses.ts';
import { pageHeaders } from '#functions/portfolio/page-headers.ts';
import type { Frames } from '#functions/site-pages/frames.ts';
import { frenchTopic, type Section } from '#functions/site-pages/french-slugs.ts';
import { readNavigation, withNavigation } from '#functions/site-pages/navigation.ts';
import { earliest } from '#functions/site-pages/badges.ts';
import { sitePage } from '#functions/site-pages/pages.ts';

// GET /fr/services/<slug> and /fr/sectors/<slug> (ADR 0067): the page whose
// published French slug it is, or with none its English slug; a 301 from a
// page's English slug to its French one; the site's 404 page for any other.
// Each is cached under the tags of the pages it depends on, so the publish
// that gives, changes or removes a French slug purges the old address, the
// new one and a 404 a visitor met there before; the 404 page's footer names
// the published pages, under the `navigation` tag too (ADR 0078). A page's
// scheduled publish may move a slug: each is kept no longer than that (ADR 0085).

export async function frenchTopicPage(req: Request, frames: Frames, section: Section, slug: string): Promise<Response> {
  const topic = await frenchTopic(section, slug);
  if (topic.kind === 'page') return sitePage(req, frames, topic.id, 'fr');
  if (topic.kind === 'moved') {
    return new Response(null, {
      status: 301,
      headers: { ...pageHeaders, ...publicCacheHeaders([cacheTags.page(topic.id)], [], topic.freshUntil), Location: topic.location },
    });
  }
  const { navigation, freshUntil } = await readNavigation();
  return publicBody(req, withNavigation(frames.notFound.fr, navigation, 'fr'), {
    contentType: 'text/html; charset=utf-8',
    tags: [...topic.ids.map((id) => cacheTags.page(id)), cacheTags.navigation],
    varyQuery: [],
    headers: pageHeaders,
    status: 404,
    freshUntil: earliest(topic.freshUntil, freshUntil),
  });
}
