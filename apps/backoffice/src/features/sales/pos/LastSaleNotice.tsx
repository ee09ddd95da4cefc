import { Alert, Button, Flex, Spin, Tag, Typography } from 'antd';
import { CheckCircleFilled, ExclamationCircleFilled, PrinterOutlined } from '@ant-design/icons';
import { MENSAJES } from '@pos/shared';
import { ESTADOS_DOCUMENTO_FEL, NOMBRES_ESTADO_DOCUMENTO_FEL } from '@pos/shared/domains/invoicing/invoicing';
import type { VentaRegistrada } from '@pos/shared/domains/sales/sales.api';
import { textosCotizacion } from '@pos/shared/domains/sales/pedidos';
import type { FacturaVenta } from './useFacturaVenta';
import type { CotizacionCargada } from './ventaEnCurso';
import { WholeParts } from './WholeParts';

/** `cotizacion`: the order (or quotation) the sale charged, named as the counter named it. */
export type UltimaVenta = VentaRegistrada & {
  pagado: boolean;
  factura: FacturaVenta | null;
  cotizacion: CotizacionCargada | null;
};

interface Props {
  venta: UltimaVenta;
  money: (value: string) => string;
  onReimprimirRecibo: () => void;
  /** Read again: the reprint shows the invoice as it is now (annulled since, the company's current format). */
  onReimprimirFactura: (idFactura: number) => void;
  onClose: () => void;
}

/** The invoice's line under the last sale: in process, certified (serie-número), or why not. */
function EstadoFactura({ factura }: { factura: FacturaVenta }) {
  switch (factura.estado) {
    case 'proceso':
      return (
        <Flex gap={8} align="center" data-testid="estado-factura">
          <Spin size="small" />
          <span>{MENSAJES.fel.enProceso}</span>
        </Flex>
      );
    case 'facturado':
      return (
        <Flex gap={8} align="center" wrap data-testid="estado-factura">
          <span>
            {factura.factura
              ? MENSAJES.fel.certificada(factura.factura.serie, factura.factura.numero)
              : MENSAJES.fel.exito}
          </span>
          {factura.factura?.es_prueba && <Tag color="orange">{MENSAJES.fel.documentoPrueba}</Tag>}
        </Flex>
      );
    case 'anulada':
      return (
        <span data-testid="estado-factura">
          Factura {NOMBRES_ESTADO_DOCUMENTO_FEL[ESTADOS_DOCUMENTO_FEL.ANULADO].toLowerCase()}
        </span>
      );
    case 'error':
      return (
        <div data-testid="estado-factura">
          <Typography.Text type="danger" strong>
            {MENSAJES.fel.errorFacturacion}: {factura.detail}
          </Typography.Text>
          <div>{MENSAJES.fel.ventaRegistradaReintentar}</div>
        </div>
      );
    case 'sin_respuesta':
      return (
        <Typography.Text type="warning" data-testid="estado-factura">
          {MENSAJES.fel.errorConsultarEstado}
        </Typography.Text>
      );
  }
}

/** The notice of the sale just recorded: totals, its invoice, and the reprints. */
export function LastSaleNotice({ venta, money, onReimprimirRecibo, onReimprimirFactura, onClose }: Props) {
  const factura = venta.factura;
  const reimprimible = factura !== null && (factura.estado === 'facturado' || factura.estado === 'sin_respuesta');
  const cobrada = venta.cotizacion;
  const titulo = (
    <WholeParts
      parts={[
        `Venta ${venta.codigo} registrada`,
        ...(cobrada ? [`${textosCotizacion(cobrada.enviado_caja).nombre} ${cobrada.codigo}`] : []),
        `Total ${money(venta.total)}`,
        `Cambio ${money(venta.vuelto_efectivo)}`,
      ]}
    />
  );
  return (
    <Alert
      className="pos-last-sale"
      type={factura?.estado === 'error' ? 'warning' : 'success'}
      showIcon
      icon={factura?.estado === 'error' ? <ExclamationCircleFilled /> : <CheckCircleFilled />}
      title={titulo}
      description={factura ? <EstadoFactura factura={factura} /> : undefined}
      action={
        <Flex gap={8} wrap justify="flex-end">
          {reimprimible && (
            <Button
              size="small"
              type="primary"
              icon={<PrinterOutlined />}
              onClick={() => onReimprimirFactura(factura.idFactura)}
            >
              Reimprimir factura
            </Button>
          )}
          <Button size="small" icon={factura ? undefined : <PrinterOutlined />} onClick={onReimprimirRecibo}>
            {factura ? 'Comprobante' : 'Reimprimir'}
          </Button>
        </Flex>
      }
      closable={{ onClose }}
    />
  );
}
