import type { IconName } from '#src/lib/icons.ts';
import { FeatureCard } from '#src/site-pages/feature-card.tsx';
import type { languageOf } from '#src/site-pages/page-view.ts';

// A topic page's capabilities (a service's or a sector's): an eyebrow, a
// heading and a grid of feature cards on the muted band, each card's title and
// text typeset for the page's language and marked English where a French page
// falls back to it. `id` names the heading for the section, `className` the grid.

interface Props {
  id: string;
  eyebrow: string;
  title: string;
  className: string;
  features: readonly { icon: unknown; title: string; text: string }[];
  language: ReturnType<typeof languageOf>;
}

export function FeatureSection({ id, eyebrow, title, className, features, language }: Props) {
  const { typeset, langOf } = language;
  return (
    <section className="section section--muted" aria-labelledby={id}>
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={id}>{title}</h2>
        </div>
        <div className={`grid ${className}`}>
          {features.map((feature, index) => {
            const path = `features.${String(index)}`;
            return (
              <FeatureCard
                key={index}
                feature={{
                  icon: feature.icon as IconName,
                  title: typeset(feature.title, `${path}.title`),
                  text: typeset(feature.text, `${path}.text`),
                }}
                titleLang={langOf(`${path}.title`)}
                textLang={langOf(`${path}.text`)}
              />
            );
          })}
        </div>
      </div>
    </section>
  );
}
