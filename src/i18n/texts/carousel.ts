import { translated } from '#src/i18n/translated.ts';

// The client carousel island's texts; the page passes the island its own language's.

export const carouselTexts = translated('carousel', {
  en: {
    eyebrow: 'Our clients',
    title: 'Trusted by operators across the south of France',
    play: 'Play logo animation',
    pause: 'Pause logo animation',
  },
  fr: {
    eyebrow: 'Nos clients',
    title: 'Ils nous font confiance dans tout le sud de la France',
    play: "Relancer l'animation des logos",
    pause: "Mettre en pause l'animation des logos",
  },
});

export type CarouselTexts = (typeof carouselTexts)['en'];
