// Shapes of the demo copy. `art` describes the generated image of an entry.

import type { Feature, FaqCategory, ProductType } from '@agency/shared/contract/entities';
import type { IconName } from '../images/icons';

export interface Art {
  icon: IconName;
  /** Small caps line above the label; the label is the entry's own title unless given. */
  kicker: string;
  label?: string;
}

export interface SeedService {
  title: string;
  description: string;
  art: Art;
}

export interface SeedSingleService {
  heading: string;
  description: string;
  features: Feature[];
  gallery: [Art, Art];
}

export interface SeedTeamMember {
  title: string;
  role: string;
  description: string;
  links: [string, string, string, string];
  longHair: boolean;
}

export interface SeedWork {
  title: string;
  description: string;
  art: Art;
}

export interface SeedTestimonial {
  title: string;
  role: string;
  description: string;
  longHair: boolean;
}

export interface SeedBlogPost {
  heading: string;
  /** How long ago it was published. */
  daysAgo: number;
  /** The blog entry's description: the first sections of the article. */
  summary: string;
  /** Further sections: the single blog's body is summary + more. */
  more: string;
  art: Art;
  gallery: [Art, Art];
}

export interface SeedFaq {
  category: FaqCategory;
  heading: string;
  description: string;
  icon: IconName;
}

export interface SeedProduct {
  name: string;
  description: string;
  brand: string;
  regularPrice: number;
  discountPrice: number | null;
  productType: ProductType;
  stock: number;
  // No rating: products carry none until one is set (product §2 draws five empty stars).
  art: Art;
}

export interface SeedAbout {
  title: string;
  description: string;
  mission: string;
  vision: string;
  values: string;
  art: Art;
}
