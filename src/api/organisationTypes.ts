/** An organisation (spec section 3 "Organisation"): the merchant's staff accounts belong to it. */
export interface Organisation {
  id: number;
  name: string;
  created_at: number;
}

/** A member as the members table lists it: the account, its role, and whether it has set its password yet. */
export interface OrganisationMember {
  account_id: number;
  email: string;
  full_name: string;
  role: string;
  active: boolean;
  created_at: number;
}

export interface MembersPage {
  collection: OrganisationMember[];
  total: number;
}
