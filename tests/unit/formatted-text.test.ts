import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { FormattedText } from '#src/lib/formatted-text/formatted-text.tsx';
import { formattedHtml, formattedPlainText, inlineFormattedHtml } from '#src/lib/formatted-text/render.ts';
import { frenchTypography } from '#src/i18n/french-typography.ts';
import { demoEnhancedProjects } from '#functions/seed/demo-content.ts';

// The one renderer of formatted text (ADR 0056): the Markdown subset it reads,
// what it refuses to let through, and plain text kept as it always rendered.

const NARROW = '\u202F';
const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[char]!);

describe('the subset', () => {
  test('paragraphs apart by blank lines, a single newline stays in its paragraph', () => {
    expect(formattedHtml('First line\nsame paragraph\n\n\nSecond')).toBe('<p>First line\nsame paragraph</p><p>Second</p>');
  });

  test('headings start at level 2, "#" counts as "##", and follow the section they sit in', () => {
    expect(formattedHtml('# Top\n## Two\n### Three\n#### Four\n##### Five')).toBe(
      '<h2>Top</h2><h2>Two</h2><h3>Three</h3><h4>Four</h4><h4>Five</h4>',
    );
    expect(formattedHtml('## Under an h2', { headingLevel: 3 })).toBe('<h3>Under an h2</h3>');
    expect(formattedHtml('#### Deep', { headingLevel: 4 })).toBe('<h6>Deep</h6>');
    // No space after the hashes: a hashtag or a number, not a heading.
    expect(formattedHtml('#1 priority\n\n#')).toBe('<p>#1 priority</p><p>#</p>');
  });

  test('bold, italic, both, nested, and asterisks that are not emphasis', () => {
    expect(formattedHtml('**bold** __bold__ *italic* _italic_')).toBe(
      '<p><strong>bold</strong> <strong>bold</strong> <em>italic</em> <em>italic</em></p>',
    );
    expect(formattedHtml('***both*** **bold *in* bold** *it **in** it*')).toBe(
      '<p><em><strong>both</strong></em> <strong>bold <em>in</em> bold</strong> <em>it <strong>in</strong> it</em></p>',
    );
    expect(formattedHtml('snake_case_name, 5 * 3 = 15, 2*3*4')).toBe('<p>snake_case_name, 5 * 3 = 15, 2<em>3</em>4</p>');
  });

  test('unclosed and stray markers stay as typed', () => {
    expect(formattedHtml('**open *and _never closed')).toBe('<p>**open *and _never closed</p>');
    expect(formattedHtml('a ** b ** c')).toBe('<p>a ** b ** c</p>');
    expect(formattedHtml('**bold*')).toBe('<p>*<em>bold</em></p>');
    expect(formattedHtml('\\*not italic\\*')).toBe('<p>*not italic*</p>');
  });

  test('bullet and numbered lists, after a paragraph line, across blank lines, with a start', () => {
    expect(formattedHtml('We delivered:\n- the design\n* the code\n\n+ the tests')).toBe(
      '<p>We delivered:</p><ul><li>the design</li><li>the code</li><li>the tests</li></ul>',
    );
    expect(formattedHtml('1. one\n2. two\n   still two\n\nafter')).toBe('<ol><li>one</li><li>two\nstill two</li></ol><p>after</p>');
    expect(formattedHtml('3) three\n4) four\n5. five')).toBe(
      '<ol start="3"><li>three</li><li>four</li></ol><ol start="5"><li>five</li></ol>',
    );
    // A line that starts with a year is a sentence, not a list from 2019.
    expect(formattedHtml('Commissioned in\n2019. Then extended.')).toBe('<p>Commissioned in\n2019. Then extended.</p>');
  });

  test('line breaks: two spaces or a backslash at the end of a line', () => {
    expect(formattedHtml('Unit 1  \nUnit 2\\\nUnit 3')).toBe('<p>Unit 1<br>Unit 2<br>Unit 3</p>');
  });

  test('links to the web, email, telephone and site paths, with formatting in their text', () => {
    expect(
      formattedHtml(
        '[site](https://example.com/a?b=1&c=(2)) [mail](mailto:info@example.com) [call](tel:+33442000000) [us](/contact) [*it*](HTTP://EXAMPLE.COM)',
      ),
    ).toBe(
      '<p><a href="https://example.com/a?b=1&amp;c=(2)">site</a> <a href="mailto:info@example.com">mail</a> <a href="tel:+33442000000">call</a> <a href="/contact">us</a> <a href="HTTP://EXAMPLE.COM"><em>it</em></a></p>',
    );
    expect(formattedHtml('[brackets] (apart) and [no address]')).toBe('<p>[brackets] (apart) and [no address]</p>');
  });

  test('a one-line text (a key result) keeps bold, italic and links, and has no blocks', () => {
    expect(inlineFormattedHtml('# Cut **35 %** of [downtime](/services)')).toBe(
      '# Cut <strong>35 %</strong> of <a href="/services">downtime</a>',
    );
  });
});

describe('hostile input', () => {
  test('attack: long runs of spaces and tabs in a heading or before a French quote mark read as short ones do', () => {
    // Each took seconds to read before (a pattern whose work grew with the square of the run), on every render of a
    // public page: 1.9 s for the heading, 0.9 s for the French text, 2 ms for 20,000 characters of ordinary words.
    const run = ' \t'.repeat(10_000);
    expect(formattedHtml(`# a${run}b`)).toBe(`<h2>a${run}b</h2>`);
    expect(formattedHtml(`## Closing ##${run}\n\n## C# and F#\n\n## a # b #`)).toBe('<h2>Closing</h2><h2>C# and F#</h2><h2>a # b</h2>');
    // Other white space around a heading's text goes as it always did: a heading of no-break spaces is no heading.
    expect(formattedHtml('## \u2003Title\u2003 ##\n\n# \u00a0')).toBe('<h2>Title</h2><p>#</p>');
    expect(frenchTypography(`« a${' '.repeat(20_000)}b »`)).toBe(`«${NARROW}a${' '.repeat(20_000)}b${NARROW}»`);
  });

  test('raw HTML is text: no tag, no attribute, no entity gets through', () => {
    const html = formattedHtml(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)"> <a href="javascript:x" onclick=y>z</a> &lt; &#60;',
    );
    expect(html).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><p>&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &lt;a href=&quot;javascript:x&quot; onclick=y&gt;z&lt;/a&gt; &amp;lt; &amp;#60;</p>',
    );
    expect(html).not.toMatch(/<(?!\/?(p|a|strong|em|br)\b)/);
  });

  test.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['  javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['vbscript:msgbox(1)'],
    ['&#106;avascript:alert(1)'],
    ['&#x6A;avascript&colon;alert(1)'],
    ['javascript&#58;alert(1)'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['ftp://example.com/file'],
    ['#top'],
    ['contact'],
    ['https:/evil'],
    [''],
  ])('a link to %j shows its text only', (address) => {
    const html = formattedHtml(`Read [the page](${address}) now`);
    expect(html).not.toContain('<a');
    expect(html).toMatch(/^<p>Read (the page|\[the page\]\(.*\)) now<\/p>$/s);
  });

  test('an address cannot leave its attribute', () => {
    expect(formattedHtml('[x](https://example.com/"onmouseover="alert(1))')).toBe(
      '<p><a href="https://example.com/&quot;onmouseover=&quot;alert(1)">x</a></p>',
    );
  });

  test('no link inside a link', () => {
    expect(formattedHtml('[outer [inner](/a)](/b)')).toBe('<p><a href="/b">outer [inner](/a)</a></p>');
  });

  test('a very long word is kept whole', () => {
    const word = 'Super'.repeat(4000);
    expect(formattedHtml(`*${word}*`)).toBe(`<p><em>${word}</em></p>`);
  });

  test('10,000 lines of markers, brackets and unclosed links come out whole', () => {
    const lines = Array.from({ length: 10_000 }, (_, index) => `line ${index} *a _b [c](( **d [e](/f)`);
    const html = formattedHtml(lines.join('\n'));
    expect(html.match(/<a href="\/f">e<\/a>/g)).toHaveLength(10_000);
    expect(html.startsWith('<p>line 0 *a _b [c](( **d ')).toBe(true);
    const pathological = formattedHtml('['.repeat(20_000) + '](('.repeat(10_000) + 'a* '.repeat(10_000) + '*b '.repeat(10_000));
    expect(pathological).not.toContain('<a');
    expect(pathological).not.toContain('<em>');
  });
});

describe('French typography', () => {
  test('narrow no-break spaces before ; ! ? and inside « », a no-break space before the colon, across formatting', () => {
    expect(formattedHtml('**Attention** ! Le « projet » : fini ; vraiment ?', { french: true })).toBe(
      `<p><strong>Attention</strong>${NARROW}! Le «${NARROW}projet${NARROW}»\u00A0: fini${NARROW}; vraiment${NARROW}?</p>`,
    );
  });

  test('never inside an address, and not on English text', () => {
    expect(formattedHtml('[la page](https://example.com/?a=1;b=2) !', { french: true })).toBe(
      `<p><a href="https://example.com/?a=1;b=2">la page</a>${NARROW}!</p>`,
    );
    expect(formattedHtml('Done !')).toBe('<p>Done !</p>');
  });
});

describe('plain text', () => {
  test('formatting stripped for meta descriptions and JSON-LD', () => {
    expect(formattedPlainText('## Scope\n\n**Bold** and [a link](/x) and [bad](javascript:x).\n- one\n- two')).toBe(
      'Scope\n\nBold and a link and bad.\n\none\ntwo',
    );
    expect(formattedPlainText('<b>kept as typed</b>')).toBe('<b>kept as typed</b>');
  });

  test('every demo project renders as it did before formatting: one paragraph per blank-line block', () => {
    // What the project page and the modal rendered before: a <p> per block between blank lines.
    const before = (text: string) =>
      text
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.trim() !== '')
        .map((paragraph) => `<p>${escape(paragraph.trim())}</p>`)
        .join('');
    const texts = demoEnhancedProjects.flatMap((project) => [
      { text: project.description ?? '', french: false },
      { text: project.fr?.description ?? '', french: true },
    ]);
    expect(texts.length).toBeGreaterThan(8);
    for (const { text, french } of texts) {
      expect(formattedHtml(text, { french })).toBe(before(french ? frenchTypography(text) : text));
    }
    const items = demoEnhancedProjects.flatMap((project) => [...(project.scope_objectives ?? []), ...(project.key_results ?? [])]);
    for (const item of items) expect(inlineFormattedHtml(item)).toBe(escape(item));
  });
});

test('React elements and the HTML string say the same, for every kind of block and hostile input', () => {
  const corpus = [
    '# Top\n\nWe delivered:\n- the **design**\n- the *[tests](/services)*\n\n3. three\n4. four',
    'Unit 1  \nUnit 2 <script>alert(1)</script> [x](javascript:alert(1)) [y](https://example.com/"a\'b&c)',
  ];
  for (const text of corpus) {
    for (const french of [false, true]) {
      // React writes the void <br> as <br/>: the same element.
      const react = renderToStaticMarkup(createElement(FormattedText, { text, french, headingLevel: 3 })).replaceAll('<br/>', '<br>');
      expect(react).toBe(`<div class="formatted-text">${formattedHtml(text, { french, headingLevel: 3 })}</div>`);
    }
  }
  expect(renderToStaticMarkup(createElement(FormattedText, { text: 'Cut **35 %**', inline: true, as: 'li' }))).toBe(
    '<li>Cut <strong>35 %</strong></li>',
  );
});
