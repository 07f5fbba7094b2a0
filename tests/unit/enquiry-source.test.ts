import { expect, test } from 'vitest';
import { sourceOf } from '#src/lib/contact/enquiry-source.ts';

// What "the page that led to the enquiry" means (ADR 0073), as the contact
// form computes it from document.referrer and its own address.

const contact = new URL('https://www.caronte-automation.fr/contact');

test('a page of this site read before the contact page is the source, by its path only', () => {
  expect(sourceOf('https://www.caronte-automation.fr/services/engineering?ref=menu#top', contact)).toEqual({
    source_path: '/services/engineering',
  });
  expect(
    sourceOf(
      'https://www.caronte-automation.fr/fr/projects-enhanced/fos-tank-farm/',
      new URL('https://www.caronte-automation.fr/fr/contact'),
    ),
  ).toEqual({
    source_path: '/fr/projects-enhanced/fos-tank-farm',
  });
});

test('a visitor who arrived on the contact page: the contact page, and the other site’s domain', () => {
  expect(sourceOf('https://www.google.com/search?q=automation+martigues', contact)).toEqual({
    source_path: '/contact',
    source_referrer: 'www.google.com',
  });
  expect(sourceOf('', contact)).toEqual({ source_path: '/contact' });
  // A reload of the contact page, or a referrer that is not an address.
  expect(sourceOf('https://www.caronte-automation.fr/contact', contact)).toEqual({ source_path: '/contact' });
  expect(sourceOf('not an address', contact)).toEqual({ source_path: '/contact' });
});

test('a source the schema would refuse is left out, not guessed, and the enquiry still goes', () => {
  expect(sourceOf(`https://www.caronte-automation.fr/${'x'.repeat(300)}`, contact)).toEqual({});
  // An app's referrer is no web site's domain.
  expect(sourceOf('android-app://com.google.android.gm/', contact)).toEqual({ source_path: '/contact' });
});
