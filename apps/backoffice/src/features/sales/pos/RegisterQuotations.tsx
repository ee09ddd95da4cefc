import { Badge, Button, Card, Empty, Flex, List, Typography } from 'antd';
import { DeleteOutlined, DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { formatDateTime } from '@pos/shared';
import { useFormat } from '../../../lib/useFormat';
import type { Cotizacion } from '@pos/shared/domains/sales/sales.api';
import { useQueryClient } from '@tanstack/react-query';
import { useServerEvents } from '../../../lib/useServerEvents';
import { COTIZACIONES_KEY, useCotizaciones } from '../quotations/quotations.api';
import { useConfirmDeleteQuotation } from '../quotations/useConfirmDeleteQuotation';
import type { Confirmar } from './useSearchFocus';
import { WholeParts } from './WholeParts';

/** The server announces each order live; this slow poll is only the fallback when it cannot. */
const REFRESCO_MS = 60_000;

interface Props {
  /** The quotation in the cart, marked in the list. */
  cargada: number | null;
  cargando: number | null;
  onCargar: (cotizacion: Cotizacion) => void;
  /** The selling screen's confirm dialog, which gives the focus back to its search box. */
  confirm: Confirmar;
}

/**
 * The cashier's incoming orders (000 §2 Cashier screen): quotations the counter sent to the
 * register (estado 10, enviado_caja true), refetched as soon as the server announces a change.
 * An order the customer walked away from is deleted from here (the one in the cart is charged or
 * emptied instead).
 */
export function RegisterQuotations({ cargada, cargando, onCargar, confirm }: Props) {
  const confirmarEliminar = useConfirmDeleteQuotation(confirm);
  const lista = useCotizaciones({ enviado_caja: true, page_size: 20 }, { refetchInterval: REFRESCO_MS });
  const queryClient = useQueryClient();
  useServerEvents('cotizacion', () => void queryClient.invalidateQueries({ queryKey: COTIZACIONES_KEY }));
  const filas = lista.data?.results ?? [];

  return (
    <Card
      size="small"
      title={
        <Flex align="center" gap={8}>
          <InboxOutlined />
          Pedidos enviados a caja
          <Badge count={lista.data?.count ?? 0} showZero color={filas.length > 0 ? '#2563eb' : '#cbd5e1'} />
        </Flex>
      }
      className="pos-orders"
    >
      {filas.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="No hay pedidos pendientes"
          style={{ margin: '8px 0' }}
        />
      ) : (
        <List
          size="small"
          dataSource={filas}
          renderItem={(c) => (
            <List.Item className={c.id === cargada ? 'pos-order pos-order-loaded' : 'pos-order'}>
              <OrderSummary cotizacion={c} />
              <Flex justify="flex-end" gap={4}>
                <Button
                  size="small"
                  type={c.id === cargada ? 'default' : 'primary'}
                  ghost={c.id !== cargada}
                  icon={<DownloadOutlined />}
                  loading={cargando === c.id}
                  disabled={c.id === cargada}
                  aria-label={`Cargar ${c.codigo}`}
                  onClick={() => onCargar(c)}
                >
                  {c.id === cargada ? 'En venta' : 'Cargar'}
                </Button>
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  disabled={c.id === cargada || cargando === c.id}
                  aria-label={`Eliminar ${c.codigo}`}
                  title="Eliminar"
                  onClick={() => confirmarEliminar(c)}
                />
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

/**
 * What an order is found by: its code and total on one line that never wraps ("COT-000006" whole,
 * issue 30), then the customer, the seller and when, across the column's whole width. The buttons
 * go under it, not beside it, where they would leave the code a third of a narrow column.
 */
function OrderSummary({ cotizacion: c }: { cotizacion: Cotizacion }) {
  const format = useFormat();
  return (
    <>
      <div className="pos-order-head">
        <span className="pos-order-code">{c.codigo}</span>
        <span className="num">{format.money(c.total)}</span>
      </div>
      <Typography.Text type="secondary" className="pos-order-meta">
        <WholeParts parts={[c.cliente.nombre, c.vendedor?.nombre ?? '', formatDateTime(c.creado)].filter(Boolean)} />
      </Typography.Text>
    </>
  );
}
