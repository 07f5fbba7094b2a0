import { site } from '#src/site/config.ts';

// The company mark (same drawing as src/components/Logo.astro) with an "Admin" tag.

function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg className="brand__mark" viewBox="0 0 40 40" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="9" fill="#0f1d31" />
      <path d="M27.5 12.5a10 10 0 1 0 0 15" fill="none" stroke="#f59e0b" strokeWidth="4" strokeLinecap="round" />
      <circle cx="20" cy="20" r="3.2" fill="#fff" />
      <path d="M23 20h9" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

export function Brand({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <span className={`brand brand--${tone}`}>
      <BrandMark />
      <span className="brand__text">
        <span className="brand__name">{site.name}</span>
        <span className="brand__tag">Admin</span>
      </span>
    </span>
  );
}
