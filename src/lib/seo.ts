/** What every page tells the Seo component about itself (spec section 2, "Page metadata"). */
export interface SeoProps {
  title: string;
  description?: string;
  keywords?: readonly string[];
  index?: boolean;
  follow?: boolean;
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'article';
  structuredData?: boolean;
}
