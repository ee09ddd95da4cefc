import { Card, Flex } from 'antd';
import { sum, toDecimalString } from '@pos/shared';
import type { TotalesCarrito } from '@pos/shared/domains/sales/rules/cart';
import { TIPOS_VENTA } from '@pos/shared/domains/sales/sales';
import type { Cotizacion } from '@pos/shared/domains/sales/sales.api';
import type { Configuracion } from '@pos/shared/domains/companies/companies';
import type { ModoPos } from '../posNavigation';
import { CustomerCard } from './CustomerCard';
import { RegisterQuotations } from './RegisterQuotations';
import { SaleSummary, type AccionVenta } from './SaleSummary';
import { SaleTypeSwitch } from './SaleTypeSwitch';
import type { Confirmar } from './useSearchFocus';
import type { TipoVentaPos, VentaEnCurso } from './ventaEnCurso';

interface Props {
  modo: ModoPos;
  venta: VentaEnCurso;
  actualizar: (cambio: Partial<VentaEnCurso>) => void;
  configuracion: Configuracion;
  totales: TotalesCarrito;
  acciones: AccionVenta[];
  ocupado: boolean;
  onListo: () => void;
  /** The register's incoming orders: the one being loaded, and loading one. */
  cotizaciones: { cargando: number | null; cargar: (cotizacion: Cotizacion) => void };
  confirm: Confirmar;
}

/**
 * Beside the cart: at the register its incoming orders, then the customer, then the sale type and
 * the totals with the sale's actions (on a tablet or phone the summary is a bar at the bottom of
 * the window, pos.css).
 */
export function PosSideColumn({
  modo,
  venta,
  actualizar,
  configuracion,
  totales,
  acciones,
  ocupado,
  onListo,
  cotizaciones,
  confirm,
}: Props) {
  const unidades = toDecimalString(
    sum(venta.lineas.map((l) => l.cantidad)),
    venta.lineas.some((l) => l.a_granel) ? 3 : 0,
  );
  const tiposVenta: TipoVentaPos[] = [
    TIPOS_VENTA.ENVIO,
    TIPOS_VENTA.FACTURA,
    ...(configuracion.conf_ventas_al_credito ? [TIPOS_VENTA.CREDITO] : []),
  ];
  return (
    <div className="pos-layout-side">
      {modo === 'caja' && (
        <RegisterQuotations
          cargada={venta.cotizacion?.id ?? null}
          confirm={confirm}
          cargando={cotizaciones.cargando}
          onCargar={cotizaciones.cargar}
        />
      )}
      <CustomerCard
        venta={venta}
        onChange={actualizar}
        configuracion={configuracion}
        disabled={ocupado}
        onListo={onListo}
      />
      <Card size="small" className="pos-summary">
        <Flex vertical gap={12}>
          {modo !== 'mostrador' && (
            <SaleTypeSwitch
              value={venta.tipo_venta}
              tipos={tiposVenta}
              utilizaFel={configuracion.utiliza_fel}
              disabled={ocupado}
              onChange={(tipo) => actualizar({ tipo_venta: tipo })}
            />
          )}
          <SaleSummary totales={totales} lineas={venta.lineas.length} unidades={unidades} acciones={acciones} />
        </Flex>
      </Card>
    </div>
  );
}
