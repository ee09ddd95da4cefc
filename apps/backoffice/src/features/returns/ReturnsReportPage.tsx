import { useState } from 'react';
import { Card, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { todayInGuatemala } from '@pos/shared';
import { sum, toMoneyString } from '@pos/shared/money';
import { PageHeader } from '../../components/PageHeader';
import { ExportButton } from '../../components/export/ExportButton';
import { PeriodFilter } from '../../components/list/PeriodFilter';
import type { QueryParams } from '../../lib/api';
import { queryKeys } from '../../lib/queryKeys';
import { useFormat } from '../../lib/useFormat';
import { UserFilterSelect } from '../users';
import { nombreMotivo } from './returnLines';
import { devolucionesApi, type FilaReporteDevolucion } from './returns.api';
import { moneyColumn } from '../../components/list/moneyColumn';

interface Filtros {
  [key: string]: string | number | undefined;
  fecha_inicial: string | undefined;
  fecha_final: string | undefined;
  usuario_id: number | undefined;
}

/** `/reporte_devoluciones` (guard `reporte_devolucion`): returned amounts by reason, and the Excel export. */
export default function ReturnsReportPage() {
  const format = useFormat();
  const [filtros, setFiltros] = useState<Filtros>(() => {
    const hoy = todayInGuatemala();
    return { fecha_inicial: hoy, fecha_final: hoy, usuario_id: undefined };
  });
  const params: QueryParams = { ...filtros };
  const reporte = useQuery({
    queryKey: queryKeys.view('devoluciones', 'reporte', params),
    queryFn: () => devolucionesApi.reporte(params),
  });
  const filas = reporte.data ?? [];
  const total = toMoneyString(sum(filas.map((f) => f.total)));

  return (
    <>
      <PageHeader
        title="Reporte de devoluciones"
        subtitle="Lo devuelto en el periodo, por motivo."
        actions={<ExportButton path="devoluciones/descargar_excel" params={params} />}
      />
      <Card>
        <div className="list-toolbar">
          <PeriodFilter value={filtros} onChange={(periodo) => setFiltros((f) => ({ ...f, ...periodo }))} />
          <UserFilterSelect
            value={filtros.usuario_id}
            onChange={(usuario_id) => setFiltros((f) => ({ ...f, usuario_id }))}
          />
        </div>
        <Table<FilaReporteDevolucion>
          dataSource={filas}
          rowKey="motivo"
          loading={reporte.isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: 'Motivo', dataIndex: 'motivo', render: (m: number) => nombreMotivo(m) },
            { title: 'Unidades', dataIndex: 'cantidad', align: 'right' },
            moneyColumn(format.money, { title: 'Total', dataIndex: 'total' }),
          ]}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={2}>
                <Typography.Text strong>Total</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                <Typography.Text strong className="num">
                  {format.money(total)}
                </Typography.Text>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
      </Card>
    </>
  );
}
