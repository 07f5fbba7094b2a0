// Which requests to POST /api/hit are not counted, decided from their headers
// alone and never stored: a visitor's objection (Global Privacy Control, Do
// Not Track), a page loaded ahead of being seen (prefetch, prerender),
// robots, recognised by their user agent, and a view another site's page
// sends (a browser says so in Sec-Fetch-Site): only this site's pages count.

const BOT =
  /bot|crawl|spider|slurp|fetch|preview|scan|monitor|headless|lighthouse|pingdom|uptime|curl|wget|python|java\/|go-http|axios|node-fetch|undici|httpclient|facebookexternalhit|embedly|whatsapp|telegram|discord/i;

/** The visitor objects to being counted: `Sec-GPC: 1` or `DNT: 1`. */
const objects = (headers: Headers): boolean => headers.get('sec-gpc') === '1' || headers.get('dnt') === '1';

/** A speculative load: the page may never be seen. */
const speculative = (headers: Headers): boolean =>
  /prefetch|prerender/i.test(`${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''} ${headers.get('x-moz') ?? ''}`);

/** A robot, or a client that says nothing of itself. */
const robot = (headers: Headers): boolean => {
  const agent = headers.get('user-agent') ?? '';
  return agent.trim() === '' || BOT.test(agent);
};

/** Sent by another site's page, as the browser tells (a client that does not say is judged by the rest). */
const crossSite = (headers: Headers): boolean => {
  const site = headers.get('sec-fetch-site');
  return site !== null && site !== 'same-origin';
};

/** Whether a view is counted: not objected to, not speculative, not a robot's, not sent from another site. */
export const counted = (headers: Headers): boolean => !objects(headers) && !speculative(headers) && !robot(headers) && !crossSite(headers);
