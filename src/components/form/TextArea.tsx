import { forwardRef, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldShell, controlCss, type FieldBaseProps } from './Field';
import { FieldValue, useFieldsReadOnly } from './ReadOnlyFields';

export type TextAreaProps = FieldBaseProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'>;

const Area = styled.textarea`
  ${controlCss}
  min-height: 80px;
  resize: vertical;
`;

/** A labelled text area; a required one's label ends with ' *' (spec section 5). */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { name, label, error, hint, id, required, ...area },
  ref,
) {
  if (useFieldsReadOnly()) return <FieldValue label={label} value={area.value} />;
  return (
    <FieldShell name={name} label={label} error={error} hint={hint} id={id} requiredMark={required}>
      {(control) => <Area ref={ref} required={required} {...area} {...control} />}
    </FieldShell>
  );
});
