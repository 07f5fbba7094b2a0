import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import type { Credential } from '#src/schemas/credential.ts';
import { certificationsMarks } from '#src/site/certifications-marks.ts';
import { certificationsHandler } from '#functions/api/certifications.ts';
import { adminToken, getRequest } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { aCredential } from '#tests/fixtures/builders.ts';
import { api, created } from '#tests/fixtures/content-api.ts';
import { schemaOrgProblems } from '#tests/fixtures/schema-org.ts';
import { certificationsFrames } from '#tests/fixtures/certifications-frames.ts';

// /certifications and /fr/certifications: the credentials valid today filled
// into the page as built, with the Organization's hasCredential, no script,
// cached under the credentials tag no longer than the next expiry.

useBlobsStore();

const frame = (lang: string) =>
  `<!doctype html><html lang="${lang}"><head><title>Certifications</title>${certificationsMarks.jsonLd}</head><body><main>${certificationsMarks.list}</main></body></html>`;
const handler = certificationsHandler(certificationsFrames(frame));
const page = async (pathname: string) => {
  const response = await handler(getRequest(pathname));
  return { response, html: await response.text() };
};

/** The JSON-LD blocks of a page, parsed. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as unknown);

interface Organization {
  '@type': string;
  hasCredential: { name: string; recognizedBy: { name: string }; validFrom: string; validUntil: string; identifier?: string }[];
}

let token: string;
let valid: Credential;
let expired: Credential;
let hidden: Credential;

beforeAll(async () => {
  token = await adminToken();
  valid = await created<Credential>(
    'credentials',
    aCredential({
      name: 'ISO 9001 <quality>',
      issuer: 'AFNOR "Certification"',
      number: 'QUAL/2023/61842',
      scope: 'Design & commissioning',
      fr: { name: 'ISO 9001 management de la qualité', scope: '' },
      valid_until: '2040-11-19',
    }),
    token,
  );
  expired = await created<Credential>('credentials', aCredential({ name: 'Expired clearance', valid_until: '2023-02-01' }), token);
  hidden = await created<Credential>('credentials', aCredential({ name: 'Unpublished partnership', is_published: false }), token);
});

afterEach(() => {
  vi.useRealTimers();
});

test('the English page lists each valid credential, escaped, and carries it in the Organization JSON-LD', async () => {
  const { response, html } = await page('/certifications');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(response.headers.get('netlify-cache-tag')).toContain('credentials');
  expect(html).toContain('ISO 9001 &lt;quality&gt;');
  expect(html).toContain('AFNOR &quot;Certification&quot;');
  expect(html).toContain('QUAL/2023/61842');
  expect(html).toContain('<time datetime="2040-11-19">19 November 2040</time>');
  expect(html).not.toContain(expired.name);
  expect(html).not.toContain(hidden.name);
  expect(html).not.toContain('<script>');
  expect(html).not.toContain('<script src');
  const [organization] = jsonLd(html) as Organization[];
  expect(schemaOrgProblems(organization)).toEqual([]);
  expect(organization?.['@type']).toBe('Organization');
  const listed = organization?.hasCredential.find((item) => item.identifier === valid.number);
  expect(listed).toMatchObject({
    name: 'ISO 9001 <quality>',
    recognizedBy: { name: 'AFNOR "Certification"' },
    validFrom: '2020-01-01',
    validUntil: '2040-11-19',
  });
  expect(organization?.hasCredential.map((item) => item.name)).not.toContain(expired.name);
  // The script element cannot be closed by stored text.
  expect(html).not.toMatch(/<quality>/);
});

test('the French page shows the French name, the English scope marked as English, dates in French', async () => {
  const { html } = await page('/fr/certifications');
  expect(html).toContain('ISO 9001 management de la qualité');
  expect(html).toContain('<span lang="en">Design &amp; commissioning</span>');
  expect(html).toContain('19 novembre 2040');
  const [organization] = jsonLd(html) as Organization[];
  expect(organization?.hasCredential.map((item) => item.name)).toContain('ISO 9001 management de la qualité');
});

test('French labels put a no-break space before their colon; English ones none', async () => {
  const french = (await page('/fr/certifications')).html;
  expect(french).toContain('<dt>Délivré par\u00a0:</dt>');
  expect(french).toContain('<dt>Numéro\u00a0:</dt>');
  expect(french).toContain('<dt>Validité\u00a0:</dt>');
  // No colon in the list's visible text without its no-break space.
  const list = french.slice(french.indexOf('<ul class="credentials"'), french.indexOf('</ul>'));
  const visible = list.replace(/<[^>]*>/g, ' ');
  expect(visible).toContain(':');
  expect(visible).not.toMatch(/[^\u00a0]:/);
  const english = (await page('/certifications')).html;
  expect(english).toContain('<dt>Issued by:</dt>');
  expect(english).toContain('<dt>Valid:</dt>');
});

test('the page is kept no longer than the next day a credential ends, and then leaves it out by itself', async () => {
  const ending = await created<Credential>('credentials', aCredential({ name: 'Ends in 2033', valid_until: '2033-03-10' }), token);
  vi.useFakeTimers({ toFake: ['Date'] });
  // 10 March 2033, 23:00 in Paris (UTC+1): its last hour.
  vi.setSystemTime(Date.parse('2033-03-10T22:00:00Z'));
  const last = await page('/certifications');
  expect(last.html).toContain(ending.name);
  expect(last.response.headers.get('netlify-cdn-cache-control')).toMatch(/s-maxage=3600\b/);
  vi.setSystemTime(Date.parse('2033-03-10T23:00:00Z'));
  expect((await page('/certifications')).html).not.toContain(ending.name);
});

test('a write purges the page: a credential published shows on the next render', async () => {
  const added = await api('credentials').create<Credential>(aCredential({ name: 'Siemens Solution Partner' }), token);
  expect(added.status).toBe(201);
  expect((await page('/certifications')).html).toContain('Siemens Solution Partner');
});
