import styled from 'styled-components';
import { Button } from '../Button';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  p {
    margin: 0;
  }
`;

export interface NextStep {
  /** What to do next, said under the empty text. */
  says: string;
  /** The button that does it. */
  button: string;
  onClick: () => void;
}

/** An empty list's text (the spec's), and for a new account what to do next with a button to do it. */
export function EmptyNextStep({ text, step }: { text: string; step?: NextStep | false }) {
  if (!step) return <>{text}</>;
  return (
    <Wrap>
      <p>{text}</p>
      <p>{step.says}</p>
      <Button onClick={step.onClick}>{step.button}</Button>
    </Wrap>
  );
}
