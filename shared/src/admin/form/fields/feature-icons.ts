// The Font Awesome classes the feature icon picker offers: those the site's services use and
// those the public pages draw an icon of their own for (mf-public's feature-icon.ts matches a
// class to its icon by keyword), each with the words staff search it by.

export interface FeatureIcon {
  className: string;
  /** What it shows, in words: what the picker lists and searches besides the class. */
  name: string;
}

export const FEATURE_ICONS: readonly FeatureIcon[] = [
  { className: 'fa-solid fa-chart-line', name: 'Line chart, growth' },
  { className: 'fa-solid fa-chart-pie', name: 'Pie chart, report' },
  { className: 'fa-solid fa-magnifying-glass-chart', name: 'Search analytics' },
  { className: 'fa-solid fa-magnifying-glass-dollar', name: 'Search for savings' },
  { className: 'fa-solid fa-gauge-high', name: 'Speed, performance' },
  { className: 'fa-solid fa-location-dot', name: 'Location pin, local' },
  { className: 'fa-solid fa-map-location-dot', name: 'Map, local search' },
  { className: 'fa-solid fa-file-pen', name: 'Document, content writing' },
  { className: 'fa-solid fa-pen-nib', name: 'Pen, copywriting' },
  { className: 'fa-solid fa-users', name: 'People, audience' },
  { className: 'fa-solid fa-users-viewfinder', name: 'Audience targeting' },
  { className: 'fa-solid fa-key', name: 'Key, keywords' },
  { className: 'fa-solid fa-hashtag', name: 'Hashtag, social' },
  { className: 'fa-solid fa-bullseye', name: 'Target, goals' },
  { className: 'fa-solid fa-crosshairs', name: 'Crosshairs, precision' },
  { className: 'fa-solid fa-comments', name: 'Comments, conversation' },
  { className: 'fa-solid fa-bullhorn', name: 'Megaphone, announcement' },
  { className: 'fa-solid fa-eye', name: 'Eye, visibility' },
  { className: 'fa-solid fa-arrow-pointer', name: 'Mouse pointer, clicks' },
  { className: 'fa-solid fa-thumbs-up', name: 'Thumbs up, likes' },
  { className: 'fa-solid fa-heart', name: 'Heart, loyalty' },
  { className: 'fa-solid fa-shield-halved', name: 'Shield, protection' },
  { className: 'fa-solid fa-lock', name: 'Lock, security' },
  { className: 'fa-solid fa-link', name: 'Link, backlinks' },
  { className: 'fa-solid fa-globe', name: 'Globe, worldwide' },
  { className: 'fa-solid fa-sitemap', name: 'Site map, structure' },
  { className: 'fa-solid fa-gear', name: 'Gear, technical setup' },
  { className: 'fa-solid fa-sliders', name: 'Sliders, settings' },
  { className: 'fa-solid fa-rotate', name: 'Arrows in a circle, updates' },
  { className: 'fa-solid fa-scale-balanced', name: 'Scales, comparison' },
  { className: 'fa-solid fa-filter-circle-dollar', name: 'Funnel, conversions' },
  { className: 'fa-solid fa-cart-shopping', name: 'Shopping cart, e-commerce' },
  { className: 'fa-solid fa-photo-film', name: 'Photos and video, media' },
  { className: 'fa-solid fa-star', name: 'Star, reviews' },
  { className: 'fa-solid fa-circle-check', name: 'Tick in a circle, done' },
];

/** The icons whose class or name holds every word typed (all of them for nothing typed). */
export const matchingIcons = (typed: string): readonly FeatureIcon[] => {
  const words = typed.toLowerCase().split(/\s+/).filter(Boolean);
  return FEATURE_ICONS.filter((icon) => {
    const text = `${icon.className} ${icon.name}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
};
