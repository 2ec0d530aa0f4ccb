import { FEATURE_NAMES, insertFeatures, setMerchantFeatures } from '../models/features';
import { insertAccount } from '../models/accounts';
import { insertMerchant, insertOrganisation } from '../models/merchants';
import type { SeedContext } from './context';
import { SEED_EPOCH, stableUuid } from './stable';

/** The demo tenants and accounts of the operator contract (GUIDE.md section 4). */
export const DEMO_PASSWORD = 'Sandbox-2026!';
export const DEMO_DOMAIN = 'sandbox.test';

interface DemoMerchant {
  key: string;
  name: string;
  organisation?: string;
  features: readonly string[];
}

export interface DemoAccount {
  email: string;
  fullName: string;
  merchant: string;
  roles: string[];
  scopes?: string[];
  isMaster?: boolean;
  master?: string;
  inOrganisation?: boolean;
}

const DEMO_MERCHANTS: readonly DemoMerchant[] = [
  { key: 'owner', name: 'Sandbox Media', organisation: 'Sandbox Media Group', features: FEATURE_NAMES },
  { key: 'platform', name: 'Boxoffice Platform', features: [] },
  { key: 'agency', name: 'Northwind Agency', features: ['Gifts', 'Donations', 'Activate Relate', 'NewPricing'] },
  { key: 'follower1', name: 'Follower One Studios', features: ['Gifts', 'NewPricing', 'Activate Relate'] },
  { key: 'follower2', name: 'Follower Two Films', features: ['Donations'] },
  { key: 'other', name: 'Other Tenant Ltd', features: ['Gifts', 'Age Verification'] },
];

const email = (local: string): string => `${local}@${DEMO_DOMAIN}`;

/** Every demo account; the platform-staff role name is configurable (PLATFORM_KEY). */
export function demoAccounts(platformKey: string): DemoAccount[] {
  return [
    { email: email('owner'), fullName: 'Olivia Owner', merchant: 'owner', roles: ['merchant', 'owner'], inOrganisation: true },
    { email: email('staff'), fullName: 'Sam Staff', merchant: 'platform', roles: [platformKey] },
    { email: email('agency'), fullName: 'Alex Agency', merchant: 'agency', roles: ['merchant', 'master'], isMaster: true },
    {
      email: email('follower1'),
      fullName: 'Finn Follower',
      merchant: 'follower1',
      roles: ['merchant', 'follower'],
      scopes: ['inheritance'],
      master: email('agency'),
    },
    { email: email('follower2'), fullName: 'Fay Follower', merchant: 'follower2', roles: ['merchant', 'follower'], scopes: [], master: email('agency') },
    { email: email('admin'), fullName: 'Ada Admin', merchant: 'owner', roles: ['admin'], inOrganisation: true },
    { email: email('content'), fullName: 'Carl Content', merchant: 'owner', roles: ['content_manager'], inOrganisation: true },
    { email: email('analyst'), fullName: 'Ana Analyst', merchant: 'owner', roles: ['analyst'], inOrganisation: true },
    { email: email('support'), fullName: 'Sue Support', merchant: 'owner', roles: ['customer_support'], inOrganisation: true },
    { email: email('other'), fullName: 'Oscar Other', merchant: 'other', roles: ['merchant', 'owner'] },
  ];
}

export function seedFeatureCatalogue({ db }: SeedContext): void {
  insertFeatures(db);
}

export function seedDemoTenants(context: SeedContext): void {
  const { db, refs } = context;
  DEMO_MERCHANTS.forEach((merchant, index) => {
    const created_at = SEED_EPOCH + index * 60;
    let organisationId: number | null = null;
    if (merchant.organisation) {
      organisationId = insertOrganisation(db, { uuid: stableUuid(`organisation:${merchant.key}`), name: merchant.organisation, created_at });
      refs.organisations.set(merchant.key, organisationId);
    }
    const merchantId = insertMerchant(db, {
      uuid: stableUuid(`merchant:${merchant.key}`),
      tenant_uuid: stableUuid(`tenant:${merchant.key}`),
      name: merchant.name,
      organisation_id: organisationId,
      created_at,
    });
    refs.merchants.set(merchant.key, merchantId);
    setMerchantFeatures(db, merchantId, merchant.features);
  });

  demoAccounts(context.platformKey).forEach((account, index) => {
    const merchantName = DEMO_MERCHANTS.find((merchant) => merchant.key === account.merchant)?.name ?? '';
    const id = insertAccount(db, {
      uuid: stableUuid(`account:${account.email}`),
      merchant_id: refs.merchants.get(account.merchant) as number,
      organisation_id: account.inOrganisation ? (refs.organisations.get(account.merchant) ?? null) : null,
      master_id: account.master ? (refs.accounts.get(account.master) ?? null) : null,
      email: account.email,
      full_name: account.fullName,
      roles: account.roles,
      scopes: account.scopes ?? [],
      is_master: account.isMaster ?? false,
      active: true,
      completed: true,
      country: 'SE',
      metadata: { company: merchantName, country: 'SE' },
      password_hash: context.passwordHash,
      created_at: SEED_EPOCH + 3600 + index * 60,
    });
    refs.accounts.set(account.email, id);
  });
}

const STAFF_ROLES = ['content_manager', 'analyst', 'customer_support', 'admin'] as const;

/** The profile's extra organisation members and agency clients (none in the default profile). */
export function seedScaledAccounts(context: SeedContext): void {
  const { db, refs, sizes } = context;
  const ownerMerchant = refs.merchants.get('owner') as number;
  const ownerOrganisation = refs.organisations.get('owner') ?? null;
  for (let i = 1; i <= sizes.organisationMembers; i += 1) {
    const address = email(`member${String(i).padStart(3, '0')}`);
    insertAccount(db, {
      uuid: stableUuid(`account:${address}`),
      merchant_id: ownerMerchant,
      organisation_id: ownerOrganisation,
      email: address,
      full_name: `Member ${i}`,
      roles: [STAFF_ROLES[i % STAFF_ROLES.length]],
      active: context.random() > 0.1,
      completed: true,
      password_hash: context.passwordHash,
      created_at: SEED_EPOCH + 7200 + i * 60,
    });
  }
  const agency = refs.accounts.get(email('agency')) ?? null;
  for (let i = 1; i <= sizes.agencyClients; i += 1) {
    const key = `client${String(i).padStart(3, '0')}`;
    const merchantId = insertMerchant(db, {
      uuid: stableUuid(`merchant:${key}`),
      tenant_uuid: stableUuid(`tenant:${key}`),
      name: `Client ${i} Media`,
      created_at: SEED_EPOCH + 86400 + i * 60,
    });
    refs.merchants.set(key, merchantId);
    setMerchantFeatures(db, merchantId, FEATURE_NAMES.filter(() => context.random() < 0.5));
    insertAccount(db, {
      uuid: stableUuid(`account:${email(key)}`),
      merchant_id: merchantId,
      master_id: agency,
      email: email(key),
      full_name: `Client ${i}`,
      roles: ['merchant', 'follower'],
      scopes: context.random() < 0.5 ? ['inheritance'] : [],
      active: true,
      completed: true,
      password_hash: context.passwordHash,
      created_at: SEED_EPOCH + 86400 + i * 60,
    });
  }
}
