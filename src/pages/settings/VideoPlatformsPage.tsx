import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import { OVP_PLATFORMS } from '../../contracts/values';
import { PLATFORM_NAMES, VIDEO_UI } from '../../constants/messages/videoPlatforms';
import { ovpBoxSelected } from '../../ducks/analytics/actions';
import { PATHS } from '../../routes/paths';
import { RouteLink } from '../../routes/RouteLink';
import { HealthBadge, useIntegrationHealth } from './integrations/IntegrationHealth';

const Boxes = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 16px;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
  a {
    display: block;
    padding: 24px 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    font-weight: 600;
    text-align: center;
  }
`;

/**
 * /settings/integrations/ovp-integrations: a box per online video platform, in the spec's order, each opening the
 * platform's screen, with its connection health; every click is tracked as box_{tag}.
 */
export default function VideoPlatformsPage() {
  const dispatch = useDispatch();
  const health = useIntegrationHealth().view.data?.collection;
  return (
    <section>
      <h1>{VIDEO_UI.title}</h1>
      <p>{VIDEO_UI.intro}</p>
      <Boxes aria-label={VIDEO_UI.boxesLabel}>
        {OVP_PLATFORMS.map((platform) => (
          <li key={platform}>
            <RouteLink to={PATHS.videoPlatform(platform)} onClick={() => dispatch(ovpBoxSelected(platform))}>
              {PLATFORM_NAMES[platform]}
            </RouteLink>
            <HealthBadge integration={platform} all={health} />
          </li>
        ))}
      </Boxes>
    </section>
  );
}
