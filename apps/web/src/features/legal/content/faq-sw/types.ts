import type { ReactNode } from 'react';
import type { SwFigures } from './figures';

export interface SwFaqSection {
  id: string;
  title: string;
  items: { id: string; question: string; answer: (figures: SwFigures) => ReactNode }[];
}
