import type { MailTemplateName, MailTransport } from '../contracts/values';

/** A merchant's mail template (spec section 3 "Mail template"). */
export interface MailTemplate {
  id: number;
  merchant_id: number;
  from_email: string;
  subject: string;
  template_name: MailTemplateName;
  active: boolean;
  email_name: string;
  /** The paywall branding theme the mail follows, or null. */
  branding_id: number | null;
  /** The sending domain; the platform's when none was given. */
  domain: string;
  transport: MailTransport;
  created_at: number;
  updated_at: number;
}

export interface MailTemplatesPage {
  collection: MailTemplate[];
  total: number;
  /** The templates are the master's (the follower's `email_inheritance` scope): read-only here. */
  inherited: boolean;
}
