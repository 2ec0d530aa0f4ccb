/** Answers of the admin merchants calls (shared with the sandbox, which builds them). */

/** A row of the staff's merchants list. */
export interface AdminMerchant {
  id: number;
  uuid: string;
  tenant_uuid: string;
  name: string;
  /** The merchant's own account (its first account with the merchant role). */
  email: string;
  full_name: string;
  /** Whether that account holds the master (agency) role. */
  master: boolean;
  /** How many follower merchants it has ("clients"). */
  clients: number;
  created_at: number;
}

export interface AdminMerchantsPage {
  collection: AdminMerchant[];
  total: number;
}

/** Stripe Connect as staff decided it: never decided, approved or declined. */
export type ConnectStatus = 'none' | 'approved' | 'declined';

export interface AdminMerchantDetails extends AdminMerchant {
  account_id: number;
  account_uuid: string;
  roles: string[];
  organisation: string | null;
  /** The master merchant this one follows, if any. */
  master_merchant: { id: number; name: string } | null;
  connect_status: ConnectStatus;
  connect_decided_at: number | null;
}

/** A follower of the merchant ("client"). */
export interface MerchantClient {
  account_id: number;
  merchant_id: number;
  merchant_name: string;
  email: string;
  full_name: string;
  scopes: string[];
  active: boolean;
  created_at: number;
}

export interface MerchantClientsPage {
  collection: MerchantClient[];
  total: number;
}

export interface ConnectApproval {
  merchant_id: number;
  connect_status: ConnectStatus;
  connect_decided_at: number;
}
