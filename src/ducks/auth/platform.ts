import { config } from '../../config';
import type { Account } from '../../api/types';

/** A platform-staff account (role config.platformKey) signs in to the admin area with its own token set. */
export const isPlatformAccount = (account: Pick<Account, 'roles'>): boolean => account.roles.includes(config.platformKey);
