// The company's identity, in one place: pages, emails, structured data and the
// admin all read it from here so a change of phone number is a one-line edit.
// The company is fictional; the values are plausible for Martigues, France.

export const site = {
  name: 'Caronte Automation',
  legalName: 'Caronte Automation & Engineering SAS',
  tagline: 'Industrial automation, control systems and engineering',
  description:
    'Caronte Automation designs, programs and commissions PLC, DCS, SCADA and safety systems for energy, oil and gas, chemical, pharmaceutical, agro-food and manufacturing plants, from Martigues, France.',
  url: 'https://www.caronte-automation.fr',
  email: 'contact@caronte-automation.fr',
  phone: {
    display: '+33 4 42 80 17 60',
    href: 'tel:+33442801760',
  },
  address: {
    street: '14 Avenue Jean Moulin, ZI Croix-Sainte',
    postalCode: '13500',
    city: 'Martigues',
    region: "Provence-Alpes-Côte d'Azur",
    country: 'France',
    countryCode: 'FR',
  },
  officeHours: [
    { days: 'Monday - Friday', short: 'Mon-Fri', hours: '8:00 AM - 6:00 PM', open: '08:00', close: '18:00' },
    { days: 'Saturday', short: 'Sat', hours: '9:00 AM - 2:00 PM', open: '09:00', close: '14:00' },
    { days: 'Sunday', short: 'Sun', hours: 'Closed', open: null, close: null },
  ],
  founded: 2009,
  replyPromise: '24-48 hours',
} as const;
