import styled from 'styled-components';
import { config, type EnvName } from '../../config';
import { CHROME } from '../../constants/messages';

const Badge = styled.span`
  display: inline-block;
  padding: 2px 8px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.sandbox};
  color: #1d1d1d;
  font-size: 11px;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

/** A small, permanent badge so nobody mistakes the sandbox for production. */
export function SandboxBadge({ env = config.env }: { env?: EnvName }) {
  return env === 'sandbox' ? <Badge>{CHROME.sandboxBadge}</Badge> : null;
}
