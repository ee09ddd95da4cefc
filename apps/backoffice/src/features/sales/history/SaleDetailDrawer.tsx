import { Alert, Descriptions, Drawer, Skeleton, Table, Tag, Typography } from 'antd';
import { MENSAJES } from '@pos/shared';
import { ESTADOS_ANULACION_FEL, TITULOS_DTE, type DatosFel } from '@pos/shared/domains/invoicing/invoicing';
import { NOMBRE_EXENCION_IVA, NOMBRES_TIPO_VENTA, TIPOS_VENTA } from '@pos/shared/domains/sales/sales';
import { compare } from '@pos/shared/money';
import type { DetalleVenta, LineaDetalleVenta } from '@pos/shared/domains/sales/history';
import { etiquetaNotaCredito } from '@pos/shared/domains/sales/sales.api';
import { useConfiguracion } from '../../../lib/configuracion';
import { useFormat } from '../../../lib/useFormat';
import { AnulacionFelTag, ErroresFel, EstadoFacturaTag } from './FelEstado';
import { useDetalleVenta } from './salesHistory.api';
import { LoadError } from '../../../components/LoadError';

const NOMBRES_RESPUESTA_ANULACION = {
  [ESTADOS_ANULACION_FEL.PROCESO]: 'En proceso',
  [ESTADOS_ANULACION_FEL.ACEPTADA]: 'Aceptada',
  [ESTADOS_ANULACION_FEL.ERROR]: 'Rechazada',
} as const;

const COLORES_RESPUESTA_ANULACION = {
  [ESTADOS_ANULACION_FEL.PROCESO]: 'processing',
  [ESTADOS_ANULACION_FEL.ACEPTADA]: 'success',
  [ESTADOS_ANULACION_FEL.ERROR]: 'error',
} as const;

/** Two label-value pairs a line from a tablet up; one on a phone, where two would squeeze each value to a few letters. */
const DOS_COLUMNAS = { xs: 1, sm: 2 };

/** The sale's electronic invoice (000 §3 datos_fel), only for companies that use FEL (§6). */
function FacturaElectronica({ venta }: { venta: DetalleVenta }) {
  const format = useFormat();
  const datos: DatosFel | null = venta.datos_fel;
  const facturable = venta.tipo_venta === TIPOS_VENTA.FACTURA || venta.tipo_venta === TIPOS_VENTA.CREDITO;
  return (
    <section aria-label="Factura electrónica" className="fel-detalle">
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        Factura electrónica
      </Typography.Title>
      {!datos ? (
        <Typography.Text type="secondary">
          {facturable && venta.activo ? MENSAJES.historialVentas.pendienteFacturar : 'Sin factura electrónica'}
        </Typography.Text>
      ) : (
        <>
          {datos.es_prueba && (
            <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={MENSAJES.fel.documentoPrueba} />
          )}
          <Descriptions size="small" column={DOS_COLUMNAS} bordered>
            <Descriptions.Item label="Documento">
              <Tag>{datos.tipo}</Tag>
              {TITULOS_DTE[datos.tipo]}
            </Descriptions.Item>
            <Descriptions.Item label="Estado">
              <EstadoFacturaTag datos={datos} />
              <AnulacionFelTag datos={datos} />
            </Descriptions.Item>
            <Descriptions.Item label="Serie">{datos.serie ?? 'Sin registro'}</Descriptions.Item>
            <Descriptions.Item label="Número">{datos.numero ?? 'Sin registro'}</Descriptions.Item>
            <Descriptions.Item label="Autorización (UUID)" span={2}>
              {datos.uuid ? (
                <Typography.Text copyable code>
                  {datos.uuid}
                </Typography.Text>
              ) : (
                'Sin registro'
              )}
            </Descriptions.Item>
            <Descriptions.Item label="Fecha de certificación" span={2}>
              {datos.fechaCertificacion ? format.dateTime(datos.fechaCertificacion) : 'Sin registro'}
            </Descriptions.Item>
            {datos.errores_fel.length > 0 && (
              <Descriptions.Item label="Errores" span={2}>
                <Typography.Text type="danger">
                  <ErroresFel errores={datos.errores_fel} />
                </Typography.Text>
              </Descriptions.Item>
            )}
            {datos.datos_anulacion && (
              <Descriptions.Item label="Anulación solicitada" span={2}>
                {format.dateTime(datos.datos_anulacion.fecha)} por {datos.datos_anulacion.usuario || 'Sin registro'}
                <br />
                <Typography.Text type="secondary">Motivo: {datos.datos_anulacion.motivo}</Typography.Text>
              </Descriptions.Item>
            )}
            {datos.respuesta_anulacion && (
              <Descriptions.Item label="Respuesta del certificador" span={2}>
                <Tag color={COLORES_RESPUESTA_ANULACION[datos.respuesta_anulacion.estado]}>
                  {NOMBRES_RESPUESTA_ANULACION[datos.respuesta_anulacion.estado]}
                </Tag>
                {datos.respuesta_anulacion.fecha && format.dateTime(datos.respuesta_anulacion.fecha)}
                {datos.respuesta_anulacion.errores.length > 0 && (
                  <Typography.Text type="danger">
                    <ErroresFel errores={datos.respuesta_anulacion.errores} />
                  </Typography.Text>
                )}
              </Descriptions.Item>
            )}
          </Descriptions>
        </>
      )}
    </section>
  );
}

/** `Ver`: the sale with its lines, payments and customer (`GET historial_ventas/{id}`). */
export function SaleDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const format = useFormat();
  const utilizaFel = useConfiguracion().data?.utiliza_fel ?? false;
  const detalle = useDetalleVenta(id);
  const venta = detalle.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="large"
      title={venta ? `Venta ${venta.codigo}` : 'Venta'}
      destroyOnHidden
    >
      {detalle.isError ? (
        <LoadError
          error={detalle.error}
          fallback={MENSAJES.general.errorObtenerDatos}
          onRetry={() => void detalle.refetch()}
        />
      ) : !venta ? (
        <Skeleton active />
      ) : (
        <>
          {!venta.activo && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              title={`Anulada por ${venta.anulado_por?.nombre ?? ''}${venta.anulado_por?.fecha ? ` el ${format.dateTime(venta.anulado_por.fecha)}` : ''}`}
              description={venta.anulado_por?.motivo}
            />
          )}
          <Descriptions size="small" column={DOS_COLUMNAS} bordered>
            <Descriptions.Item label="Fecha">{format.dateTime(venta.creado)}</Descriptions.Item>
            <Descriptions.Item label="Tipo">{NOMBRES_TIPO_VENTA[venta.tipo_venta]}</Descriptions.Item>
            <Descriptions.Item label="Sucursal">{venta.sucursal.nombre}</Descriptions.Item>
            <Descriptions.Item label="Caja">
              {venta.caja ? (
                <>
                  {venta.caja.nombre} {venta.caja_activa && <Tag color="green">Abierta</Tag>}
                </>
              ) : (
                '—'
              )}
            </Descriptions.Item>
            <Descriptions.Item label="Cajero">{venta.usuario.nombre}</Descriptions.Item>
            <Descriptions.Item label="Vendedor">{venta.vendedor?.nombre ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Cliente">{venta.cliente.nombre}</Descriptions.Item>
            <Descriptions.Item label="NIT">{venta.cliente.nit}</Descriptions.Item>
            {venta.cliente.direccion ? (
              <Descriptions.Item label="Dirección" span={2}>
                {venta.cliente.direccion}
              </Descriptions.Item>
            ) : null}
            {venta.referencia ? (
              <Descriptions.Item label="Referencia" span={2}>
                {venta.referencia}
              </Descriptions.Item>
            ) : null}
            {venta.nota ? (
              <Descriptions.Item label="Nota" span={2}>
                {venta.nota}
              </Descriptions.Item>
            ) : null}
            {venta.fecha_vencimiento && (
              <Descriptions.Item label="Vence">{format.date(venta.fecha_vencimiento)}</Descriptions.Item>
            )}
            {venta.cuenta_cobrar && (
              <Descriptions.Item label="Fecha de crédito">
                {format.dateTime(venta.cuenta_cobrar.creado)}
              </Descriptions.Item>
            )}
            {venta.cuenta_cobrar && (
              <Descriptions.Item label="Saldo crédito">{format.money(venta.cuenta_cobrar.saldo)}</Descriptions.Item>
            )}
          </Descriptions>
          {utilizaFel && <FacturaElectronica venta={venta} />}
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            Productos
          </Typography.Title>
          <Table<LineaDetalleVenta>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={venta.detalles}
            columns={[
              // On a phone the line shows what was sold, how many and for how much; its code and
              // discount need the width of a tablet.
              {
                title: 'Código',
                className: 'sales-history-nowrap',
                responsive: ['sm'],
                render: (_, l) => l.producto.codigo,
              },
              {
                title: 'Producto',
                render: (_, l) => `${l.producto.nombre}${l.presentacion ? ` (${l.presentacion})` : ''}`,
              },
              { title: 'Cantidad', dataIndex: 'cantidad', align: 'right' },
              {
                title: 'Precio',
                dataIndex: 'precio',
                align: 'right',
                className: 'sales-history-nowrap',
                render: (v: string) => format.money(v),
              },
              {
                title: 'Descuento',
                dataIndex: 'desc_monto',
                align: 'right',
                responsive: ['sm'],
                className: 'sales-history-nowrap',
                render: (v: string) => format.money(v),
              },
              {
                title: 'Total',
                dataIndex: 'total_importe',
                align: 'right',
                className: 'sales-history-nowrap',
                render: (v: string) => format.money(v),
              },
            ]}
          />
          <Descriptions size="small" column={1} style={{ marginTop: 16 }} bordered>
            <Descriptions.Item label="Subtotal">{format.money(venta.subtotal)}</Descriptions.Item>
            <Descriptions.Item label="Descuento">{format.money(venta.descuento)}</Descriptions.Item>
            {Number(venta.ajuste_redondeo) !== 0 && (
              <Descriptions.Item label="Redondeo">{format.money(venta.ajuste_redondeo)}</Descriptions.Item>
            )}
            <Descriptions.Item label="Total">
              <Typography.Text strong>{format.money(venta.total)}</Typography.Text>
            </Descriptions.Item>
            {venta.pagos.map((p, i) => (
              <Descriptions.Item key={i} label={p.descripcion ? `${p.nombre} (${p.descripcion})` : p.nombre}>
                {format.money(p.monto)}
              </Descriptions.Item>
            ))}
            {compare(venta.exencion_iva, 0) > 0 && (
              <Descriptions.Item label={NOMBRE_EXENCION_IVA}>{format.money(venta.exencion_iva)}</Descriptions.Item>
            )}
            {venta.nota_credito && (
              <Descriptions.Item label={etiquetaNotaCredito(venta.nota_credito)}>
                {format.money(venta.nota_credito.monto)}
              </Descriptions.Item>
            )}
            <Descriptions.Item label="Cambio">{format.money(venta.vuelto_efectivo)}</Descriptions.Item>
          </Descriptions>
        </>
      )}
    </Drawer>
  );
}
