import type { ReactNode } from 'react';
import { Button, Dropdown, Tooltip, type ButtonProps } from 'antd';
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
  /** The word on the button. */
  palabra: ReactNode;
  /** Its accessible name, with the sale's code. */
  'aria-label': string;
  /** Why it is off, instead of the word. */
  motivo?: string;
}

/** What each group of a row's actions needs. */
interface GroupProps {
  fila: FilaHistorialVenta;
  acciones: SaleActionHandlers;
}

/** An action with its icon and its word; an action that is off says why in its tooltip. */
function ActionButton({ palabra, motivo, ...button }: ActionProps) {
  return (
    <Tooltip title={motivo}>
      <Button size="small" {...button}>
        {palabra}
      </Button>
    </Tooltip>
  );
}

/** Facturar, Reintentar and Imprimir factura (000 §6; P2-05d), only with FEL. */
function InvoiceActions({ fila, acciones }: GroupProps) {
  const permitidas = accionesFel(fila);
  const ocupada = acciones.ocupada(fila.id);
  const facturable = permitidas.facturar === 'habilitado';
  return (
    <>
      {permitidas.facturar !== 'oculto' && (
        <ActionButton
          palabra="Facturar"
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
function ReprintAction({ fila, acciones }: GroupProps) {
  const boton = {
    palabra: 'Reimprimir',
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
        Reimprimir <DownOutlined />
      </Button>
    </Dropdown>
  );
}

/**
 * A sale's actions (spec 000 §6): Ver always; Reimprimir and Anular for an active sale, Anular off
 * with its reason while the register is closed or the certifier has the invoice; the invoice
 * actions with FEL. Each button shows its word (issue 30: row actions carry words, not only
 * icons); its accessible name carries the sale's code.
 */
export function SaleActions({ fila, acciones }: { fila: FilaHistorialVenta; acciones: SaleActionHandlers }) {
  const permitidas = accionesFila(fila);
  return (
    // They wrap, each button on its own (salesHistory.css): to a card's width, and in the table to
    // two lines at most, so the row's code, customer, total and invoice state stay in view.
    <div className="sale-actions">
      <ActionButton
        palabra="Ver"
        aria-label={`Ver venta ${fila.codigo}`}
        icon={<EyeOutlined />}
        onClick={() => acciones.ver(fila)}
      />
      {permitidas.reimprimir && <ReprintAction fila={fila} acciones={acciones} />}
      {acciones.utilizaFel && <InvoiceActions fila={fila} acciones={acciones} />}
      {fila.activo && (
        <ActionButton
          palabra="Anular"
          motivo={permitidas.anular ? undefined : motivoSinAnular(fila)}
          danger
          aria-label={`Anular venta ${fila.codigo}`}
          icon={<StopOutlined />}
          disabled={!permitidas.anular || acciones.ocupada(fila.id)}
          onClick={() => acciones.anular(fila)}
        />
      )}
    </div>
  );
}
