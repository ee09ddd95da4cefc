import { Button, Card, Col, Descriptions, Row, Table, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { createPortal } from 'react-dom';
import { useParams } from 'react-router';
import { MENSAJES } from '@pos/shared';
import { subtotalDenominacion, CLAVES_FORMULARIO, type Conteo } from '@pos/shared/domains/registers';
import { PageHeader } from '../../components/PageHeader';
import { PageStatus } from '../../components/PageStatus';
import { errorMessage } from '../../lib/api';
import { printListArea } from '../../components/print/printing';
import { useFormat } from '../../lib/useFormat';
import { ClosingTicket, etiquetaDenominacion } from './ClosingTicket';
import { TotalsTable } from './TotalsTable';
import { cajasApi, detalleKey } from './registers.api';

function ConteoTable({ titulo, conteo }: { titulo: string; conteo: Conteo | null }) {
  const format = useFormat();
  const filas = CLAVES_FORMULARIO.filter((k) => (conteo?.[k] ?? 0) > 0).map((clave) => ({
    clave,
    cantidad: conteo![clave]!,
  }));
  return (
    <Card size="small" title={titulo}>
      {filas.length === 0 ? (
        <Typography.Text type="secondary">Sin conteo registrado</Typography.Text>
      ) : (
        <Table
          size="small"
          pagination={false}
          rowKey="clave"
          dataSource={filas}
          columns={[
            { title: 'Denominación', dataIndex: 'clave', render: etiquetaDenominacion },
            { title: 'Cantidad', dataIndex: 'cantidad', align: 'right' },
            {
              title: 'Subtotal',
              align: 'right',
              render: (_, f) => <span className="num">{format.money(subtotalDenominacion(f.clave, f.cantidad))}</span>,
            },
          ]}
        />
      )}
    </Card>
  );
}

/** `/cajas/detalle_cierre/:id` (000 §2): expected vs counted per payment form, the counts, printable at 80 mm. */
export default function ClosingDetailPage() {
  const { id = '' } = useParams();
  const format = useFormat();
  const detalle = useQuery({ queryKey: detalleKey(id), queryFn: () => cajasApi.detalle(id) });
  const d = detalle.data;
  if (!d)
    return (
      <PageStatus
        header={<PageHeader title="Cierre de caja" backTo="/reporte_apertura_cierre_caja" />}
        failed={detalle.isError}
        message={errorMessage(detalle.error, MENSAJES.general.errorObtenerDatos)}
      />
    );
  return (
    <>
      <PageHeader
        title={`Cierre de caja: ${d.caja.nombre}`}
        backTo="/reporte_apertura_cierre_caja"
        actions={
          <Button type="primary" icon={<PrinterOutlined />} onClick={printListArea}>
            Imprimir
          </Button>
        }
      />
      <Card style={{ marginBottom: 16 }}>
        <Descriptions column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label="Sucursal">{d.sucursal?.nombre}</Descriptions.Item>
          <Descriptions.Item label="Usuario">{d.usuario.nombre}</Descriptions.Item>
          <Descriptions.Item label="Estado">{d.abierta ? 'Abierta' : 'Cerrada'}</Descriptions.Item>
          <Descriptions.Item label="Apertura">{format.dateTime(d.fecha_apertura)}</Descriptions.Item>
          <Descriptions.Item label="Cierre">{format.dateTime(d.fecha_cierre)}</Descriptions.Item>
          <Descriptions.Item label="Monto de apertura">{format.money(d.total_apertura)}</Descriptions.Item>
          <Descriptions.Item label="Efectivo esperado">
            {format.money(d.total_actual ?? d.total_efectivo)}
          </Descriptions.Item>
          <Descriptions.Item label="Efectivo contado">{format.money(d.total_efectivo_cierre)}</Descriptions.Item>
          <Descriptions.Item label="Diferencia">
            <Typography.Text
              strong
              type={d.diferencia?.startsWith('-') ? 'danger' : undefined}
              data-testid="diferencia"
            >
              {format.money(d.diferencia)}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label="Concepto de cierre" span={3}>
            {d.concepto_cierre}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="Esperado y contado por forma de pago" style={{ marginBottom: 16 }}>
        <TotalsTable totales={d.totales} conContado />
      </Card>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <ConteoTable titulo="Conteo de apertura" conteo={d.conteo_apertura} />
        </Col>
        <Col xs={24} md={12}>
          <ConteoTable titulo="Conteo de cierre" conteo={d.conteo_cierre} />
        </Col>
      </Row>
      {createPortal(
        <div className="print-area cierre-print" aria-hidden="true">
          <ClosingTicket cierre={d} money={format.money} dateTime={format.dateTime} />
        </div>,
        document.body,
      )}
    </>
  );
}
