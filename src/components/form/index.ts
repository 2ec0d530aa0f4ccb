export { TextField, type TextFieldProps } from './TextField';
export { PasswordField } from './PasswordField';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { TextArea, type TextAreaProps } from './TextArea';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { useSubmit, type FormHelpers, type SubmitOptions } from './useSubmit';
export { DateTimeField, type DateTimeFieldProps } from './DateTimeField';
export { parseDateText, dateTextError, DATE_FORMATS, type DateKind } from './dateText';
export { dateTextSchema } from './dateSchema';
