import { renderToStaticMarkup } from 'react-dom/server';
import { icons, type IconName } from '#src/lib/icons.ts';

// A line icon: the one drawing of the site's icons, for the pages rendered to
// static HTML (src/site-pages/) and, through src/components/Icon.astro, for the
// Astro pages.

interface Props {
  name: IconName;
  size?: number | undefined;
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

/** The icon as static HTML, for an Astro component. */
export const iconMarkup = (props: Props) => renderToStaticMarkup(<Icon {...props} />);
