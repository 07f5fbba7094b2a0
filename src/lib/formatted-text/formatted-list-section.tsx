import { FormattedText } from '#src/lib/formatted-text/formatted-text.tsx';

// A project's scope or results: a titled list of one-line formatted texts, the
// same on the project page (an h2) and in the list's modal (an h3, under the
// modal's title); nothing when the list is empty.

interface Props {
  id: string;
  title: string;
  heading: 'h2' | 'h3';
  listClassName: string;
  items: readonly string[];
  lang: 'en' | undefined;
  french: boolean;
}

export function FormattedListSection({ id, title, heading: Heading, listClassName, items, lang, french }: Props) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      <ul className={listClassName} lang={lang}>
        {items.map((item, index) => (
          <FormattedText key={index} as="li" inline text={item} french={french} />
        ))}
      </ul>
    </section>
  );
}
