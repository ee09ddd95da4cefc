import { Card, Tabs } from 'antd';
import { TABS_CUENTAS } from '@pos/shared/domains/receivables';
import { PageHeader } from '../../components/PageHeader';
import { CuentasTable } from './CuentasTable';
import { RetirosTable } from './RetirosTable';

/** `/cuentas_por_cobrar`: active and finished credit accounts and the collections' register movements (default tab 10). */
export default function ReceivablesPage() {
  return (
    <>
      <PageHeader title="Cuentas por cobrar" subtitle="Abonos, pagos de varias cuentas y recibos de cobro." />
      <Card>
        <Tabs
          defaultActiveKey={String(TABS_CUENTAS.ACTIVAS)}
          destroyOnHidden
          items={[
            {
              key: String(TABS_CUENTAS.ACTIVAS),
              label: 'Activas',
              children: <CuentasTable tab={TABS_CUENTAS.ACTIVAS} />,
            },
            {
              key: String(TABS_CUENTAS.FINALIZADAS),
              label: 'Finalizadas',
              children: <CuentasTable tab={TABS_CUENTAS.FINALIZADAS} />,
            },
            { key: String(TABS_CUENTAS.RETIROS), label: 'Movimientos de caja', children: <RetirosTable /> },
          ]}
        />
      </Card>
    </>
  );
}
