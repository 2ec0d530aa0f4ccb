import { createMailTemplate } from '../models/mailTemplates';
import type { SeedContext } from './context';

/** The owner's mail templates: its own password-reset mail (active) and a data-export draft (not yet switched on). */
export function seedMailTemplates({ db, refs }: SeedContext): void {
  const owner = refs.merchants.get('owner');
  if (owner === undefined) return;
  createMailTemplate(db, owner, {
    template_name: 'customer-password-reset',
    from_email: 'support@sandbox-media.example',
    email_name: 'Sandbox Media Support',
    subject: 'Choose a new Sandbox Media password',
    domain: 'mail.sandbox-media.example',
    transport: 'smtp',
    branding_id: null,
    active: true,
  });
  createMailTemplate(db, owner, {
    template_name: 'customer-data-export',
    from_email: 'privacy@sandbox-media.example',
    email_name: 'Sandbox Media Privacy',
    subject: 'Your Sandbox Media account data',
    domain: '',
    transport: 'smtp',
    branding_id: null,
    active: false,
  });
}
