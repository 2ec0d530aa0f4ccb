import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { MerchantOption } from '../../../api/adminDashboard';
import { SelectField } from '../../../components/form';
import { ADMIN_DASHBOARD_UI } from '../../../constants/messages/adminDashboard';
import { fetchPlatformInformation } from '../../../ducks/adminDashboard';
import { combineLoads, dashboardOpened, selectDashboardLoad } from '../../../ducks/analytics';
import { useRequest } from '../../../ducks/requests/hooks';
import { DashboardFigures } from '../../dashboard/DashboardFigures';
import { defaultDashboardRange } from '../../dashboard/defaultRange';
import { Caption, Card, Figure, Title } from '../../dashboard/InfoBoxes';
import { formatCount } from '../../dashboard/format';
import { TopMerchants } from './TopMerchants';

/** The merchant the figures are narrowed to, kept in the URL (`?merchant=` its id) so a reload or a link keeps it. */
const MERCHANT_PARAM = 'merchant';

const Picker = styled.div`
  width: 280px;
`;

const StaticBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 16px 16px 8px;
`;

function MerchantPicker({ merchants, value, onChange }: { merchants: readonly MerchantOption[]; value: string; onChange: (id: string) => void }) {
  // Until the list arrives, a merchant named in the URL is still shown as picked.
  const options = merchants.length > 0 || value === '' ? merchants.map((m) => ({ value: String(m.id), label: m.name })) : [{ value, label: value }];
  return (
    <Picker>
      <SelectField
        name="merchant"
        label={ADMIN_DASHBOARD_UI.merchant}
        emptyOption={ADMIN_DASHBOARD_UI.allMerchants}
        options={options}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Picker>
  );
}

/** /admin/dashboard: the merchant dashboard's figures for the whole platform or one picked merchant, with its merchants and top five merchants. */
export default function AdminDashboardPage() {
  const dispatch = useDispatch();
  const [params, setParams] = useSearchParams();
  const merchantId = params.get(MERCHANT_PARAM) || null;
  useEffect(() => {
    dispatch(dashboardOpened(defaultDashboardRange(), { session: 'admin', merchantId }));
  }, [dispatch, merchantId]);
  const analyticsLoad = useSelector(selectDashboardLoad);
  const platform = useRequest(fetchPlatformInformation);
  const load = useMemo(() => combineLoads(analyticsLoad, platform), [analyticsLoad, platform]);

  const pick = (id: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set(MERCHANT_PARAM, id);
      else next.delete(MERCHANT_PARAM);
      return next;
    });

  return (
    <section aria-busy={load.status === 'pending' || load.status === 'idle'}>
      <h1>{ADMIN_DASHBOARD_UI.title}</h1>
      <MerchantPicker merchants={platform.data?.merchants ?? []} value={merchantId ?? ''} onChange={pick} />
      <DashboardFigures
        load={load}
        leadingBoxes={
          <Card $selected={false}>
            <StaticBox>
              <Title>{ADMIN_DASHBOARD_UI.merchants}</Title>
              <Figure>{platform.data ? formatCount(platform.data.numberOfMerchants) : '–'}</Figure>
              <Caption>{ADMIN_DASHBOARD_UI.merchantsCaption(merchantId === null)}</Caption>
            </StaticBox>
          </Card>
        }
      >
        {() => <TopMerchants merchants={platform.data?.topFiveMerchants ?? []} />}
      </DashboardFigures>
    </section>
  );
}
