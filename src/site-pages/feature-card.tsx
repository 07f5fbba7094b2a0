import type { IconName } from '#src/lib/icons.ts';
import { Icon } from '#src/site-pages/icon.tsx';

// A card with an icon tile, a title and a short text (src/site-pages/feature-card.css),
// in the body of the pages rendered from their published text. `level` keeps the heading
// outline right wherever the card is placed; `lang` marks a card a French page
// shows in English.

interface Props {
  feature: { icon: IconName; title: string; text: string };
  level?: 'h2' | 'h3';
  titleLang?: string | undefined;
  textLang?: string | undefined;
}

export function FeatureCard({ feature, level: Heading = 'h3', titleLang, textLang }: Props) {
  return (
    <article className="card feature">
      <span className="icon-tile">
        <Icon name={feature.icon} />
      </span>
      <Heading lang={titleLang}>{feature.title}</Heading>
      <p lang={textLang}>{feature.text}</p>
    </article>
  );
}
