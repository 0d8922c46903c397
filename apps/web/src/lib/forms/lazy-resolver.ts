// A form's validation from a chunk of its own: zod and the form's schema (~25 KB gzip) are not part of
// any page's first load. The form starts fetching the chunk as soon as it is shown, and a validation that
// comes first (a fast submit) waits for it. A chunk lost on a flaky network is fetched again by the next
// validation.
import { useEffect, useRef, useState } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';

/** One download per chunk, however many forms ask; a failed one is asked again. */
export function lazyModule<Module>(load: () => Promise<Module>): () => Promise<Module> {
  let loading: Promise<Module> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/**
 * The resolver of a form on screen: `pick` builds it from the loaded chunk at each validation, so a
 * schema that depends on props (the signed-in id, whether a username is set) follows them.
 */
export function useLazyResolver<Module, Values extends FieldValues>(load: () => Promise<Module>, pick: (module: Module) => Resolver<Values>): Resolver<Values> {
  const pickRef = useRef(pick);
  useEffect(() => {
    pickRef.current = pick;
  });
  const [resolver] = useState(() => {
    const validate: Resolver<Values> = async (values, context, options) => pickRef.current(await load())(values, context, options);
    return validate;
  });
  useEffect(() => {
    load().catch(() => undefined);
  }, [load]);
  return resolver;
}
