// The app's own form hook (use-form.ts) keeps react-hook-form's default behaviour the forms rely on.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Controller, useForm, useWatch, type Resolver } from './use-form';

interface Values {
  name: string;
  kind: string;
  adult: boolean;
  picked: string | null;
}

const resolver: Resolver<Values> = (values) => {
  const errors: Record<string, { type: string; message: string }> = {};
  if (!values.name) errors.name = { type: 'required', message: 'Name is required' };
  if (!values.adult) errors.adult = { type: 'required', message: 'You must be 18' };
  if (!values.picked) errors.picked = { type: 'required', message: 'Pick someone' };
  return Promise.resolve(Object.keys(errors).length ? { values: {}, errors } : { values: { ...values, name: values.name.trim() }, errors: {} });
};

function Form({ onValid }: { onValid: (values: Values) => void }) {
  const { register, handleSubmit, control, formState, setError, setValue, reset } = useForm<Values>({ resolver, defaultValues: { name: '', kind: 'a', adult: false, picked: null } });
  const kind = useWatch({ control, name: 'kind' });
  const { errors } = formState;
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <label>
        Name <input {...register('name')} aria-describedby="name-error" />
      </label>
      <p id="name-error">{errors.name?.message}</p>
      <label>
        <input type="radio" value="a" {...register('kind')} /> Kind A
      </label>
      <label>
        <input type="radio" value="b" {...register('kind')} /> Kind B
      </label>
      <p>Chosen: {kind}</p>
      {kind === 'b' && (
        <label>
          Note <input {...register('name')} />
        </label>
      )}
      <label>
        <input type="checkbox" {...register('adult')} /> Adult
      </label>
      <p>{errors.adult?.message}</p>
      <Controller
        control={control}
        name="picked"
        render={({ field, fieldState }) => (
          <button type="button" onClick={() => field.onChange('amani')}>
            {field.value ?? fieldState.error?.message ?? 'Nobody'}
          </button>
        )}
      />
      <button type="button" onClick={() => setError('name', { message: 'Taken' })}>
        Server says taken
      </button>
      <button type="button" onClick={() => setValue('name', 'Baraka')}>
        Fill
      </button>
      <button type="button" onClick={() => reset()}>
        Reset
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

describe('useForm', () => {
  it('shows every message on submit, focuses the first wrong field, and sends nothing', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('You must be 18')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pick someone' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('after a submit, a field is checked again as it changes; before, it is not', async () => {
    const user = userEvent.setup();
    render(<Form onValid={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Server says taken' }));
    await user.type(screen.getByLabelText('Name'), 'x');
    expect(screen.getByText('Taken')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Wanjiru');
    await vi.waitFor(() => expect(screen.queryByText('Name is required')).not.toBeInTheDocument());
    expect(screen.getByText('You must be 18')).toBeInTheDocument();
  });

  it('hands the resolver’s values to the submit handler, with radios, checkboxes and a Controller', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    await user.type(screen.getByLabelText('Name'), '  Wanjiru ');
    await user.click(screen.getByLabelText('Kind B'));
    expect(screen.getByText('Chosen: b')).toBeInTheDocument();
    // A field mounted later shows the value already stored under its name.
    expect(screen.getByLabelText('Note')).toHaveValue('  Wanjiru ');
    await user.click(screen.getByLabelText('Adult'));
    await user.click(screen.getByRole('button', { name: 'Nobody' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'Wanjiru', kind: 'b', adult: true, picked: 'amani' }));
  });

  it('setValue fills the input; reset puts the defaults back and clears the messages', async () => {
    const user = userEvent.setup();
    render(<Form onValid={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Fill' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Baraka');
    await user.click(screen.getByLabelText('Kind B'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('You must be 18')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Kind A')).toBeChecked();
    expect(screen.getByText('Chosen: a')).toBeInTheDocument();
    expect(screen.queryByText('You must be 18')).not.toBeInTheDocument();
  });
});
