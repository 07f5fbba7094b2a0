// The headers netlify.toml gives every static page ([[headers]] for "/*"):
// Netlify does not apply them to function responses, so the portfolio's pages
// carry the same ones themselves (tests/unit/portfolio-pages.test.ts keeps
// the two equal). The page's own CSP <meta>, from the Astro-built shell, adds
// the script and style hashes as on every other page.

export const pageHeaders: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'Content-Security-Policy': "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'; upgrade-insecure-requests",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};
