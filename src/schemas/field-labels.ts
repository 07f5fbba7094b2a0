// The names that coded messages (src/schemas/messages.ts) put in their
// English text: a field as the forms label it, and a kind of item. A message
// carries the key, never the label, so the admin reads the same key in its own
// language (admin/lib/texts/messages.ts lists the French for every key).

export const fieldLabels = {
  active: 'Active',
  /** A library photo's text for people who cannot see it. */
  alt_en: 'Alt text',
  /** The `action` of a bulk change (POST /api/projects-enhanced/bulk). */
  bulk_action: 'action',
  /** The `ids` of a bulk change. */
  bulk_ids: 'ids',
  categories: 'Categories',
  category: 'Category',
  chunk_count: 'chunk_count',
  city: 'City',
  client: 'Client',
  company: 'Company',
  /** A candidate's agreement to their application being kept for the stated time. */
  consent: 'Consent',
  /** A job's contract: CDI, CDD, alternance or stage. */
  contract_type: 'Contract type',
  country: 'Country',
  current_password: 'Current password',
  /** A candidate's CV, a PDF. */
  cv: 'CV',
  /** The day a job offer is posted, from which it shows. */
  date_posted: 'Date posted',
  description: 'Description',
  display_order: 'Display order',
  /** A credential's certificate in the documents library. */
  document_id: 'Certificate document',
  duration: 'Duration',
  email: 'Email',
  enabled: 'Enabled',
  end_date: 'End date',
  enquiries: 'enquiries',
  featured: 'Featured',
  featured_image: 'Featured image',
  /** The focal point of a photo, from its left edge (0) to its right (1). */
  focal_x: 'Focal point (across)',
  /** From its top edge (0) to its bottom (1). */
  focal_y: 'Focal point (down)',
  french_alt_text: 'French alt text',
  french_city: 'French city',
  french_country: 'French country',
  french_description: 'French description',
  french_duration: 'French duration',
  french_key_results: 'French key results',
  /** A job's place of work, in French. */
  french_location: 'French location',
  french_name: 'French name',
  /** A job's requirements, in French. */
  french_requirements: 'French requirements',
  /** A credential's scope, in French. */
  french_scope: 'French scope',
  french_scope_and_objectives: 'French scope and objectives',
  french_seo_description: 'French search description',
  french_seo_title: 'French search title',
  /** A service or sector page's French address, /fr/services/<slug>. */
  french_slug: 'French slug',
  french_summary: 'French summary',
  french_title: 'French title',
  /** An icon of the site's set on a page (src/lib/icons.ts). */
  icon: 'Icon',
  id: 'Id',
  image_url: 'Image URL',
  invitation_token: 'Invitation token',
  /** The body that grants a credential (AFNOR, MASE, a vendor). */
  issuer: 'Issuer',
  item_id: 'Item id',
  key_results: 'Key results',
  /** A credential's kind: certification, clearance or partnership. */
  kind: 'Kind',
  language: 'Language',
  linkedin_address: 'LinkedIn address',
  /** The query parameters of the admin's project list (GET /api/admin/projects-enhanced), named as sent. */
  list_facet: 'facet',
  list_filter: 'filter',
  list_page: 'page',
  list_query: 'q',
  /** GET /api/enquiries: whether the notification was sent, and the status (ADR 0063). */
  list_relay: 'relay',
  list_size: 'size',
  list_sort: 'sort',
  list_status: 'show',
  location: 'Location',
  logo_size: 'Logo size',
  logo_url: 'Logo URL',
  message: 'Message',
  name: 'Name',
  new_password: 'New password',
  /** A page kept out of search engines' results. */
  noindex: 'Hidden from search engines',
  /** A credential's certificate number. */
  number: 'Number',
  ongoing: 'Ongoing',
  outcomes: 'Outcomes',
  /** Repeated blocks of a page (features, figures, sections). */
  page_items: 'Items',
  /** Short lines of a page edited row by row (bullets, keywords). */
  page_list: 'List',
  /** A text of a page (ADR 0058); the path names which. */
  page_text: 'Text',
  part: 'part',
  parts: 'parts',
  password: 'Password',
  path: 'Path',
  publish_date: 'Publish date',
  published: 'Published',
  referrer: 'Referrer',
  /** What a job asks of a candidate. */
  requirements: 'Requirements',
  /** A job's yearly salary, in euros, at most. */
  salary_max: 'Maximum salary',
  /** A job's yearly salary, in euros, at least. */
  salary_min: 'Minimum salary',
  /** What a credential covers. */
  /** The documents a project's page lists. */
  related_documents: 'Related documents',
  scope: 'Scope',
  scope_and_objectives: 'Scope and objectives',
  sectors: 'Sectors',
  /** A project's own description in search results (its meta description). */
  seo_description: 'Search description',
  /** A project's own title in search results and social cards. */
  seo_title: 'Search title',
  slug: 'Slug',
  social_image: 'Social image',
  speed: 'Speed',
  start_date: 'Start date',
  status: 'Status',
  summary: 'Summary',
  /** The `type` query parameter of /api/metadata. */
  taxonomy_type: 'type',
  technologies: 'Technologies',
  title: 'Title',
  type: 'Type',
  unpublish_date: 'Unpublish date',
  upload_id: 'upload_id',
  valid_from: 'Valid from',
  /** A job offer's last day. */
  valid_through: 'Valid through',
  valid_until: 'Valid until',
  username: 'Username',
  vendor: 'Vendor',
  website: 'Website',
  /** The viewport's width a page view is sent with (POST /api/hit). */
  width: 'Width',
  x_address: 'X address',
  youtube_address: 'YouTube address',
} as const;

export type Field = keyof typeof fieldLabels;

/** The kinds of item a message names ("Project not found", "A sector with this slug already exists"). */
export const itemNames = {
  application: 'application',
  backup: 'backup',
  category: 'category',
  client: 'client',
  credential: 'credential',
  document: 'document',
  enquiry: 'enquiry',
  file: 'file',
  invitation: 'invitation',
  job: 'job',
  photo: 'photo',
  project: 'project',
  sector: 'sector',
  technology: 'technology',
  user: 'user',
} as const;

export type Item = keyof typeof itemNames;

/** The kinds of taxonomy item, by which a project refers to them. */
export type TaxonomyItemKind = Extract<Item, 'category' | 'sector' | 'technology'>;
