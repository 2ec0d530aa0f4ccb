import { useFormik } from 'formik';
import { useId } from 'react';
import styled from 'styled-components';
import * as yup from 'yup';
import type { MailTemplate } from '../../api/mailTemplates';
import { Checkbox, SelectField, TextField, useSubmit } from '../../components/form';
import { Facts } from '../../components/Facts';
import { PreviewPanel } from '../../components/PreviewPanel';
import { config } from '../../config';
import { FORM } from '../../constants/messages';
import { MAIL_TEMPLATES_UI } from '../../constants/messages/mailTemplates';
import { DEFAULT_MAIL_DOMAIN, MAIL_TEMPLATE_NAMES, MAIL_TRANSPORTS_BY_ENV, type MailTemplateName, type MailTransport } from '../../contracts/values';
import { createMailTemplate, updateMailTemplate } from '../../ducks/mailTemplates';
import { fieldProps } from '../public/shared/forms';
import { ThemeSelect } from '../settings/branding/ThemeSelect';
import { emailSchema } from '../public/shared/schemas';

const Layout = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const MailBody = styled.p`
  padding: 12px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

interface Values {
  template_name: MailTemplateName;
  email_name: string;
  from_email: string;
  subject: string;
  domain: string;
  transport: MailTransport;
  branding_id: string;
  active: boolean;
}

const schema = yup.object({
  email_name: yup.string().trim().required(FORM.required).max(100),
  from_email: emailSchema,
  subject: yup.string().trim().required(FORM.required).max(200),
  domain: yup
    .string()
    .trim()
    .test('domain', MAIL_TEMPLATES_UI.domainInvalid, (value) => !value || DOMAIN.test(value)),
  branding_id: yup.string().trim().matches(/^(|[1-9]\d{0,11})$/, MAIL_TEMPLATES_UI.brandingIdInvalid),
});

/** The transports this environment sends through (spec section 9), and the template's own if it is another. */
function transportOptions(current?: MailTransport) {
  const allowed: readonly MailTransport[] = config.env === 'production' ? MAIL_TRANSPORTS_BY_ENV.production : MAIL_TRANSPORTS_BY_ENV.other;
  const names = current && !allowed.includes(current) ? [...allowed, current] : allowed;
  return names.map((name) => ({ value: name, label: MAIL_TEMPLATES_UI.transports[name] }));
}

const NAME_OPTIONS = MAIL_TEMPLATE_NAMES.map((name) => ({ value: name, label: MAIL_TEMPLATES_UI.names[name] }));

/** How the mail will look to the customer, as the fields change. */
function MailPreview({ values }: { values: Values }) {
  const id = useId();
  const from = `${values.email_name.trim() || '…'} <${values.from_email.trim() || '…'}>`;
  return (
    <PreviewPanel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{MAIL_TEMPLATES_UI.preview}</h2>
      <Facts>
        <dt>{MAIL_TEMPLATES_UI.previewFrom}</dt>
        <dd>{from}</dd>
        <dt>{MAIL_TEMPLATES_UI.previewSubject}</dt>
        <dd>{values.subject.trim() || '…'}</dd>
      </Facts>
      <MailBody>{MAIL_TEMPLATES_UI.previewBodies[values.template_name]}</MailBody>
      <p>{MAIL_TEMPLATES_UI.previewVia(MAIL_TEMPLATES_UI.transports[values.transport], values.domain.trim().toLowerCase() || DEFAULT_MAIL_DOMAIN)}</p>
    </PreviewPanel>
  );
}

export interface MailTemplateFormProps {
  formId: string;
  merchantId: number;
  /** The template edited; a new one when absent. */
  template?: MailTemplate;
  onDone: () => void;
}

/** Every field of a mail template (spec section 3), with the preview beside it; a failed save keeps what was typed. */
export function MailTemplateForm({ formId, merchantId, template, onDone }: MailTemplateFormProps) {
  const create = useSubmit(createMailTemplate, { onSuccess: onDone });
  const update = useSubmit(updateMailTemplate, { key: String(template?.id ?? ''), onSuccess: onDone });
  const transports = transportOptions(template?.transport);
  const formik = useFormik<Values>({
    initialValues: {
      template_name: template?.template_name ?? MAIL_TEMPLATE_NAMES[0],
      email_name: template?.email_name ?? '',
      from_email: template?.from_email ?? '',
      subject: template?.subject ?? '',
      domain: template && template.domain !== DEFAULT_MAIL_DOMAIN ? template.domain : '',
      transport: template?.transport ?? (transports[0].value as MailTransport),
      branding_id: template?.branding_id ? String(template.branding_id) : '',
      active: template?.active ?? false,
    },
    validationSchema: schema,
    onSubmit: (values, helpers) => {
      const body = {
        merchant_id: String(merchantId),
        template_name: values.template_name,
        email_name: values.email_name.trim(),
        from_email: values.from_email.trim(),
        subject: values.subject.trim(),
        domain: values.domain.trim().toLowerCase(),
        transport: values.transport,
        branding_id: values.branding_id.trim(),
        active: values.active ? 'true' : 'false',
      } as const;
      return template ? update.submit({ id: template.id, ...body }, helpers) : create.submit(body, helpers);
    },
  });
  return (
    <Layout>
      <form id={formId} noValidate onSubmit={formik.handleSubmit}>
        <SelectField label={MAIL_TEMPLATES_UI.fields.templateName} options={NAME_OPTIONS} {...fieldProps(formik, 'template_name')} />
        <TextField label={MAIL_TEMPLATES_UI.fields.emailName} autoComplete="off" {...fieldProps(formik, 'email_name')} />
        <TextField label={MAIL_TEMPLATES_UI.fields.fromEmail} type="email" autoComplete="off" {...fieldProps(formik, 'from_email')} />
        <TextField label={MAIL_TEMPLATES_UI.fields.subject} autoComplete="off" {...fieldProps(formik, 'subject')} />
        <TextField label={MAIL_TEMPLATES_UI.fields.domain} hint={MAIL_TEMPLATES_UI.fields.domainHint} autoComplete="off" {...fieldProps(formik, 'domain')} />
        <SelectField label={MAIL_TEMPLATES_UI.fields.transport} options={transports} {...fieldProps(formik, 'transport')} />
        <ThemeSelect label={MAIL_TEMPLATES_UI.fields.brandingId} hint={MAIL_TEMPLATES_UI.fields.brandingHint} {...fieldProps(formik, 'branding_id')} />
        <Checkbox name="active" label={MAIL_TEMPLATES_UI.fields.active} checked={formik.values.active} onChange={(event) => void formik.setFieldValue('active', event.target.checked)} />
      </form>
      <MailPreview values={formik.values} />
    </Layout>
  );
}
