import { useFormik } from 'formik';
import { useId, useState } from 'react';
import styled from 'styled-components';
import * as yup from 'yup';
import { Button } from '../../components/Button';
import { SelectField, TextArea, TextField, useSubmit } from '../../components/form';
import { Modal, useModal } from '../../components/Modal';
import { ASSET_TYPES, type AssetType, type EventType } from '../../contracts/values';
import { ASSET_TYPE_LABELS, ASSETS_UI, CONTENT_CATEGORIES, TEMPLATES_UI } from '../../constants/messages/assets';
import { createAsset, createAssetFromTemplate, fetchTemplates } from '../../ducks/assets';
import { useStoredRead } from '../../ducks/requests/readHooks';
import { LoadState } from '../../components/list/LoadState';
import { fieldProps } from '../public/shared/forms';

export const CREATE_ASSET_MODAL = 'create-asset';

const Choices = styled.fieldset`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    font-weight: 600;
    margin-bottom: 8px;
  }
  label {
    display: flex;
    gap: 10px;
    align-items: flex-start;
    padding: 10px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    cursor: pointer;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StepLine = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface Choice<T extends string> {
  value: T;
  label: string;
  description?: string;
}

function ChoiceGroup<T extends string>({ legend, name, choices, value, onChange }: { legend: string; name: string; choices: readonly Choice<T>[]; value: T | null; onChange: (value: T) => void }) {
  return (
    <Choices>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value}>
          <input type="radio" name={name} value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} />
          <span>
            {choice.label}
            {choice.description && <small>{choice.description}</small>}
          </span>
        </label>
      ))}
    </Choices>
  );
}

const TYPE_CHOICES: readonly Choice<AssetType>[] = ASSET_TYPES.map((type) => ({ value: type, label: ASSET_TYPE_LABELS[type] }));

const schema = yup.object({ title: yup.string().trim().required(ASSETS_UI.titleRequired).max(250), content: yup.string().max(20_000) });

const STEPS = 3;

/**
 * The asset creation wizard: content category (spec section 2: informational, it becomes the asset's event type),
 * asset type, then title and description. Every step has Back and Next; Next is disabled until the step's choice is
 * made; creating opens the new asset's edit screen with 'Asset successfully created.'. A failed create keeps what
 * was typed.
 */
function WizardBody({ onDone }: { onDone: () => void }) {
  const [step, setStep] = useState(1);
  const [category, setCategory] = useState<EventType | null>(null);
  const [assetType, setAssetType] = useState<AssetType | null>(null);
  const formId = useId();
  const { view: templatesRead, retry: retryTemplates } = useStoredRead(fetchTemplates, undefined);
  const templates = templatesRead.data ?? [];
  const plain = useSubmit(createAsset, { onSuccess: onDone });
  const fromTemplate = useSubmit(createAssetFromTemplate, { onSuccess: onDone });
  const formik = useFormik({
    initialValues: { title: '', content: '', template: '' },
    validationSchema: schema,
    onSubmit: ({ title, content, template }, helpers) => {
      const common = { title: title.trim(), ...(content.trim() ? { content } : {}) };
      return template
        ? fromTemplate.submit({ templateId: Number(template), event_type: category ?? 'other', ...common }, helpers)
        : plain.submit({ item_type: assetType ?? 'video', event_type: category ?? 'other', ...common }, helpers);
    },
  });
  const canGoOn = (step === 1 && category !== null) || (step === 2 && assetType !== null);

  return (
    <>
      <StepLine>{ASSETS_UI.stepOf(step, STEPS)}</StepLine>
      {step === 1 && <ChoiceGroup legend={ASSETS_UI.categoryLegend} name="content-category" choices={CONTENT_CATEGORIES} value={category} onChange={setCategory} />}
      {step === 2 && <ChoiceGroup legend={ASSETS_UI.typeLegend} name="asset-type" choices={TYPE_CHOICES} value={assetType} onChange={setAssetType} />}
      {step === 3 && (
        <form id={formId} noValidate onSubmit={formik.handleSubmit}>
          <TextField label={ASSETS_UI.assetTitle} autoComplete="off" {...fieldProps(formik, 'title')} />
          <TextArea label={ASSETS_UI.description} rows={4} {...fieldProps(formik, 'content')} />
          {/* The template is optional: a failed read says so with Retry, and the asset can still be created. */}
          {templatesRead.status === 'failed' && (
            <LoadState state={templatesRead} ready={false} onRetry={retryTemplates}>
              {null}
            </LoadState>
          )}
          {templates.length > 0 && (
            <SelectField
              label={TEMPLATES_UI.fromTemplate}
              options={[{ value: '', label: TEMPLATES_UI.noTemplate }, ...templates.map((template) => ({ value: String(template.id), label: template.name }))]}
              {...fieldProps(formik, 'template')}
            />
          )}
        </form>
      )}
      <WizardFooter>
        {/* Every step has Back (spec section 2); the first step's leaves the wizard. */}
        <Button $variant="secondary" onClick={() => (step === 1 ? onDone() : setStep(step - 1))}>
          {ASSETS_UI.back}
        </Button>
        {step < STEPS ? (
          <Button disabled={!canGoOn} onClick={() => setStep(step + 1)}>
            {ASSETS_UI.next}
          </Button>
        ) : (
          <Button type="submit" form={formId} disabled={formik.isSubmitting}>
            {ASSETS_UI.create}
          </Button>
        )}
      </WizardFooter>
    </>
  );
}

const WizardFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 24px;
`;

export function CreateAssetWizard() {
  const { isOpen, close } = useModal(CREATE_ASSET_MODAL);
  return (
    <Modal id={CREATE_ASSET_MODAL} title={ASSETS_UI.wizardTitle}>
      {isOpen && <WizardBody onDone={close} />}
    </Modal>
  );
}
