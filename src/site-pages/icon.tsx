import { icons, type IconName } from '#src/lib/icons.ts';

// A line icon as src/components/Icon.astro draws it (the same attributes in the
// same order), for the pages rendered to static HTML (src/site-pages/).

interface Props {
  name: IconName;
  size?: number;
}

export function Icon({ name, size = 24 }: Props) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={icons[name]}></path>
    </svg>
  );
}
