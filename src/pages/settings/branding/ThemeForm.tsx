import { useFormik } from 'formik';
import { useId } from 'react';
import styled from 'styled-components';
import type { BrandingFields, BrandingImage } from '../../../api/branding';
import { Callout } from '../../../components/Callout';
import { Checkbox, SelectField, TextArea, TextField, useSubmit } from '../../../components/form';
import { UnsavedChangesBar } from '../../../components/form/UnsavedChanges';
import { lookColour, PaywallPreview } from '../../../components/PaywallPreview';
import { PreviewPanel } from '../../../components/PreviewPanel';
import { BRANDING_COLOUR_LABELS, BRANDING_TEMPLATE_LABELS, BRANDING_UI as UI } from '../../../constants/messages/branding';
import { BRANDING_COLOUR_FIELDS, BRANDING_TEMPLATES, type BrandingTemplate } from '../../../contracts/values';
import { createTheme, updateTheme } from '../../../ducks/branding';
import { RouteLink } from '../../../routes/RouteLink';
import { PATHS } from '../../../routes/paths';
import { fieldProps } from '../../public/shared/forms';
import { ImageField } from './ImageField';
import { bodyOf, contrastWarnings, lookOf, themeSchema, toValues, type ThemeValues } from './themeValues';

const Layout = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 3fr) minmax(280px, 2fr);
  }
`;

/** Holds the form's sections; disabled, it makes every control read-only at once. */
const Fields = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

const Section = styled.fieldset`
  margin: 0 0 16px;
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  legend {
    font-weight: 600;
    padding: 0 4px;
  }
`;

const Swatch = styled.span`
  display: inline-block;
  width: 14px;
  height: 14px;
  margin-left: 6px;
  vertical-align: middle;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 2px;
`;

const Sticky = styled.div`
  @media (min-width: 900px) {
    position: sticky;
    top: 16px;
  }
`;

const TEMPLATE_OPTIONS = (Object.keys(BRANDING_TEMPLATES) as BrandingTemplate[]).map((name) => ({ value: String(BRANDING_TEMPLATES[name]), label: BRANDING_TEMPLATE_LABELS[name] }));

/**
 * The theme editor: every branding field (spec section 3), the cover and logo uploaded as they are chosen, and the
 * paywall preview beside them, drawn from what is typed. Read-only, every control is disabled and nothing is saved.
 */
export function ThemeForm({ theme, readOnly }: { theme: BrandingFields & { id?: number; default?: boolean }; readOnly: boolean }) {
  const previewId = useId();
  const create = useSubmit(createTheme);
  const update = useSubmit(updateTheme, { key: theme.id === undefined ? undefined : String(theme.id) });
  const formik = useFormik<ThemeValues>({
    initialValues: toValues(theme),
    validationSchema: themeSchema,
    onSubmit: (values, helpers) => (theme.id === undefined ? create.submit(bodyOf(values), helpers) : update.submit({ id: theme.id, ...bodyOf(values) }, helpers)),
  });
  const { values, setFieldValue } = formik;
  const look = lookOf(values);
  const warnings = contrastWarnings(values);
  const setImage = (fields: Partial<ThemeValues>) => {
    for (const [field, value] of Object.entries(fields)) void setFieldValue(field, value);
  };
  const coverUploaded = (image: BrandingImage) =>
    setImage({ paywall_cover_photo: image.full_size_image_url, preview_image_name: image.filename, thumbnail_image: image.thumbnail_image_url, thumbnail_image_name: image.filename });

  return (
    <Layout>
      <form noValidate onSubmit={formik.handleSubmit}>
        <Fields disabled={readOnly}>
          <Section>
            <legend>{UI.brandHeading}</legend>
            <TextField label={UI.brandName} autoComplete="off" required {...fieldProps(formik, 'brand_name')} />
            <SelectField label={UI.look} options={TEMPLATE_OPTIONS} {...fieldProps(formik, 'template_id')} />
            <Checkbox name="default" label={UI.makeThisDefault} checked={values.default} onChange={formik.handleChange} />
          </Section>
          <Section>
            <legend>{UI.coloursHeading}</legend>
            {BRANDING_COLOUR_FIELDS.map((field) => (
              <TextField
                key={field}
                label={
                  <>
                    {BRANDING_COLOUR_LABELS[field]}
                    <Swatch aria-hidden style={{ background: lookColour(look, field) }} />
                  </>
                }
                hint={UI.colourHint}
                autoComplete="off"
                spellCheck={false}
                {...fieldProps(formik, field)}
              />
            ))}
            {warnings.map((warning) => (
              <Callout key={warning} $tone="warning">
                {warning}
              </Callout>
            ))}
          </Section>
          <Section>
            <legend>{UI.imagesHeading}</legend>
            <ImageField slot="cover" label={UI.coverImage} url={values.paywall_cover_photo} readOnly={readOnly} onUploaded={coverUploaded} onRemove={() => setImage({ paywall_cover_photo: '', preview_image_name: '', thumbnail_image: '', thumbnail_image_name: '' })} />
            <ImageField slot="logo" label={UI.logoImage} url={values.paywall_brand_logo} readOnly={readOnly} onUploaded={(image) => setImage({ paywall_brand_logo: image.full_size_image_url })} onRemove={() => setImage({ paywall_brand_logo: '' })} />
          </Section>
          <Section>
            <legend>{UI.textsHeading}</legend>
            <TextField label={UI.previewTitle} autoComplete="off" {...fieldProps(formik, 'preview_title')} />
            <TextArea label={UI.previewDescription} {...fieldProps(formik, 'preview_description')} />
            <TextField label={UI.previewButtonLabel} autoComplete="off" {...fieldProps(formik, 'preview_button_label')} />
            <TextField label={UI.protectedLabel} hint={UI.protectedLabelHint} autoComplete="off" {...fieldProps(formik, 'boxoffice_protected_label')} />
            <TextField label={UI.footer} autoComplete="off" {...fieldProps(formik, 'paywall_footer')} />
            <Checkbox name="preview_top_border" label={UI.topBorder} checked={values.preview_top_border} onChange={formik.handleChange} />
          </Section>
        </Fields>
        {!readOnly && <UnsavedChangesBar form={formik} saveLabel={UI.save} alwaysSavable={theme.id === undefined} />}
        <p>
          <RouteLink to={PATHS.brandingSettings}>{readOnly ? UI.backToList : UI.cancel}</RouteLink>
        </p>
      </form>
      <Sticky>
        <PreviewPanel aria-labelledby={previewId}>
          <h2 id={previewId}>{UI.preview}</h2>
          <p>{UI.previewHelp}</p>
          <PaywallPreview look={look} />
        </PreviewPanel>
      </Sticky>
    </Layout>
  );
}
