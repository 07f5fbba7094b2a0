import { beforeAll, expect, test } from 'vitest';
import { demoLogos, logoSvg } from '#functions/seed/demo-logos.ts';
import { hasExternalReference as unsafeCss, safeCss, sanitizeSvg } from '#functions/uploads/svg-sanitizer.ts';
import { adminToken } from '#tests/fixtures/api.ts';
import { useBlobsStore } from '#tests/fixtures/blobs.ts';
import { cleanSvg } from '#tests/fixtures/images.ts';
import { storedText, upload } from '#tests/fixtures/uploads.ts';

// Uploaded SVGs are rebuilt from an allowlist (functions/uploads/svg-sanitizer.ts);
// these tests upload hostile files through the handler and read back what was
// stored.

useBlobsStore();

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

const svgOpen = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50">';
const svgOf = (inner: string, open = svgOpen) => `${open}${inner}</svg>`;

async function uploadSvg(source: string): Promise<{ status: number; stored: string; error?: string | undefined }> {
  const { status, body } = await upload(source, { name: 'logo.svg', type: 'image/svg+xml', token });
  return { status, stored: body.logo_url ? await storedText(body.logo_url) : '', error: body.error };
}

test('a hostile SVG is stored without script, handlers, foreignObject or external references', async () => {
  const hostile = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 50" onload="alert(1)">
  <script>alert('x')</script>
  <style>@import url(https://evil.example/x.css); .a { fill: url(https://evil.example/p.svg#g) } .b { fill: #f59e0b }</style>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#0f1d31"/></linearGradient></defs>
  <rect class="b" width="100" height="50" fill="url(#g)" onclick="steal()" style="fill: url(http://evil.example/track.png)"/>
  <a href="javascript:alert(1)"><text x="5" y="30">Click</text></a>
  <foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example"></iframe></foreignObject>
  <use xlink:href="https://evil.example/sprite.svg#icon"/>
  <use href="javascript:alert(2)"/>
  <use href="#g"/>
  <image href="data:image/png;base64,AAAA"/>
</svg>`;
  const { status, stored } = await uploadSvg(hostile);
  expect(status).toBe(201);
  expect(stored).toBe(
    [
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 50">\n  \n  ',
      // An @import drops the whole stylesheet: the logo loses its styling, never its safety.
      '<style></style>\n  ',
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#0f1d31"/></linearGradient></defs>\n  ',
      '<rect class="b" width="100" height="50" fill="url(#g)"/>\n  \n  \n  ',
      '<use/>\n  <use/>\n  <use href="#g"/>\n  \n</svg>',
    ].join(''),
  );
});

for (const [label, source, forbidden] of [
  ['a script element', svgOf('<script>alert(1)</script><rect width="1" height="1"/>'), ['script', 'alert']],
  [
    'a script in another namespace prefix',
    svgOf('<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>'),
    ['script', 'alert'],
  ],
  ['a script in upper case', svgOf('<SCRIPT>alert(1)</SCRIPT>'), ['SCRIPT', 'alert']],
  [
    'an onload handler',
    svgOf('<rect width="1" height="1"/>', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">'),
    ['onload', 'alert'],
  ],
  [
    'an event handler with odd case',
    svgOf('<rect width="1" height="1" OnClick="alert(1)" onmouseover="alert(2)"/>'),
    ['OnClick', 'onmouseover', 'alert'],
  ],
  [
    'foreignObject with HTML',
    svgOf('<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></body></foreignObject>'),
    ['foreignObject', 'img', 'onerror'],
  ],
  ['a javascript: href', svgOf('<use href="javascript:alert(1)"/><textPath href=" javascript:alert(1)">x</textPath>'), ['javascript']],
  [
    'an external xlink:href',
    svgOf(
      '<use xlink:href="https://evil.example/sprite.svg#a"/>',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">',
    ),
    ['evil.example'],
  ],
  ['a protocol-relative href', svgOf('<use href="//evil.example/a.svg#x"/>'), ['evil.example']],
  [
    'an external url() in a style attribute',
    svgOf('<rect style="fill: url(https://evil.example/a.svg#p)" width="1" height="1"/>'),
    ['evil.example', 'style='],
  ],
  [
    'an external url() in a presentation attribute',
    svgOf('<rect fill="url(https://evil.example/a.svg#p)" width="1" height="1"/>'),
    ['evil.example'],
  ],
  ['an unclosed url()', svgOf('<rect style="fill:url(https://evil.example/a" width="1" height="1"/>'), ['evil.example']],
  ['a CSS-escaped url()', svgOf('<rect style="fill: u\\72l(https://evil.example/a)" width="1" height="1"/>'), ['evil.example']],
  [
    'image-set() in a style',
    svgOf('<rect style="fill: image-set(&quot;https://evil.example/a.png&quot; 1x)" width="1" height="1"/>'),
    ['evil.example'],
  ],
  [
    '@import in a stylesheet',
    svgOf('<style>@import "https://evil.example/a.css"; rect { fill: red }</style>'),
    ['@import', 'evil.example'],
  ],
  [
    'an escaped @import in a stylesheet',
    svgOf('<style>@\\69mport "https://evil.example/a.css"; rect { fill: red }</style>'),
    ['mport', 'evil.example'],
  ],
  [
    '@font-face with a remote font',
    svgOf('<style>@font-face { font-family: x; src: url(https://evil.example/f.woff) }</style>'),
    ['font-face', 'evil.example'],
  ],
  ['a stylesheet in CDATA', svgOf('<style><![CDATA[ rect { background: url(https://evil.example/x) } ]]></style>'), ['evil.example']],
  [
    'an xml-stylesheet processing instruction',
    `<?xml-stylesheet href="https://evil.example/a.css"?>${svgOf('<rect width="1" height="1"/>')}`,
    ['evil.example', 'xml-stylesheet'],
  ],
  [
    'animation that rewrites an href',
    svgOf('<a><set attributeName="href" to="javascript:alert(1)"/></a><animate attributeName="href" values="javascript:alert(1)"/>'),
    ['set', 'animate', 'javascript'],
  ],
  [
    'an embedded image',
    svgOf('<image href="https://evil.example/a.png"/><feImage href="https://evil.example/b.png"/>'),
    ['image', 'evil.example'],
  ],
  [
    'an iframe or embed',
    svgOf('<iframe src="https://evil.example"/><embed src="https://evil.example"/><object data="https://evil.example"/>'),
    ['iframe', 'embed', 'object', 'evil.example'],
  ],
  ['an xml:base', svgOf('<g xml:base="https://evil.example/"><use href="#a"/></g>'), ['xml:base', 'evil.example']],
  [
    'an HTML namespace redeclared on an element',
    svgOf('<g xmlns="http://www.w3.org/1999/xhtml"><rect width="1" height="1"/></g>'),
    ['xhtml'],
  ],
] as const) {
  test(`an SVG with ${label} is stored without it`, async () => {
    const { status, stored } = await uploadSvg(source);
    expect(status).toBe(201);
    expect(stored.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    for (const text of forbidden) expect(stored).not.toContain(text);
  });
}

for (const [label, source] of [
  ['a DOCTYPE with entities', '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>'],
  ['an external entity', '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>'],
  ['an undeclared entity', '<svg xmlns="http://www.w3.org/2000/svg"><text>&nbsp;</text></svg>'],
  ['an unclosed element', '<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>'],
  ['a truncated document', '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1"'],
  ['duplicate attributes', '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" width="2"/></svg>'],
  ['a second root', '<svg xmlns="http://www.w3.org/2000/svg"></svg><svg xmlns="http://www.w3.org/2000/svg"></svg>'],
  ['text after the root', '<svg xmlns="http://www.w3.org/2000/svg"></svg>trailing'],
  [
    'invalid UTF-8',
    new Uint8Array([
      ...new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><text>'),
      0xff,
      0xfe,
      ...new TextEncoder().encode('</text></svg>'),
    ]),
  ],
] as const) {
  test(`an SVG with ${label} is refused with the spec message`, async () => {
    const { status, body } = await upload(source, { name: 'logo.svg', type: 'image/svg+xml', token });
    expect(status).toBe(415);
    expect(body.error).toBe('Logo must be an image file (JPEG, PNG, GIF, SVG, WebP)');
    expect(body.issues?.[0]?.path).toBe('logo');
  });
}

test('an SVG exported with the standard SVG 1.1 DOCTYPE is accepted and stored without it', async () => {
  const exported =
    '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<!-- Generator: Adobe Illustrator -->\n' +
    cleanSvg;
  const { status, stored } = await uploadSvg(exported);
  expect(status).toBe(201);
  expect(stored).toBe(cleanSvg);
});

test('a same-file xlink:href stays bound to the XLink namespace whatever the file declared', () => {
  const source = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="https://evil.example/ns"><use xlink:href="#a"/></svg>';
  expect(sanitizeSvg(source)).toBe(
    '<svg xmlns:xlink="http://www.w3.org/1999/xlink" xmlns="http://www.w3.org/2000/svg"><use xlink:href="#a"/></svg>',
  );
});

test('a clean logo is kept as drawn', () => {
  expect(sanitizeSvg(cleanSvg)).toBe(cleanSvg);
});

test('every demo logo passes the sanitiser unchanged', () => {
  for (const spec of Object.values(demoLogos)) {
    const svg = logoSvg(spec);
    expect(sanitizeSvg(svg)).toBe(svg);
  }
});

test('a logo with gradients, masks, a local font stack and same-file references keeps them', async () => {
  const logo = svgOf(
    '<defs><radialGradient id="r" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#13294b"/></radialGradient><clipPath id="c"><circle cx="25" cy="25" r="20"/></clipPath></defs><g clip-path="url(#c)"><rect width="50" height="50" fill="url(#r)"/></g><text x="55" y="30" font-family="Helvetica, Arial, sans-serif" style="font-weight: 700; fill: url(&quot;#r&quot;)">ACME &amp; Co</text>',
  );
  const { status, stored } = await uploadSvg(logo);
  expect(status).toBe(201);
  expect(stored).toBe(logo);
});

test('CSS checks refuse escapes, remote urls and url-taking functions, and keep plain styling', () => {
  expect(unsafeCss('fill: #f59e0b; stroke-width: 2')).toBe(false);
  expect(unsafeCss('fill: url(#g)')).toBe(false);
  expect(unsafeCss("fill: url('#g')")).toBe(false);
  expect(unsafeCss('fill: url(https://x.example/a)')).toBe(true);
  expect(unsafeCss('fill: URL( "x.svg#a" )')).toBe(true);
  expect(unsafeCss('fill: u\\72l(x)')).toBe(true);
  expect(unsafeCss('background: image-set("a.png" 1x)')).toBe(true);
  expect(unsafeCss('width: expression(alert(1))')).toBe(true);
  expect(safeCss('.a { fill: red } .b { fill: url(http://x) }')).toBe('.a { fill: red }');
  expect(safeCss('/* note */ .a { fill: red }')).toBe(' .a { fill: red }');
  expect(safeCss('@media (min-width: 10px) { .a { fill: red } }')).toBe('@media (min-width: 10px) { .a { fill: red } }');
  expect(safeCss('.a { fill: red } @\\69mport "x.css";')).toBe('');
});
