import styled from 'styled-components';
import { SYNC_PLATFORMS } from '../../contracts/values';
import { VIDEO_UI } from '../../constants/messages/videoPlatforms';
import { PATHS } from '../../routes/paths';
import { RouteLink } from '../../routes/RouteLink';

const Boxes = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 16px;
  padding: 0;
  list-style: none;
  a {
    display: block;
    padding: 24px 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    font-weight: 600;
    text-align: center;
  }
`;

/** /settings/integrations/ovp-integrations: a box per video platform the console can connect and import from. */
export default function VideoPlatformsPage() {
  return (
    <section>
      <h1>{VIDEO_UI.title}</h1>
      <p>{VIDEO_UI.intro}</p>
      <Boxes>
        {SYNC_PLATFORMS.map((platform) => (
          <li key={platform}>
            <RouteLink to={PATHS.videoPlatform(platform)}>{VIDEO_UI.platforms[platform] ?? platform}</RouteLink>
          </li>
        ))}
      </Boxes>
    </section>
  );
}
