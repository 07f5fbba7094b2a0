// Links shared by the header, the footer and the sitemap of the public site.

export const serviceLinks = [
  { slug: 'automation-control-systems', title: 'Automation & Control Systems' },
  { slug: 'engineering', title: 'Engineering' },
  { slug: 'computing', title: 'Industrial Computing' },
  { slug: 'training', title: 'Training' },
] as const;

export const sectorLinks = [
  { slug: 'energy', title: 'Energy' },
  { slug: 'oil-gas', title: 'Oil & Gas' },
  { slug: 'chemistry-petrochemistry', title: 'Chemistry & Petrochemistry' },
  { slug: 'pharmaceutical', title: 'Pharmaceutical' },
  { slug: 'agro-food', title: 'Agro-Food' },
  { slug: 'industries', title: 'Industries' },
] as const;

export const headerLinks = [
  { href: '/#services', label: 'Services' },
  { href: '/#sectors', label: 'Sectors' },
  { href: '/#expertise', label: 'Expertise' },
  { href: '/projects', label: 'Projects' },
  { href: '/about', label: 'About' },
] as const;

export const footerQuickLinks = [
  { href: '/services', label: 'Services' },
  { href: '/sectors', label: 'Sectors' },
  { href: '/#expertise', label: 'Expertise' },
  { href: '/projects', label: 'Projects' },
  { href: '/about', label: 'About Us' },
] as const;

export const legalLinks = [
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/terms-of-service', label: 'Terms of Service' },
] as const;
