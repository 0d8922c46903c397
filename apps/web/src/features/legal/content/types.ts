import type { ReactNode } from 'react';
import type { RuleFigures } from './rule-figures';

/** Copy that quotes rule values takes them as an argument, so the figures come from GET /api/config. */
export type CopyBody = (figures: RuleFigures) => ReactNode;

export interface FaqItem {
  id: string;
  question: string;
  answer: CopyBody;
}

export interface FaqSection {
  id: string;
  title: string;
  items: FaqItem[];
}

/** One numbered section of the Terms of Service or the Privacy Policy. */
export interface LegalSection {
  id: string;
  title: string;
  body: CopyBody;
}
