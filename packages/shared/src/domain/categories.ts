// DOMAIN.md §4 Lists: challenges have a category chosen at creation from a seeded list of at least 12.
// `trending`, `new` and `solo` are not categories: /category/trending|new are sorts, /category/solo the type.
export const CHALLENGE_CATEGORIES = [
  { slug: 'fitness', name: 'Fitness' },
  { slug: 'gaming', name: 'Gaming' },
  { slug: 'sports', name: 'Sports' },
  { slug: 'trivia', name: 'Trivia' },
  { slug: 'music', name: 'Music' },
  { slug: 'education', name: 'Education' },
  { slug: 'health', name: 'Health' },
  { slug: 'finance', name: 'Finance' },
  { slug: 'cooking', name: 'Cooking' },
  { slug: 'art', name: 'Art' },
  { slug: 'social', name: 'Social' },
  { slug: 'other', name: 'Other' },
] as const;
export type CategorySlug = (typeof CHALLENGE_CATEGORIES)[number]['slug'];
