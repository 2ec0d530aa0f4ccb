import { FieldArray, FormikProvider, getIn, useFormik } from 'formik';
import * as yup from 'yup';
import type { RegisterField } from '../../../api/authSettings';
import { Button } from '../../../components/Button';
import { Checkbox, SelectField, TextField, useSubmit } from '../../../components/form';
import { AUTH_SETTINGS_UI as UI, FIELD_TYPE_LABELS } from '../../../constants/messages/authSettings';
import type { CustomFieldBody } from '../../../contracts/authSettings';
import { CUSTOM_FIELD_TYPES, FIELD_NAME_PATTERN, MAX_CUSTOM_FIELD_OPTIONS, OPTION_FIELD_TYPES, type CustomFieldType } from '../../../contracts/values';
import { createCustomField, updateCustomField } from '../../../ducks/authSettings';
import { fieldProps } from '../../public/shared/forms';

interface Values {
  name: string;
  label: string;
  placeholder: string;
  default_value: string;
  type: CustomFieldType;
  required: boolean;
  options: { key: string; value: string }[];
}

const schema = yup.object({
  name: yup.string().trim().required(UI.required).matches(new RegExp(FIELD_NAME_PATTERN), UI.nameInvalid),
  label: yup.string().trim().required(UI.required).max(100),
  placeholder: yup.string().max(200),
  default_value: yup.string().max(200),
  options: yup
    .array()
    .of(yup.object({ key: yup.string().trim().required(UI.required).max(100), value: yup.string().trim().required(UI.required).max(200) }))
    .when('type', { is: (type: CustomFieldType) => OPTION_FIELD_TYPES.includes(type), then: (rule) => rule.min(1, UI.optionsNeeded) }),
});

/** What the form sends: options only for select and radio, at most 80 (spec section 9: extra ones are ignored). */
const bodyOf = (values: Values): CustomFieldBody => ({
  name: values.name.trim(),
  label: values.label.trim(),
  placeholder: values.placeholder.trim(),
  default_value: values.default_value.trim(),
  type: values.type,
  required: values.required ? '1' : '0',
  ...(OPTION_FIELD_TYPES.includes(values.type)
    ? { options: values.options.slice(0, MAX_CUSTOM_FIELD_OPTIONS).map((option) => ({ key: option.key.trim(), value: option.value.trim() })) }
    : {}),
});

/** A custom field's form, in the add or edit dialog; a refusal keeps what was typed. */
export function CustomFieldForm({ formId, field, onDone }: { formId: string; field?: RegisterField; onDone: () => void }) {
  const create = useSubmit(createCustomField, { onSuccess: onDone });
  const update = useSubmit(updateCustomField, { key: field?.id === undefined || field.id === null ? undefined : String(field.id), onSuccess: onDone });
  const formik = useFormik<Values>({
    initialValues: {
      name: field?.name ?? '',
      label: field?.label ?? '',
      placeholder: field?.placeholder ?? '',
      default_value: field?.default_value ?? '',
      type: field && field.type !== 'email' && field.type !== 'password' ? field.type : 'text',
      required: field?.required ?? false,
      options: field?.options.length ? field.options : [{ key: '', value: '' }],
    },
    validationSchema: schema,
    onSubmit: (values, helpers) => (field?.id ? update.submit({ ...bodyOf(values), id: field.id }, helpers) : create.submit(bodyOf(values), helpers)),
  });
  // An option's inputs are nested fields: their error shows once touched, as fieldProps does for the others.
  const optionProps = (index: number, part: 'key' | 'value') => {
    const name = `options.${index}.${part}`;
    const error: unknown = getIn(formik.errors, name);
    return { ...(formik.getFieldProps(name) as ReturnType<typeof formik.getFieldProps> & { value: string }), error: getIn(formik.touched, name) && typeof error === 'string' ? error : undefined };
  };
  const withOptions = OPTION_FIELD_TYPES.includes(formik.values.type);
  const optionsError = typeof formik.errors.options === 'string' ? formik.errors.options : undefined;
  return (
    <FormikProvider value={formik}>
      <form id={formId} noValidate onSubmit={formik.handleSubmit}>
        <TextField label={UI.fieldName} hint={UI.nameHint} autoComplete="off" required {...fieldProps(formik, 'name')} />
        <TextField label={UI.fieldLabel} autoComplete="off" required {...fieldProps(formik, 'label')} />
        <TextField label={UI.fieldPlaceholder} autoComplete="off" {...fieldProps(formik, 'placeholder')} />
        <TextField label={UI.fieldDefault} autoComplete="off" {...fieldProps(formik, 'default_value')} />
        <SelectField label={UI.fieldType} options={CUSTOM_FIELD_TYPES.map((type) => ({ value: type, label: FIELD_TYPE_LABELS[type] }))} {...fieldProps(formik, 'type')} />
        <Checkbox name="required" label={UI.fieldRequired} checked={formik.values.required} onChange={formik.handleChange} />
        {withOptions && (
          <FieldArray name="options">
            {(helpers) => (
              <fieldset>
                <legend>{UI.fieldOptions}</legend>
                {formik.values.options.map((_option, index) => (
                  <div key={index}>
                    <TextField label={UI.optionKey(index + 1)} autoComplete="off" {...optionProps(index, 'key')} />
                    <TextField label={UI.optionValue(index + 1)} autoComplete="off" {...optionProps(index, 'value')} />
                    {formik.values.options.length > 1 && (
                      <Button $variant="link" onClick={() => helpers.remove(index)}>
                        {UI.removeOption(index + 1)}
                      </Button>
                    )}
                  </div>
                ))}
                {formik.values.options.length < MAX_CUSTOM_FIELD_OPTIONS ? (
                  <Button $variant="secondary" onClick={() => helpers.push({ key: '', value: '' })}>
                    {UI.addOption}
                  </Button>
                ) : (
                  <p>{UI.optionsLimit(MAX_CUSTOM_FIELD_OPTIONS)}</p>
                )}
                {optionsError && <p role="alert">{optionsError}</p>}
              </fieldset>
            )}
          </FieldArray>
        )}
      </form>
    </FormikProvider>
  );
}
