import { Segmented } from 'antd';
import { MENSAJES } from '@pos/shared';
import {
  ESTADOS_VENTA,
  FILTRO_PENDIENTE_FACTURAR,
  NOMBRES_TIPO_VENTA,
  TIPOS_VENTA,
} from '@pos/shared/domains/sales/sales';
import { PeriodFilter } from '../../../components/list/PeriodFilter';
import { FilterSelect } from '../../../components/list/FilterSelect';
import { SearchInput } from '../../../components/list/SearchInput';
import type { FiltrosHistorial } from './historyFilters';
import { CustomerFilter, SellerFilter } from './PartyFilters';

/** The invoice-state filter (000 §2, §4; 50 = pending invoicing, P3-17). */
const ESTADOS_FACTURA = [
  { value: ESTADOS_VENTA.PROCESO, label: 'En proceso' },
  { value: ESTADOS_VENTA.FACTURADO, label: 'Facturada' },
  { value: ESTADOS_VENTA.ANULADA, label: 'Anulada' },
  { value: ESTADOS_VENTA.ERROR, label: 'Error' },
  { value: FILTRO_PENDIENTE_FACTURAR, label: MENSAJES.historialVentas.pendienteFacturar },
];

interface Props {
  filters: FiltrosHistorial;
  setFilters: (change: Partial<FiltrosHistorial>) => void;
  setSearch: (search: string) => void;
  utilizaFel: boolean;
}

/**
 * The history's search and filters (spec 000 §2, §3 Sales-history filter state): dates, and with
 * FEL which date they apply to and the invoice state; seller, customer, sale type, active or
 * annulled.
 */
export function HistoryToolbar({ filters, setFilters, setSearch, utilizaFel }: Props) {
  return (
    <div className="list-toolbar">
      <SearchInput
        onSearch={setSearch}
        placeholder={utilizaFel ? 'Código, serie, número o cliente' : 'Buscar por código, número, cliente o NIT'}
      />
      <PeriodFilter value={filters} onChange={setFilters} />
      {utilizaFel && (
        <Segmented<FiltrosHistorial['filtro_por']>
          aria-label="Filtrar por"
          value={filters.filtro_por}
          onChange={(filtro_por) => setFilters({ filtro_por })}
          options={[
            { value: 'fecha_venta', label: 'Fecha de venta' },
            { value: 'fecha_factura', label: 'Fecha de factura' },
          ]}
        />
      )}
      <SellerFilter value={filters.usuario_id} onChange={(usuario_id) => setFilters({ usuario_id })} />
      <CustomerFilter value={filters.cliente_id} onChange={(cliente_id) => setFilters({ cliente_id })} />
      <FilterSelect<number>
        label="Tipo de venta"
        width={150}
        value={filters.tipo}
        onChange={(tipo) => setFilters({ tipo })}
        options={[TIPOS_VENTA.ENVIO, TIPOS_VENTA.FACTURA, TIPOS_VENTA.CREDITO].map((t) => ({
          value: t,
          label: NOMBRES_TIPO_VENTA[t],
        }))}
      />
      {utilizaFel && (
        <FilterSelect<number>
          label="Estado de factura"
          width={190}
          value={filters.estado_factura}
          onChange={(estado_factura) => setFilters({ estado_factura })}
          options={ESTADOS_FACTURA}
        />
      )}
      <Segmented
        aria-label="Estado"
        value={filters.activo ? 'activas' : 'anuladas'}
        onChange={(v) => setFilters({ activo: v === 'activas' })}
        options={[
          { value: 'activas', label: 'Activas' },
          { value: 'anuladas', label: 'Anuladas' },
        ]}
      />
    </div>
  );
}
