import { Card, Tabs } from 'antd';
import { PageHeader } from '../../components/PageHeader';
import { AgingTab } from './AgingTab';
import { ReceiptsTab } from './ReceiptsTab';
import { ReportListTab } from './ReportListTab';
import { StatementTab } from './StatementTab';

/** `/reporte_cuenta_por_cobrar`: summary and list, receipts, aging and the customer statement. */
export default function ReceivablesReportPage() {
  return (
    <>
      <PageHeader
        title="Reporte de cuentas por cobrar"
        subtitle="Saldos, recibos de cobro, antigüedad y estados de cuenta."
      />
      <Card>
        <Tabs
          destroyOnHidden
          items={[
            { key: 'lista', label: 'Resumen y listado', children: <ReportListTab /> },
            { key: 'recibos', label: 'Recibos', children: <ReceiptsTab /> },
            { key: 'antiguedad', label: 'Antigüedad de saldos', children: <AgingTab /> },
            { key: 'estado', label: 'Estado de cuenta', children: <StatementTab /> },
          ]}
        />
      </Card>
    </>
  );
}
