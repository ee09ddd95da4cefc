import type { ReactNode } from 'react';
import { Button, Dropdown, Space, Tooltip, type ButtonProps } from 'antd';
import {
  DownOutlined,
  EyeOutlined,
  FileAddOutlined,
  FileTextOutlined,
  PrinterOutlined,
  ReloadOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { MENSAJES } from '@pos/shared';
import { ESTADOS_ANULACION_FEL, ESTADOS_DOCUMENTO_FEL } from '@pos/shared/domains/invoicing/invoicing';
import type { FilaHistorialVenta } from '@pos/shared/domains/sales/history';
import { accionesFel, accionesFila } from './historyFilters';
import type { Reimpresion } from './ReprintModal';

/** What the row actions do; the page owns the dialogs they open. */
export interface SaleActionHandlers {
  utilizaFel: boolean;
  /** A FEL request of this sale is running: its invoice actions wait. */
  ocupada: (id: number) => boolean;
  ver: (fila: FilaHistorialVenta) => void;
  reimprimir: (reimpresion: Reimpresion) => void;
  facturar: (fila: FilaHistorialVenta) => void;
  reintentar: (fila: FilaHistorialVenta) => void;
  imprimirFactura: (fila: FilaHistorialVenta) => void;
  anular: (fila: FilaHistorialVenta) => void;
}

/** Why Anular is off for an active sale. */
function motivoSinAnular(fila: FilaHistorialVenta): string {
  if (!fila.caja_activa) return 'La caja de esta venta ya fue cerrada';
  if (fila.datos_fel?.respuesta_anulacion?.estado === ESTADOS_ANULACION_FEL.PROCESO)
    return MENSAJES.fel.anulacionEnProceso;
  return MENSAJES.fel.enProcesoEspere;
}

/** Why Facturar is off. */
const motivoSinFacturar = (fila: FilaHistorialVenta) =>
  fila.datos_fel?.estado_factura === ESTADOS_DOCUMENTO_FEL.PROCESO ? MENSAJES.fel.enProceso : MENSAJES.fel.yaFacturada;

interface ActionProps extends Omit<ButtonProps, 'children'> {
  /** The word on the button; with `palabras` off, its tooltip. */
  palabra: ReactNode;
  /** Its accessible name, with the sale's code. */
  'aria-label': string;
  /** Why it is off, instead of the word. */
  motivo?: string;
}

/** What each group of a row's actions needs. */
interface Layout {
  fila: FilaHistorialVenta;
  acciones: SaleActionHandlers;
  palabras: boolean;
}

/** Where a row has room, an action shows its word; where it has not, its icon with the word as a tooltip. */
function ActionButton({ palabra, motivo, palabras, ...button }: ActionProps & { palabras: boolean }) {
  return (
    <Tooltip title={motivo ?? (palabras ? undefined : palabra)}>
      <Button size="small" {...button}>
        {palabras && palabra}
      </Button>
    </Tooltip>
  );
}

/** Facturar, Reintentar and Imprimir factura (000 §6; P2-05d), only with FEL. */
function InvoiceActions({ fila, acciones, palabras }: Layout) {
  const permitidas = accionesFel(fila);
  const ocupada = acciones.ocupada(fila.id);
  const facturable = permitidas.facturar === 'habilitado';
  return (
    <>
      {permitidas.facturar !== 'oculto' && (
        <ActionButton
          palabra="Facturar"
          palabras={palabras}
          motivo={facturable ? undefined : motivoSinFacturar(fila)}
          type={facturable && !fila.datos_fel ? 'primary' : 'default'}
          aria-label={`Facturar venta ${fila.codigo}`}
          icon={<FileAddOutlined />}
          disabled={!facturable || ocupada}
          onClick={() => acciones.facturar(fila)}
        />
      )}
      {permitidas.reintentar && (
        <ActionButton
          palabra="Reintentar"
          palabras={palabras}
          type="primary"
          aria-label={`Reintentar factura de la venta ${fila.codigo}`}
          icon={<ReloadOutlined />}
          loading={ocupada}
          onClick={() => acciones.reintentar(fila)}
        />
      )}
      {permitidas.imprimir && fila.datos_fel && (
        <ActionButton
          palabra="Imprimir factura"
          palabras={palabras}
          aria-label={`Imprimir factura de la venta ${fila.codigo}`}
          icon={<FileTextOutlined />}
          loading={ocupada}
          onClick={() => acciones.imprimirFactura(fila)}
        />
      )}
    </>
  );
}

/** Reimprimir: the receipt, or a choice with the cash receipt when the sale has one (P3-18). */
function ReprintAction({ fila, acciones, palabras }: Layout) {
  const boton = {
    palabra: 'Reimprimir',
    palabras,
    'aria-label': `Reimprimir venta ${fila.codigo}`,
    icon: <PrinterOutlined />,
  };
  if (!fila.recibo_caja)
    return <ActionButton {...boton} onClick={() => acciones.reimprimir({ id: fila.id, tipo: 'comprobante' })} />;
  return (
    <Dropdown
      menu={{
        items: [
          { key: 'comprobante', label: 'Comprobante' },
          { key: 'recibo_caja', label: 'Recibo de caja' },
        ],
        onClick: ({ key }) => acciones.reimprimir({ id: fila.id, tipo: key as Reimpresion['tipo'] }),
      }}
    >
      <Button size="small" aria-label={boton['aria-label']} icon={boton.icon}>
        {palabras && (
          <>
            Reimprimir <DownOutlined />
          </>
        )}
      </Button>
    </Dropdown>
  );
}

/**
 * A sale's actions (spec 000 §6): Ver always; Reimprimir and Anular for an active sale, Anular off
 * with its reason while the register is closed or the certifier has the invoice; the invoice
 * actions with FEL. Each accessible name carries the sale's code; each button shows its word
 * unless `palabras` is off (a table narrower than a wide laptop, where the words would leave the
 * row's own columns no room).
 */
export function SaleActions({
  fila,
  acciones,
  palabras = true,
  wrap = false,
}: {
  fila: FilaHistorialVenta;
  acciones: SaleActionHandlers;
  palabras?: boolean;
  /** Cards wrap their buttons to the screen's width; a table row keeps them on one line. */
  wrap?: boolean;
}) {
  const permitidas = accionesFila(fila);
  const layout = { fila, acciones, palabras };
  return (
    <Space size={4} wrap={wrap}>
      <ActionButton
        palabra="Ver"
        palabras={palabras}
        aria-label={`Ver venta ${fila.codigo}`}
        icon={<EyeOutlined />}
        onClick={() => acciones.ver(fila)}
      />
      {permitidas.reimprimir && <ReprintAction {...layout} />}
      {acciones.utilizaFel && <InvoiceActions {...layout} />}
      {fila.activo && (
        <ActionButton
          palabra="Anular"
          palabras={palabras}
          motivo={permitidas.anular ? undefined : motivoSinAnular(fila)}
          danger
          aria-label={`Anular venta ${fila.codigo}`}
          icon={<StopOutlined />}
          disabled={!permitidas.anular || acciones.ocupada(fila.id)}
          onClick={() => acciones.anular(fila)}
        />
      )}
    </Space>
  );
}
