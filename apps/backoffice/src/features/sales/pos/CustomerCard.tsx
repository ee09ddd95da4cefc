import { Card, Flex, Input } from 'antd';
import type { Configuracion } from '@pos/shared/domains/companies/companies';
import { CustomerForm } from './CustomerForm';
import type { VentaEnCurso } from './ventaEnCurso';

interface Props {
  venta: Pick<VentaEnCurso, 'cliente' | 'referencia'>;
  onChange: (cambio: Partial<Pick<VentaEnCurso, 'cliente' | 'referencia'>>) => void;
  configuracion: Configuracion;
  disabled: boolean;
  /** A field committed (Enter): the next scan goes to the search box. */
  onListo: () => void;
}

/** Who the sale is for: the customer (its NIT or DPI looked up) and, when the company uses it, a reference. */
export function CustomerCard({ venta, onChange, configuracion, disabled, onListo }: Props) {
  return (
    <Card size="small" title="Cliente">
      <Flex vertical gap={8}>
        <CustomerForm
          cliente={venta.cliente}
          onChange={(cliente) => onChange({ cliente })}
          camposExtra={configuracion.conf_habilitar_campo_cliente}
          utilizaFel={configuracion.utiliza_fel}
          disabled={disabled}
          onListo={onListo}
        />
        {configuracion.conf_mostrar_referencia && (
          <div>
            <label className="pos-label" htmlFor="pos-referencia">
              Referencia
            </label>
            <Input
              id="pos-referencia"
              value={venta.referencia}
              maxLength={200}
              disabled={disabled}
              onChange={(e) => onChange({ referencia: e.target.value })}
              onPressEnter={onListo}
            />
          </div>
        )}
      </Flex>
    </Card>
  );
}
