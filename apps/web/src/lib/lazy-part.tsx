// A part of a page that only an interaction shows (the phone sign-in behind 'Use Phone', the phone step
// after sign-up): a chunk of its own, fetched as soon as the page has rendered, so it is not in the
// page's first load yet is there by the time someone asks for it (docs/decisions/042). Until it has
// arrived the part shows `fallback` (the spinner by default).
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';

export interface LazyPart<Props> {
  (props: Props): ReactNode;
  /** Fetches the chunk once (again after a failure); tests call it up front. */
  preload: () => Promise<void>;
}

export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>, fallback: ReactNode = <Spinner />): LazyPart<Props> {
  let Loaded: ComponentType<Props> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => void (Loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function Part(props: Props) {
    const [, setReady] = useState(Loaded !== undefined);
    useEffect(() => {
      if (!Loaded)
        preload().then(
          () => setReady(true),
          () => undefined,
        );
    }, []);
    return Loaded ? <Loaded {...props} /> : fallback;
  }
  return Object.assign(Part, { preload });
}

/** Starts fetching parts right after the page has rendered (before anyone asks for them). */
export function usePreloadParts(...parts: { preload: () => Promise<void> }[]) {
  useEffect(() => {
    for (const part of parts) part.preload().catch(() => undefined);
    // Once per page: the parts are module-level constants.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
