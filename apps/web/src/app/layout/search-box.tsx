// The top bar's search box as every page's first load carries it: a plain box that already searches
// (Enter opens /challenges?q=…), while the suggestions' combobox (search-input.tsx, with the shared
// domain rules it needs) arrives as its own chunk right after — keeping it out of every route's
// first-load JavaScript (bench:bundle-size). What was typed meanwhile, and the focus, carry over.
import { Search } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useSharedT } from '@/lib/i18n';

const SearchInput = lazy(() => import('./search-input').then((module) => ({ default: module.SearchInput })));

/** The box's look, the same for the stand-in and the combobox so the swap does not show. */
export const SEARCH_FIELD_CLASS = 'h-10 w-full rounded-full border border-gray-300 bg-white pr-4 pl-9 text-sm placeholder:text-gray-500';

/** The box's accessible name and its magnifier icon. */
export function SearchLabel({ id }: { id: string }) {
  const t = useSharedT();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t('shell.search.label')}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-gray-500" />
    </>
  );
}

interface Props {
  id: string;
  className?: string;
  onNavigate?: () => void;
}

export function SearchBox(props: Props) {
  const [draft, setDraft] = useState({ text: '', focused: false });
  return (
    <Suspense fallback={<StandInBox {...props} draft={draft} onDraft={setDraft} />}>
      <SearchInput {...props} initialText={draft.text} autoFocus={draft.focused} />
    </Suspense>
  );
}

function StandInBox({ id, className, onNavigate, draft, onDraft }: Props & { draft: { text: string; focused: boolean }; onDraft: (draft: { text: string; focused: boolean }) => void }) {
  const navigate = useNavigate();
  const t = useSharedT();
  return (
    <form
      role="search"
      className={cn('relative', className)}
      onSubmit={(event) => {
        event.preventDefault();
        const q = draft.text.trim();
        if (!q) return;
        onNavigate?.();
        void navigate(`${paths.challenges}?${new URLSearchParams({ q }).toString()}`);
      }}
    >
      <SearchLabel id={id} />
      <input
        id={id}
        type="search"
        autoComplete="off"
        placeholder={t('shell.search.label')}
        value={draft.text}
        onChange={(event) => onDraft({ ...draft, text: event.target.value })}
        onFocus={() => onDraft({ ...draft, focused: true })}
        onBlur={() => onDraft({ ...draft, focused: false })}
        className={SEARCH_FIELD_CLASS}
      />
    </form>
  );
}
