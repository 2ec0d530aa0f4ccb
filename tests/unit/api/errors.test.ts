import { AxiosError, AxiosHeaders, CanceledError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { ApiError, CANCELLED_CODE, isSessionExpiredError, toApiError } from '../../../src/api/errors';
import { NETWORK_ERROR, UNKNOWN_ERROR } from '../../../src/constants/messages';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
const answer = (status: number, data: unknown): AxiosError => {
  const response: AxiosResponse = { status, statusText: '', data, headers: {}, config };
  return new AxiosError('Request failed', AxiosError.ERR_BAD_REQUEST, config, {}, response);
};

describe('toApiError', () => {
  it('keeps the server message exactly as received, with its field errors', () => {
    const error = toApiError(answer(409, { code: 409, message: 'An account with this email already exists.', errors: { email: 'Taken' } }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(409);
    expect(error.message).toBe('An account with this email already exists.');
    expect(error.fieldErrors).toEqual({ email: 'Taken' });
  });

  it('joins lists of field messages and ignores other shapes', () => {
    expect(toApiError(answer(400, { message: 'Bad', errors: { a: ['One.', 'Two.'], b: 3 } })).fieldErrors).toEqual({ a: 'One. Two.' });
    expect(toApiError(answer(400, { message: 'Bad', errors: 'nope' })).fieldErrors).toBeUndefined();
  });

  it.each([
    ['no body', ''],
    ['an empty message', { message: '' }],
    ['a non-text message', { message: { text: 'x' } }],
    ['an HTML page', '<h1>502</h1>'],
  ])('uses the unknown-error text for %s', (_label, data) => {
    expect(toApiError(answer(500, data))).toMatchObject({ status: 500, message: UNKNOWN_ERROR });
  });

  it('gives status 0 and the network text when nothing answered', () => {
    const error = toApiError(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {}));
    expect(error).toMatchObject({ status: 0, message: NETWORK_ERROR, code: 'ERR_NETWORK' });
  });

  it('marks cancellation', () => {
    expect(toApiError(new CanceledError())).toMatchObject({ status: 0, code: CANCELLED_CODE });
  });

  it('passes an ApiError through and wraps anything else', () => {
    const original = new ApiError(418, 'Teapot.');
    expect(toApiError(original)).toBe(original);
    const wrapped = toApiError(new TypeError('x is undefined'));
    expect(wrapped).toMatchObject({ status: 0, message: UNKNOWN_ERROR });
    expect(wrapped.cause).toBeInstanceOf(TypeError);
  });

  it('recognises session-ending errors', () => {
    expect(isSessionExpiredError(new ApiError(401, 'x', { code: 'SESSION_EXPIRED' }))).toBe(true);
    expect(isSessionExpiredError(new ApiError(401, 'x'))).toBe(false);
  });
});
