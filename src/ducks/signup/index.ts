import { defineFeature } from '../requests/storage';
import { fetchCaptcha } from './endpoints';

export { fetchCaptcha } from './endpoints';

/** The signup screen's reads; loaded with that screen. */
export default defineFeature({ name: 'signup', endpoints: [fetchCaptcha] });
