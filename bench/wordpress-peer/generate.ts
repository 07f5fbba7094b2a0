import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

// Writes site/about.html, the WordPress peer's About page (README.md beside
// this file): the block markup WordPress's renderer produces (source/body.html),
// with the styles WordPress prints inline in the head of a block theme's page.
// The "global styles" are generated here from Twenty Twenty-Three's theme.json
// the way WordPress's WP_Theme_JSON prints them (presets as custom properties,
// layout rules, root and element styles, per-block styles, preset classes),
// merged over the presets of WordPress's own default theme.json.
//
// `node bench/wordpress-peer/generate.ts` (run again only if a source changes).

const here = import.meta.dirname;

type Style = Record<string, unknown>;

interface Preset {
  slug: string;
  [key: string]: unknown;
}

interface FontFace {
  fontFamily: string;
  fontStyle: string;
  fontWeight: string;
  fontDisplay?: string;
  src: string[];
}

interface ThemeJson {
  settings: {
    color: { palette: Preset[] };
    layout: { contentSize: string; wideSize: string };
    spacing: { spacingSizes: Preset[] };
    typography: { fontFamilies: (Preset & { fontFamily: string; fontFace?: FontFace[] })[]; fontSizes: Preset[] };
  };
  styles: Style & { blocks: Record<string, Style>; elements: Record<string, Style>; spacing: Style };
}

// WordPress's default theme.json presets (wp-includes/theme.json), which a
// theme that does not switch them off gets too.
const defaultPalette: [string, string][] = [
  ['black', '#000000'],
  ['cyan-bluish-gray', '#abb8c3'],
  ['white', '#ffffff'],
  ['pale-pink', '#f78da7'],
  ['vivid-red', '#cf2e2e'],
  ['luminous-vivid-orange', '#ff6900'],
  ['luminous-vivid-amber', '#fcb900'],
  ['light-green-cyan', '#7bdcb5'],
  ['vivid-green-cyan', '#00d084'],
  ['pale-cyan-blue', '#8ed1fc'],
  ['vivid-cyan-blue', '#0693e3'],
  ['vivid-purple', '#9b51e0'],
];
const defaultGradients: [string, string][] = [
  ['vivid-cyan-blue-to-vivid-purple', 'linear-gradient(135deg,rgb(6,147,227) 0%,rgb(155,81,224) 100%)'],
  ['light-green-cyan-to-vivid-green-cyan', 'linear-gradient(135deg,rgb(122,220,180) 0%,rgb(0,208,130) 100%)'],
  ['luminous-vivid-amber-to-luminous-vivid-orange', 'linear-gradient(135deg,rgb(252,185,0) 0%,rgb(255,105,0) 100%)'],
  ['luminous-vivid-orange-to-vivid-red', 'linear-gradient(135deg,rgb(255,105,0) 0%,rgb(207,46,46) 100%)'],
  ['very-light-gray-to-cyan-bluish-gray', 'linear-gradient(135deg,rgb(238,238,238) 0%,rgb(169,184,195) 100%)'],
  [
    'cool-to-warm-spectrum',
    'linear-gradient(135deg,rgb(74,234,220) 0%,rgb(151,120,209) 20%,rgb(207,42,186) 40%,rgb(238,44,130) 60%,rgb(251,105,98) 80%,rgb(254,248,76) 100%)',
  ],
  ['blush-light-purple', 'linear-gradient(135deg,rgb(255,206,236) 0%,rgb(152,150,240) 100%)'],
  ['blush-bordeaux', 'linear-gradient(135deg,rgb(254,205,165) 0%,rgb(254,45,45) 50%,rgb(107,0,62) 100%)'],
  ['luminous-dusk', 'linear-gradient(135deg,rgb(255,203,112) 0%,rgb(199,81,192) 50%,rgb(65,88,208) 100%)'],
  ['pale-ocean', 'linear-gradient(135deg,rgb(255,245,203) 0%,rgb(182,227,212) 50%,rgb(51,167,181) 100%)'],
  ['electric-grass', 'linear-gradient(135deg,rgb(202,248,128) 0%,rgb(113,206,126) 100%)'],
  ['midnight', 'linear-gradient(135deg,rgb(2,3,129) 0%,rgb(40,116,252) 100%)'],
];
const defaultDuotones = [
  'dark-grayscale',
  'grayscale',
  'purple-yellow',
  'blue-red',
  'midnight',
  'magenta-yellow',
  'purple-green',
  'blue-orange',
];
const defaultFontSizes: [string, string][] = [
  ['small', '13px'],
  ['medium', '20px'],
  ['large', '36px'],
  ['x-large', '42px'],
];
const defaultShadows: [string, string][] = [
  ['natural', '6px 6px 9px rgba(0, 0, 0, 0.2)'],
  ['deep', '12px 12px 50px rgba(0, 0, 0, 0.4)'],
  ['sharp', '6px 6px 0px rgba(0, 0, 0, 0.2)'],
  ['outlined', '6px 6px 0px -3px rgb(255, 255, 255), 6px 6px rgb(0, 0, 0)'],
  ['crisp', '6px 6px 0px rgb(0, 0, 0)'],
];
const aspectRatios: [string, string][] = [
  ['square', '1'],
  ['4-3', '4/3'],
  ['3-4', '3/4'],
  ['3-2', '3/2'],
  ['2-3', '2/3'],
  ['16-9', '16/9'],
  ['9-16', '9/16'],
];

/** A theme.json font size as WordPress's fluid typography prints it: a clamp between its minimum and maximum. */
function fluidSize(preset: Preset): string {
  const size = String(preset.size);
  const fluid = preset.fluid as { min: string; max: string } | false | undefined;
  if (!fluid) return size;
  const min = Number.parseFloat(fluid.min);
  const max = Number.parseFloat(fluid.max);
  // Between a 320 px and a 1600 px viewport, as WordPress's defaults.
  const factor = ((max - min) / (100 - 20)) * 100;
  return `clamp(${fluid.min}, ${fluid.min} + ((1vw - 0.2rem) * ${factor.toFixed(3).replace(/\.?0+$/, '')}), ${fluid.max})`;
}

const kebab = (name: string) => name.replaceAll(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The CSS declarations of a theme.json style object (color, typography, spacing, border). */
function declarations(style: Style): string {
  const out: string[] = [];
  for (const [group, value] of Object.entries(style)) {
    if (group.startsWith(':') || group === 'elements' || group === 'blocks' || typeof value !== 'object' || value === null) continue;
    for (const [property, setting] of Object.entries(value as Style)) {
      if (group === 'spacing' && property === 'blockGap') continue;
      if (typeof setting === 'object' && setting !== null) {
        for (const [side, sideValue] of Object.entries(setting as Style)) out.push(`${property}-${side}: ${String(sideValue)}`);
      } else if (group === 'color') {
        out.push(`${property === 'text' ? 'color' : `${property}-color`}: ${String(setting)}`);
      } else if (group === 'border') {
        out.push(`border-${property}: ${String(setting)}`);
      } else {
        out.push(`${kebab(property)}: ${String(setting)}`);
      }
    }
  }
  return out.join(';');
}

/** One rule per state (:hover...) of a style object, under a selector. */
function rules(selector: string, style: Style, wrap: (selector: string) => string): string[] {
  const out: string[] = [];
  const own = declarations(style);
  if (own) out.push(`${wrap(selector)}{${own};}`);
  for (const [state, stateStyle] of Object.entries(style)) {
    if (!state.startsWith(':')) continue;
    const stateDeclarations = declarations(stateStyle as Style);
    if (stateDeclarations)
      out.push(`${wrap(selector.replace(/(a|\.wp-element-button)(?=$|,|:where)/g, `$&${state}`))}{${stateDeclarations};}`);
  }
  return out;
}

const elementSelectors: Record<string, string> = {
  link: 'a:where(:not(.wp-element-button))',
  button: '.wp-element-button, .wp-block-button__link',
  heading: 'h1, h2, h3, h4, h5, h6',
  cite: 'cite',
};

function globalStyles(theme: ThemeJson): string {
  const { settings, styles } = theme;
  const vars: string[] = [
    ...aspectRatios.map(([slug, ratio]) => `--wp--preset--aspect-ratio--${slug}: ${ratio}`),
    ...defaultPalette.map(([slug, color]) => `--wp--preset--color--${slug}: ${color}`),
    ...settings.color.palette.map((preset) => `--wp--preset--color--${preset.slug}: ${String(preset.color)}`),
    ...defaultGradients.map(([slug, gradient]) => `--wp--preset--gradient--${slug}: ${gradient}`),
    ...defaultDuotones.map((slug) => `--wp--preset--duotone--${slug}: url('#wp-duotone-${slug}')`),
    ...defaultFontSizes.map(([slug, size]) => `--wp--preset--font-size--${slug}: ${size}`),
    ...settings.typography.fontSizes.map((preset) => `--wp--preset--font-size--${preset.slug}: ${fluidSize(preset)}`),
    ...settings.typography.fontFamilies.map((preset) => `--wp--preset--font-family--${preset.slug}: ${preset.fontFamily}`),
    ...settings.spacing.spacingSizes.map((preset) => `--wp--preset--spacing--${preset.slug}: ${String(preset.size)}`),
    ...defaultShadows.map(([slug, shadow]) => `--wp--preset--shadow--${slug}: ${shadow}`),
  ];
  const gap = String(styles.spacing.blockGap);
  const root = ':root :where';
  const layout = [
    `:root { --wp--style--global--content-size: ${settings.layout.contentSize};--wp--style--global--wide-size: ${settings.layout.wideSize}; }`,
    ':where(body) { margin: 0; }',
    '.wp-site-blocks { padding-top: var(--wp--style--root--padding-top); padding-bottom: var(--wp--style--root--padding-bottom); }',
    '.has-global-padding { padding-right: var(--wp--style--root--padding-right); padding-left: var(--wp--style--root--padding-left); }',
    '.has-global-padding > .alignfull { margin-right: calc(var(--wp--style--root--padding-right) * -1); margin-left: calc(var(--wp--style--root--padding-left) * -1); }',
    '.has-global-padding :where(:not(.alignfull.is-layout-flow) > .has-global-padding:not(.wp-block-block, .alignfull)) { padding-right: 0; padding-left: 0; }',
    '.has-global-padding :where(:not(.alignfull.is-layout-flow) > .has-global-padding:not(.wp-block-block, .alignfull)) > .alignfull { margin-left: 0; margin-right: 0; }',
    '.wp-site-blocks > .alignleft { float: left; margin-right: 2em; }',
    '.wp-site-blocks > .alignright { float: right; margin-left: 2em; }',
    '.wp-site-blocks > .aligncenter { justify-content: center; margin-left: auto; margin-right: auto; }',
    `:where(.wp-site-blocks) > * { margin-block-start: ${gap}; margin-block-end: 0; }`,
    ':where(.wp-site-blocks) > :first-child { margin-block-start: 0; }',
    ':where(.wp-site-blocks) > :last-child { margin-block-end: 0; }',
    `:root { --wp--style--block-gap: ${gap}; }`,
    ...['flow', 'constrained'].flatMap((type) => [
      `${root}(.is-layout-${type}) > :first-child{margin-block-start: 0;}`,
      `${root}(.is-layout-${type}) > :last-child{margin-block-end: 0;}`,
      `${root}(.is-layout-${type}) > *{margin-block-start: ${gap};margin-block-end: 0;}`,
    ]),
    `${root}(.is-layout-flex){gap: ${gap};}`,
    `${root}(.is-layout-grid){gap: ${gap};}`,
    '.is-layout-flow > .alignleft{float: left;margin-inline-start: 0;margin-inline-end: 2em;}',
    '.is-layout-flow > .alignright{float: right;margin-inline-start: 2em;margin-inline-end: 0;}',
    '.is-layout-flow > .aligncenter{margin-left: auto !important;margin-right: auto !important;}',
    '.is-layout-constrained > .alignleft{float: left;margin-inline-start: 0;margin-inline-end: 2em;}',
    '.is-layout-constrained > .alignright{float: right;margin-inline-start: 2em;margin-inline-end: 0;}',
    '.is-layout-constrained > .aligncenter{margin-left: auto !important;margin-right: auto !important;}',
    '.is-layout-constrained > :where(:not(.alignleft):not(.alignright):not(.alignfull)){max-width: var(--wp--style--global--content-size);margin-left: auto !important;margin-right: auto !important;}',
    '.is-layout-constrained > .alignwide{max-width: var(--wp--style--global--wide-size);}',
    'body .is-layout-flex{display: flex;}',
    '.is-layout-flex{flex-wrap: wrap;align-items: center;}',
    '.is-layout-flex > :is(*, div){margin: 0;}',
    'body .is-layout-grid{display: grid;}',
    '.is-layout-grid > :is(*, div){margin: 0;}',
  ];
  const padding = styles.spacing.padding as Record<string, string>;
  const body = [
    `body{${Object.entries(padding)
      .map(([side, value]) => `--wp--style--root--padding-${side}: ${value};`)
      .join('')}${declarations({ color: styles.color, typography: styles.typography })};}`,
  ];
  const elements = Object.entries(styles.elements).flatMap(([name, style]) =>
    rules(elementSelectors[name] ?? name, style, (selector) =>
      name === 'link' || name === 'button' ? `:root :where(${selector})` : selector,
    ),
  );
  const blocks = Object.entries(styles.blocks).flatMap(([name, style]) => {
    const block = `.wp-block-${name.replace('core/', '')}`;
    const own = rules(block, style, (selector) => `${root}(${selector})`);
    const nested = Object.entries((style.elements ?? {}) as Record<string, Style>).flatMap(([element, elementStyle]) =>
      rules(`${block} ${elementSelectors[element] ?? element}`, elementStyle, (selector) => `${root}(${selector})`),
    );
    return [...own, ...nested];
  });
  const classes = [
    ...[...defaultPalette.map(([slug]) => slug), ...settings.color.palette.map((preset) => preset.slug)].flatMap((slug) => [
      `.has-${slug}-color{color: var(--wp--preset--color--${slug}) !important;}`,
      `.has-${slug}-background-color{background-color: var(--wp--preset--color--${slug}) !important;}`,
      `.has-${slug}-border-color{border-color: var(--wp--preset--color--${slug}) !important;}`,
    ]),
    ...defaultGradients.map(([slug]) => `.has-${slug}-gradient-background{background: var(--wp--preset--gradient--${slug}) !important;}`),
    ...[...new Set([...defaultFontSizes.map(([slug]) => slug), ...settings.typography.fontSizes.map((preset) => preset.slug)])].map(
      (slug) => `.has-${slug}-font-size{font-size: var(--wp--preset--font-size--${slug}) !important;}`,
    ),
    ...settings.typography.fontFamilies.map(
      (preset) => `.has-${preset.slug}-font-family{font-family: var(--wp--preset--font-family--${preset.slug}) !important;}`,
    ),
  ];
  return [`:root{${vars.join(';')};}`, ...layout, ...body, ...elements, ...blocks, ...classes].join('');
}

/** The @font-face rules WordPress prints for a theme's fonts (wp_print_font_faces); none is used by the page's text. */
function fontFaces(theme: ThemeJson): string {
  return theme.settings.typography.fontFamilies
    .flatMap((family) => family.fontFace ?? [])
    .map((face) => {
      const [src = ''] = face.src;
      const url = `/wordpress-peer/wp-content/themes/twentytwentythree/${src.replace('file:./', '')}`;
      return `@font-face{font-family:${face.fontFamily};font-style:${face.fontStyle};font-weight:${face.fontWeight};font-display:${face.fontDisplay ?? 'fallback'};src:url('${url}') format('woff2');font-stretch:normal;}`;
    })
    .join('\n');
}

const blockStyleOrder = [
  'site-title',
  'navigation-link',
  'navigation',
  'group',
  'paragraph',
  'heading',
  'columns',
  'list',
  'button',
  'buttons',
];

const theme = JSON.parse(await readFile(path.join(here, 'source', 'theme', 'theme.json'), 'utf8')) as ThemeJson;
const blockStyles = path.join(here, 'source', 'block-styles');
const available = new Set(await readdir(blockStyles));
const css = async (name: string) => (await readFile(path.join(blockStyles, `${name}.min.css`), 'utf8')).trim();
const blockTags: string[] = [];
for (const name of blockStyleOrder) {
  if (!available.has(`${name}.min.css`)) throw new Error(`Missing block style ${name}`);
  blockTags.push(`<style id='wp-block-${name}-inline-css'>\n${await css(name)}\n</style>`);
}
const modules = '/wordpress-peer/wp-includes/js/dist/script-modules';
const version = '6.7';
const page = `<!DOCTYPE html>
<html lang="en-US">
<head>
	<meta charset="UTF-8" />
	<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name='robots' content='max-image-preview:large' />
<title>About &#8211; Caronte Automation</title>
<meta name="description" content="Caronte Automation designs and commissions industrial control systems from Martigues." />
${blockTags.join('\n')}
<style id='wp-emoji-styles-inline-css'>
	img.wp-smiley, img.emoji {
		display: inline !important;
		border: none !important;
		box-shadow: none !important;
		height: 1em !important;
		width: 1em !important;
		margin: 0 0.07em !important;
		vertical-align: -0.1em !important;
		background: none !important;
		padding: 0 !important;
	}
</style>
<style id='wp-block-library-inline-css'>
${await css('common')}
</style>
<style id='global-styles-inline-css'>
${globalStyles(theme)}
</style>
<style id='core-block-supports-inline-css'>
.wp-container-core-navigation-is-layout-1{justify-content:flex-end;}.wp-container-core-group-is-layout-1{justify-content:space-between;}.wp-container-core-columns-is-layout-1{flex-wrap:nowrap;}.wp-container-core-columns-is-layout-2{flex-wrap:nowrap;}.wp-container-core-group-is-layout-2{justify-content:space-between;}
</style>
<style id='wp-block-template-skip-link-inline-css'>
		.skip-link.screen-reader-text {
			border: 0;
			clip: rect(1px,1px,1px,1px);
			clip-path: inset(50%);
			height: 1px;
			margin: -1px;
			overflow: hidden;
			padding: 0;
			position: absolute !important;
			width: 1px;
			word-wrap: normal !important;
		}

		.skip-link.screen-reader-text:focus {
			background-color: #eee;
			clip: auto !important;
			clip-path: none;
			color: #444;
			display: block;
			font-size: 1em;
			height: auto;
			left: 5px;
			line-height: normal;
			padding: 15px 23px 14px;
			text-decoration: none;
			top: 5px;
			width: auto;
			z-index: 100000;
		}
</style>
<style class='wp-fonts-local'>
${fontFaces(theme)}
</style>
<script type="importmap" id="wp-importmap">
{"imports":{"@wordpress/interactivity":"${modules}/interactivity/index.min.js?ver=${version}"}}
</script>
<script type="module" src="${modules}/block-library/navigation/view.min.js?ver=${version}" id="@wordpress/block-library/navigation/view-js-module"></script>
<link rel="modulepreload" href="${modules}/interactivity/index.min.js?ver=${version}" id="@wordpress/interactivity-js-modulepreload">
</head>

<body class="page-template-default page page-id-2 wp-embed-responsive">

${(await readFile(path.join(here, 'source', 'body.html'), 'utf8')).trim()}
<script id="wp-block-template-skip-link-js-after">
	( function() {
		var skipLinkTarget = document.querySelector( 'main' ),
			sibling,
			skipLinkTargetID,
			skipLink;

		// Early exit if a skip-link target can't be located.
		if ( ! skipLinkTarget ) {
			return;
		}

		// Find the site's first block.
		sibling = document.querySelector( '.wp-site-blocks' );

		// Early exit if there's no sibling to insert the skip link before.
		if ( ! sibling ) {
			return;
		}

		// Get the skip-link target's ID, and generate one if it doesn't exist.
		skipLinkTargetID = skipLinkTarget.id;
		if ( ! skipLinkTargetID ) {
			skipLinkTargetID = 'wp--skip-link--target';
			skipLinkTarget.id = skipLinkTargetID;
		}

		// Create the skip link.
		skipLink = document.createElement( 'a' );
		skipLink.classList.add( 'skip-link', 'screen-reader-text' );
		skipLink.id = 'wp-skip-link';
		skipLink.href = '#' + skipLinkTargetID;
		skipLink.innerText = 'Skip to content';

		// Inject the skip link.
		sibling.parentElement.insertBefore( skipLink, sibling );
	}() );
</script>
</body>
</html>
`;
await writeFile(path.join(here, 'site', 'about.html'), page);
console.log(`Wrote ${path.join(here, 'site', 'about.html')} (${String(page.length)} characters)`);
