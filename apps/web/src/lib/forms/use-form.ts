// The app's forms, in the part of react-hook-form's API they use (~1 KB gzip instead of its ~13 KB, which
// was in the first load of /login, /signup, /auth/two-factor, /verify-identity, /challenges/new and
// /profile; docs/decisions/042). Same behaviour as react-hook-form's defaults (mode onSubmit,
// reValidateMode onChange): inputs stay uncontrolled, the resolver (lib/forms/lazy-resolver.ts) checks
// everything on submit and the first wrong field takes the focus; after a submit, a field is checked
// again as it changes. Only its types come from react-hook-form (no code), so the resolvers built by
// @hookform/resolvers fit unchanged.
import { useCallback, useState, useSyncExternalStore, type BaseSyntheticEvent, type ChangeEvent, type ReactElement } from 'react';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

export type { FieldErrors, FieldValues, Resolver };

type FormElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Name<V> = keyof V & string;

/** What `register(name)` spreads onto an input, select or textarea. */
export interface RegisteredField {
  name: string;
  ref: (element: FormElement | null) => (() => void) | undefined;
  onChange: (event: ChangeEvent<FormElement>) => void;
  onBlur: () => void;
}
export type Register<V extends FieldValues> = (name: Name<V>) => RegisteredField;

/** The form's store, for useWatch and Controller. */
export interface FormControl<V extends FieldValues> {
  values: () => V;
  subscribe: (listener: () => void) => () => void;
  change: (name: Name<V>, value: unknown) => void;
  error: (name: Name<V>) => FieldError | undefined;
}

const isCheckable = (element: FormElement): element is HTMLInputElement => element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');

/** Puts a stored value into its element(s): what a remounted field or a reset shows. */
function show(element: FormElement, value: unknown) {
  if (isCheckable(element)) element.checked = element.type === 'checkbox' ? Boolean(value) : element.value === value;
  else if (!(element instanceof HTMLInputElement && element.type === 'file')) element.value = value == null ? '' : String(value as string);
}

/** A changed element's value: a checkbox's ticked state, a radio's value when chosen, else its text. */
function read(element: FormElement): { value: unknown } | undefined {
  if (!isCheckable(element)) return { value: element.value };
  if (element.type === 'checkbox') return { value: element.checked };
  return element.checked ? { value: element.value } : undefined;
}

export function useForm<V extends FieldValues>({ resolver, defaultValues }: { resolver?: Resolver<V>; defaultValues: V }) {
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [form] = useState(() => {
    let values = { ...defaultValues };
    let submitted = false;
    let errorsNow: FieldErrors<V> = {};
    let checking = 0;
    const elements = new Map<string, Set<FormElement>>();
    const listeners = new Set<() => void>();
    const registered = new Map<string, RegisteredField>();
    const notify = () => listeners.forEach((listener) => listener());
    const commitErrors = (next: FieldErrors<V>) => {
      errorsNow = next;
      setErrors(next);
    };
    const fieldError = (all: FieldErrors<V>, name: string) => (all as Record<string, FieldError | undefined>)[name];
    const withField = (name: string, error: FieldError | undefined): FieldErrors<V> => {
      const next = { ...errorsNow } as Record<string, FieldError | undefined>;
      if (error) next[name] = error;
      else delete next[name];
      return next as FieldErrors<V>;
    };
    const validate = async () => (resolver ? await resolver(values, undefined, { fields: {}, names: [...elements.keys()] as never, shouldUseNativeValidation: false, criteriaMode: 'firstError' }) : { values, errors: {} as FieldErrors<V> });
    /** After a submit a change is checked again: only that field's message follows it (react-hook-form's reValidateMode onChange). */
    const recheck = async (name: string) => {
      if (!submitted) return;
      const run = ++checking;
      const { errors: found } = await validate();
      if (run === checking) commitErrors(withField(name, fieldError(found, name)));
    };
    const change = (name: string, value: unknown) => {
      values = { ...values, [name]: value };
      notify();
      void recheck(name);
    };
    return {
      register(name: string): RegisteredField {
        let field = registered.get(name);
        if (!field) {
          field = {
            name,
            ref: (element) => {
              if (!element) return undefined;
              const set = elements.get(name) ?? elements.set(name, new Set()).get(name)!;
              set.add(element);
              show(element, values[name]);
              return () => void set.delete(element);
            },
            onChange: (event) => {
              const changed = read(event.target);
              if (changed) change(name, changed.value);
            },
            onBlur: () => undefined,
          };
          registered.set(name, field);
        }
        return field;
      },
      setValue(name: string, value: unknown) {
        values = { ...values, [name]: value };
        elements.get(name)?.forEach((element) => show(element, value));
        notify();
      },
      setError(name: string, error: { type?: string; message: string }) {
        commitErrors(withField(name, { type: error.type ?? 'manual', message: error.message }));
      },
      reset(next?: V) {
        values = { ...(next ?? defaultValues) };
        submitted = false;
        checking++;
        for (const [name, set] of elements) set.forEach((element) => show(element, values[name]));
        commitErrors({});
        notify();
      },
      async submit(onValid: (values: V) => unknown, onInvalid?: (errors: FieldErrors<V>) => unknown) {
        checking++;
        const result = await validate();
        submitted = true;
        const names = Object.keys(result.errors);
        if (names.length > 0) {
          commitErrors(result.errors);
          // The first wrong field in the form's order takes the focus (a radio or checkbox does not, as in react-hook-form).
          const first = [...elements].find(([name]) => names.includes(name))?.[1];
          const element = first ? [...first].find((el) => el.isConnected) : undefined;
          if (element && !isCheckable(element)) element.focus();
          await onInvalid?.(result.errors);
          return;
        }
        commitErrors({});
        await onValid(result.values as V);
      },
      control: {
        values: () => values,
        subscribe: (listener: () => void) => {
          listeners.add(listener);
          return () => void listeners.delete(listener);
        },
        change,
        error: (name: string) => fieldError(errorsNow, name),
      } as FormControl<V>,
    };
  });
  const handleSubmit = useCallback(
    (onValid: (values: V) => unknown, onInvalid?: (errors: FieldErrors<V>) => unknown) => (event?: BaseSyntheticEvent) => {
      event?.preventDefault();
      return form.submit(onValid, onInvalid);
    },
    [form],
  );
  return {
    register: form.register as Register<V>,
    handleSubmit,
    setValue: form.setValue as (name: Name<V>, value: V[Name<V>]) => void,
    setError: form.setError as (name: Name<V>, error: { type?: string; message: string }) => void,
    reset: form.reset as (values?: V) => void,
    control: form.control,
    formState: { errors },
  };
}

/** A field's live value, re-rendering its reader on each change (react-hook-form's useWatch). */
export function useWatch<V extends FieldValues, N extends Name<V>>({ control, name }: { control: FormControl<V>; name: N }): V[N] {
  return useSyncExternalStore(control.subscribe, () => control.values()[name]);
}

/** A field whose component takes a value and onChange rather than an input (react-hook-form's Controller). */
export function Controller<V extends FieldValues, N extends Name<V>>({
  control,
  name,
  render,
}: {
  control: FormControl<V>;
  name: N;
  render: (props: { field: { name: N; value: V[N]; onChange: (value: V[N]) => void }; fieldState: { error?: FieldError } }) => ReactElement;
}) {
  const value = useWatch({ control, name });
  return render({ field: { name, value, onChange: (next) => control.change(name, next) }, fieldState: { error: control.error(name) } });
}
