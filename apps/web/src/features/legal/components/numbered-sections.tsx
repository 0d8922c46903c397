import { useRuleFigures } from '../content/rule-figures';
import type { LegalSection } from '../content/types';
import { copyClass } from './copy-styles';

/** A legal document's numbered sections: an ordered list, each item headed by an h2 ("1. Acceptance of Terms"). */
export function NumberedSections({ sections, idPrefix }: { sections: LegalSection[]; idPrefix: string }) {
  const figures = useRuleFigures();
  return (
    <ol className="space-y-8">
      {sections.map((section, index) => (
        <li key={section.id} id={`${idPrefix}-${section.id}`} className="scroll-mt-24">
          <h2 className="text-xl font-bold text-gray-900">
            {index + 1}. {section.title}
          </h2>
          <div className={`mt-3 ${copyClass}`}>{section.body(figures)}</div>
        </li>
      ))}
    </ol>
  );
}
