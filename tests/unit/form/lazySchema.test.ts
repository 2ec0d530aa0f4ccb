import * as yup from 'yup';
import { lazySchema } from '../../../src/components/form/lazySchema';

const schema = yup.object({ email: yup.string().email('Please enter a valid email address').required('*Required') });

describe('a form schema loaded on first use', () => {
  it('answers as validationSchema would, loading the schema once', async () => {
    const load = jest.fn(() => Promise.resolve(schema));
    const { validate, preload } = lazySchema<{ email: string }>(load);
    preload();
    await expect(validate({ email: '' })).resolves.toEqual({ email: '*Required' });
    await expect(validate({ email: 'nope' })).resolves.toEqual({ email: 'Please enter a valid email address' });
    await expect(validate({ email: 'owner@example.com' })).resolves.toEqual({});
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets the form submit when the schema cannot load (the server checks the same rules), and tries again next time', async () => {
    const load = jest.fn<Promise<typeof schema>, []>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(schema);
    const { validate, preload } = lazySchema<{ email: string }>(load);
    preload();
    await expect(validate({ email: '' })).resolves.toEqual({});
    await expect(validate({ email: '' })).resolves.toEqual({ email: '*Required' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
