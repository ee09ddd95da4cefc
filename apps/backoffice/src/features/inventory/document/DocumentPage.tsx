import { Button, Card, Col, Descriptions, Flex, Result, Row, Table, Tag, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { MENSAJES, formatQuantity } from '@pos/shared';
import { DOCUMENTOS_BODEGA, type DetalleDocumentoBodega, type DocumentoBodega } from '@pos/shared/domains/inventory';
import type { UsuarioActual } from '@pos/shared/domains/users/users';
import { PageHeader } from '../../../components/PageHeader';
import { PageStatus } from '../../../components/PageStatus';
import { ApiError } from '../../../lib/api';
import { useConfiguracion } from '../../../lib/configuracion';
import { useCurrentUser } from '../../../lib/currentUser';
import { useFormat } from '../../../lib/useFormat';
import { useDocumentoBodega } from '../inventory.api';

/** 'Ingreso de mercadería' for the four warehouse documents; the movement name for others (purchases). */
const nombreDocumento = (tipo: number, tipoNombre: string) =>
  Object.values(DOCUMENTOS_BODEGA).find((d) => d.tipo === tipo)?.titulo ?? tipoNombre;

const tituloDocumento = (d: Pick<DocumentoBodega, 'tipo_nombre' | 'numero'>) => `${d.tipo_nombre} No. ${d.numero}`;

function DocumentBody({ documento }: { documento: DocumentoBodega }) {
  const format = useFormat();
  const { empresa } = useCurrentUser();
  const configuracion = useConfiguracion();
  const logo = configuracion.data?.logo;

  const columns = [
    { title: 'Código', key: 'codigo', render: (_: unknown, d: DetalleDocumentoBodega) => d.producto.codigo },
    {
      title: 'Producto',
      key: 'producto',
      render: (_: unknown, d: DetalleDocumentoBodega) => <Typography.Text strong>{d.producto.nombre}</Typography.Text>,
    },
    {
      title: 'Presentación',
      key: 'presentacion',
      render: (_: unknown, d: DetalleDocumentoBodega) => d.fraccion?.nombre ?? d.unidad_de_medida?.nombre ?? 'Unidad',
    },
    {
      title: 'Cantidad',
      key: 'cantidad',
      align: 'right' as const,
      render: (_: unknown, d: DetalleDocumentoBodega) => (
        <span className="num">
          {formatQuantity(d.cantidad, d.producto.a_granel)}
          {d.fraccion && d.cantidad !== d.cantidad_base && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {`${formatQuantity(d.cantidad_base, d.producto.a_granel)} ${d.unidad_de_medida?.abreviatura ?? 'u'}`}
            </Typography.Text>
          )}
        </span>
      ),
    },
    {
      title: 'Costo unitario',
      key: 'costo',
      align: 'right' as const,
      render: (_: unknown, d: DetalleDocumentoBodega) => <span className="num">{format.money(d.costo_unitario)}</span>,
    },
    {
      title: 'Subtotal',
      key: 'subtotal',
      align: 'right' as const,
      render: (_: unknown, d: DetalleDocumentoBodega) => <span className="num">{format.money(d.subtotal)}</span>,
    },
    { title: 'Nota', key: 'nota', render: (_: unknown, d: DetalleDocumentoBodega) => d.nota || '' },
  ];

  return (
    <Card className="printable-document">
      <Flex justify="space-between" align="flex-start" gap={24} wrap style={{ marginBottom: 24 }}>
        <Flex gap={16} align="center">
          {logo && <img src={logo} alt="" style={{ width: 64, height: 64, objectFit: 'contain' }} />}
          <div>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {empresa.nombre}
            </Typography.Title>
            <Typography.Text type="secondary">{`Sucursal ${documento.sucursal.nombre}`}</Typography.Text>
          </div>
        </Flex>
        <div style={{ textAlign: 'right' }}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {`${nombreDocumento(documento.tipo, documento.tipo_nombre)} No. ${documento.numero}`}
          </Typography.Title>
          {documento.tipo_reajuste_nombre && (
            <Tag color={documento.tipo_reajuste === 1 ? 'green' : 'red'} style={{ marginInlineEnd: 0, marginTop: 6 }}>
              {`Reajuste ${documento.tipo_reajuste_nombre.toLowerCase()}`}
            </Tag>
          )}
        </div>
      </Flex>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 3 }}
        style={{ marginBottom: 20 }}
        items={[
          { key: 'fecha', label: 'Fecha', children: format.dateTime(documento.creado) },
          { key: 'usuario', label: 'Registrado por', children: documento.usuario.nombre || documento.usuario.email },
          ...(documento.destino ? [{ key: 'destino', label: 'Destino', children: documento.destino.nombre }] : []),
          ...(documento.nota ? [{ key: 'nota', label: 'Nota', children: documento.nota, span: 3 }] : []),
        ]}
      />
      <Table<DetalleDocumentoBodega>
        size="small"
        rowKey="id"
        pagination={false}
        columns={columns}
        dataSource={documento.detalles}
        scroll={{ x: 'max-content' }}
      />
      <Row justify="end" style={{ marginTop: 16 }}>
        <Col>
          <Flex gap={24} align="baseline">
            <Typography.Text type="secondary">{`${documento.detalles.length} ${documento.detalles.length === 1 ? 'línea' : 'líneas'}`}</Typography.Text>
            <Typography.Title level={4} style={{ margin: 0 }} className="num">
              {`Total ${format.money(documento.total)}`}
            </Typography.Title>
          </Flex>
        </Col>
      </Row>
      <Flex justify="space-around" className="print-signatures">
        <div>Entregado por</div>
        <div>Recibido por</div>
      </Flex>
    </Card>
  );
}

/** Back to the stock list, or to the movement screen for users who only record movements. */
function volverA(user: UsuarioActual, tipo: number | undefined): string {
  if (user.bodega) return '/bodega';
  const propio = Object.values(DOCUMENTOS_BODEGA).find((d) => d.tipo === tipo && user[d.permiso]);
  return propio?.ruta ?? Object.values(DOCUMENTOS_BODEGA).find((d) => user[d.permiso])?.ruta ?? '/';
}

/** `/bodega/detalle_orden/:id`: the printable stock-movement document (DECISIONS P3-51). */
export default function DocumentPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const user = useCurrentUser();
  const documento = useDocumentoBodega(id);
  const regreso = volverA(user, documento.data?.tipo);

  const header = (
    <PageHeader
      title={documento.data ? tituloDocumento(documento.data) : 'Movimiento de bodega'}
      subtitle="Documento de movimiento de bodega"
      backTo={regreso}
      actions={
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          disabled={!documento.data}
          onClick={() => window.print()}
          className="no-print"
        >
          Imprimir
        </Button>
      }
    />
  );
  if (documento.error instanceof ApiError && documento.error.status === 404) {
    return (
      <>
        {header}
        <Result
          status="404"
          title={MENSAJES.bodega.documentoNoEncontrado}
          extra={<Button onClick={() => navigate(regreso)}>Regresar</Button>}
        />
      </>
    );
  }
  if (!documento.data) return <PageStatus header={header} failed={documento.isError} />;
  return (
    <>
      <div className="no-print">{header}</div>
      <DocumentBody documento={documento.data} />
    </>
  );
}
