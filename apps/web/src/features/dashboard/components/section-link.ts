/** A text link beside a section heading ('View all'). */
export const sectionLinkClass = 'rounded-sm text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
