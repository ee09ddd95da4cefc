import { useCallback, useState } from 'react';
import { Card, Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { todayInGuatemala } from '@pos/shared';
import type { DataCliente } from '@pos/shared/domains/invoicing/invoicing';
import {
  ORDEN_HISTORIAL_VENTAS_POR_DEFECTO,
  type FilaHistorialVenta,
  type PaginaHistorialVentas,
} from '@pos/shared/domains/sales/history';
import { PageHeader } from '../../../components/PageHeader';
import { ExportButton } from '../../../components/export/ExportButton';
import { DataTable } from '../../../components/list/DataTable';
import { useServerList } from '../../../components/list/useServerList';
import { useConfiguracion } from '../../../lib/configuracion';
import { queryKeys } from '../../../lib/queryKeys';
import { useFormat } from '../../../lib/useFormat';
import { generarFactura, reintentarFcam, reintentarFel } from '../../invoicing';
import { AnnulSaleModal } from './AnnulSaleModal';
import { historyColumns } from './historyColumns';
import { esCambiaria, filtrosIniciales, type FiltrosHistorial } from './historyFilters';
import { HistoryToolbar } from './HistoryToolbar';
import { InvoiceSaleModal } from './InvoiceSaleModal';
import { ReprintModal, type Reimpresion } from './ReprintModal';
import type { SaleActionHandlers } from './SaleActions';
import { SaleCard } from './SaleCard';
import { SaleDetailDrawer } from './SaleDetailDrawer';
import { SalesChart } from './SalesChart';
import { HISTORIAL_PATH, useGraficaVentas } from './salesHistory.api';
import { useProcesoFel } from './useProcesoFel';
import './salesHistory.css';

/**
 * `/reporte_ventas`: the sales history (spec 000 §2, §6, §7; DECISIONS P3-16, P3-18, P3-47): a
 * table on a wide laptop, a card per sale on a tablet, a small laptop or a phone; the dialogs its
 * actions open.
 */
export default function SalesHistoryPage() {
  const format = useFormat();
  const utilizaFel = useConfiguracion().data?.utiliza_fel ?? false;
  const queryClient = useQueryClient();
  const [inicial] = useState(filtrosIniciales);
  const list = useServerList<FilaHistorialVenta, FiltrosHistorial, PaginaHistorialVentas>({
    path: HISTORIAL_PATH,
    filters: inicial,
    defaultOrdering: ORDEN_HISTORIAL_VENTAS_POR_DEFECTO,
  });
  const grafica = useGraficaVentas(Number(todayInGuatemala().slice(0, 4)));
  const [detalle, setDetalle] = useState<number | null>(null);
  const [reimpresion, setReimpresion] = useState<Reimpresion | null>(null);
  const [anular, setAnular] = useState<FilaHistorialVenta | null>(null);
  const [facturar, setFacturar] = useState<FilaHistorialVenta | null>(null);
  const recargar = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: queryKeys.all(HISTORIAL_PATH) }),
    [queryClient],
  );
  const fel = useProcesoFel(recargar);

  const acciones: SaleActionHandlers = {
    utilizaFel,
    ocupada: (id) => fel.enCurso.has(id),
    ver: (fila) => setDetalle(fila.id),
    reimprimir: setReimpresion,
    facturar: setFacturar,
    reintentar: (fila) =>
      void fel.ejecutar(fila.id, () =>
        esCambiaria(fila.datos_fel) ? reintentarFcam(fila.id) : reintentarFel(fila.id),
      ),
    imprimirFactura: (fila) => void fel.imprimir(fila.id, fila.datos_fel!.id),
    anular: setAnular,
  };
  const alFacturar = (fila: FilaHistorialVenta, dataCliente: DataCliente | null) =>
    fel.ejecutar(fila.id, () => generarFactura(fila.id, dataCliente));

  return (
    <>
      <PageHeader
        title="Historial de ventas"
        subtitle="Ventas por periodo, su reimpresión y su anulación."
        actions={
          <ExportButton
            path="historial_ventas/descargar_excel"
            params={list.filterParams}
            estadoPath="historial_ventas/estado_descarga"
          />
        }
      />
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <SalesChart data={grafica.data} loading={grafica.isLoading} />
        <Card>
          <HistoryToolbar
            filters={list.state.filters}
            setFilters={list.setFilters}
            setSearch={list.setSearch}
            utilizaFel={utilizaFel}
          />
          <DataTable<FilaHistorialVenta>
            className="sales-history-table"
            size="middle"
            list={list}
            columns={historyColumns(format, acciones)}
            rowKey="id"
            filtered
            // Only from 1200 px does a row hold the code, customer, total, invoice state and the
            // actions with their words; below, each sale is a card that leads with them.
            tableFrom="xl"
            cardRender={(fila) => <SaleCard fila={fila} acciones={acciones} />}
            cardsLabel="Ventas"
          />
          <div className="sales-history-total" aria-live="polite">
            <Typography.Text>Total:</Typography.Text>
            <Typography.Text strong data-testid="total-historial">
              {format.money(list.query.data?.total ?? '0')}
            </Typography.Text>
          </div>
        </Card>
      </Space>
      <SaleDetailDrawer id={detalle} onClose={() => setDetalle(null)} />
      <ReprintModal reimpresion={reimpresion} onClose={() => setReimpresion(null)} />
      <AnnulSaleModal venta={anular} onClose={() => setAnular(null)} onDone={recargar} />
      {utilizaFel && (
        <InvoiceSaleModal
          venta={facturar}
          procesando={facturar !== null && fel.enCurso.has(facturar.id)}
          onClose={() => setFacturar(null)}
          onFacturar={alFacturar}
        />
      )}
    </>
  );
}
