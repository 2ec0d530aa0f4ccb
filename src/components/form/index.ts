export { TextField, type TextFieldProps } from './TextField';
export { PasswordField } from './PasswordField';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { TextArea, type TextAreaProps } from './TextArea';
export { ReadOnlyFields, FieldValue, useFieldsReadOnly } from './ReadOnlyFields';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { useSubmit, type FormHelpers, type SubmitOptions } from './useSubmit';
