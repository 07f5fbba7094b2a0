import { SaxesParser } from 'saxes';
import { englishOf, message, type Message } from '#src/schemas/messages.ts';

// Uploaded SVGs are rebuilt from an allowlist rather than cleaned of a
// denylist: whatever the parser does not recognise as a known-safe element or
// attribute is simply not copied. No script, event handler, foreignObject,
// embedded document, external reference or DOCTYPE survives; links may only
// point inside the file (#id). The result is also served with
// `Content-Security-Policy: sandbox` (functions/api/uploads.ts).

export class SvgRejectedError extends Error {
  override name = 'SvgRejectedError';
  /** Why, as a coded message. */
  readonly said: Message;
  constructor(said: Message) {
    super(englishOf(said));
    this.said = said;
  }
}

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

const elements = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'marker',
  'style',
]);

const attributes = new Set([
  'id',
  'class',
  'style',
  'xmlns',
  'xmlns:xlink',
  'version',
  'viewBox',
  'preserveAspectRatio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'dx',
  'dy',
  'd',
  'points',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'opacity',
  'color',
  'display',
  'visibility',
  'clip-path',
  'clip-rule',
  'clipPathUnits',
  'mask',
  'maskUnits',
  'maskContentUnits',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'markerWidth',
  'markerHeight',
  'markerUnits',
  'refX',
  'refY',
  'orient',
  'marker-start',
  'marker-mid',
  'marker-end',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'alignment-baseline',
  'letter-spacing',
  'word-spacing',
  'text-decoration',
  'textLength',
  'lengthAdjust',
  'rotate',
  'vector-effect',
  'shape-rendering',
  'href',
  'xlink:href',
  'aria-label',
  'role',
]);

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

const localUrl = /url\(\s*(['"]?)#[\w.:-]+\1\s*\)/gi;

/**
 * Whether a CSS value or rule could fetch or run anything: any url() that is not
 * a same-document fragment (#id), image functions, legacy script hooks. A
 * backslash counts too, since CSS escapes can spell any of these in disguise.
 */
export function hasExternalReference(value: string): boolean {
  if (value.includes('\\')) return true;
  const rest = value.replace(localUrl, '');
  return /url\s*\(|image(?:-set)?\s*\(|src\s*\(|element\s*\(|cross-fade\s*\(|expression\s*\(|javascript:|@import|behavior\s*:|-moz-binding/i.test(
    rest,
  );
}

function safeAttribute(name: string, value: string): boolean {
  if (!attributes.has(name)) return false;
  if (name === 'href' || name === 'xlink:href') return /^#[\w.:-]+$/.test(value.trim());
  if (name === 'xmlns') return value === SVG_NS;
  if (name === 'xmlns:xlink') return value === XLINK_NS;
  return !hasExternalReference(value);
}

/**
 * CSS of a <style> element with every rule that could fetch or run anything
 * removed. Whatever cannot be reduced to plain rules (at-rules that import,
 * escapes, markup) drops the whole sheet: a logo loses its styling, never its safety.
 */
export function safeCss(css: string): string {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  if (/[\\<]|@import|@namespace|@charset/i.test(text)) return '';
  const kept = text.replace(/[^{}]*\{[^{}]*\}/g, (rule) => (hasExternalReference(rule) ? '' : rule));
  return hasExternalReference(kept) ? '' : kept;
}

/** Parses and rebuilds an SVG document. Throws SvgRejectedError when it is not a well-formed SVG. */
export function sanitizeSvg(source: string): string {
  const parser = new SaxesParser({ xmlns: false, position: false });
  const out: string[] = [];
  // Depth inside an element that is being dropped with all its content.
  let skipping = 0;
  const state = { rootSeen: false };
  let inStyle = false;
  let styleText = '';
  let error: Error | undefined;

  // Editors still write the standard SVG 1.1 DOCTYPE, which is harmless (nothing fetches the DTD and it is not
  // copied); an internal subset is where entities live, and entities are refused.
  parser.on('doctype', (doctype) => {
    if (doctype.includes('[') || /ENTITY/i.test(doctype)) error ??= new SvgRejectedError(message('svg_entities'));
  });
  parser.on('opentag', (tag) => {
    if (!state.rootSeen) {
      state.rootSeen = true;
      if (tag.name !== 'svg') error ??= new SvgRejectedError(message('svg_root'));
    }
    if (skipping > 0 || !elements.has(tag.name)) {
      if (!tag.isSelfClosing) skipping += 1;
      return;
    }
    const kept = Object.entries(tag.attributes as Record<string, string>).filter(([name, value]) => safeAttribute(name, value));
    if (tag.name === 'svg' && out.length === 0 && !kept.some(([name]) => name === 'xmlns')) kept.unshift(['xmlns', SVG_NS]);
    const attributeText = kept.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
    if (tag.name === 'style') {
      inStyle = true;
      styleText = '';
    }
    out.push(tag.isSelfClosing ? `<${tag.name}${attributeText}/>` : `<${tag.name}${attributeText}>`);
  });
  parser.on('text', (text) => {
    // Text outside the root element (whitespace around the prolog) is not kept.
    if (skipping > 0 || !state.rootSeen) return;
    if (inStyle) styleText += text;
    else out.push(escapeText(text));
  });
  parser.on('cdata', (text) => {
    if (skipping > 0) return;
    if (inStyle) styleText += text;
    else out.push(escapeText(text));
  });
  parser.on('closetag', (tag) => {
    if (tag.isSelfClosing) return;
    if (skipping > 0) {
      skipping -= 1;
      return;
    }
    if (tag.name === 'style') {
      inStyle = false;
      out.push(escapeText(safeCss(styleText)));
    }
    out.push(`</${tag.name}>`);
  });
  parser.on('error', (parseError) => {
    error ??= new SvgRejectedError(message('svg_not_xml', { detail: parseError.message }));
  });

  try {
    parser.write(source.replace(/^\uFEFF/, '')).close();
  } catch (parseError) {
    error ??= new SvgRejectedError(message('svg_not_xml', { detail: (parseError as Error).message }));
  }
  if (error) throw error;
  if (!state.rootSeen) throw new SvgRejectedError(message('svg_missing'));
  // A kept xlink:href must stay bound to the XLink namespace even when the file declared it wrongly (dropped above).
  if (out.some((part) => part.includes(' xlink:href="')) && !out[0]!.includes(' xmlns:xlink="')) {
    out[0] = out[0]!.replace(/^<svg/, `<svg xmlns:xlink="${XLINK_NS}"`);
  }
  return out.join('').trim();
}

/** Whether text looks like an SVG document at all (an <svg> root after an optional prolog). */
export function looksLikeSvg(text: string): boolean {
  const head = text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[\s\S]*?\?>/, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '')
    .trimStart();
  return /^<svg[\s>/]/.test(head) || /^<!DOCTYPE\s+svg/i.test(head);
}
